import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { cn } from '#client/lib/utils.ts';

/**
 * A small outline button that opens a dialog holding one form (set a date, open a dispute,
 * refund part of a payment): the caller owns `open` so it can close the dialog once its form
 * succeeded, and passes the form as `children`.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button's content: an icon and its label. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** The dialog's width class (default `sm:max-w-md`). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent className={cn('sm:max-w-md', className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
