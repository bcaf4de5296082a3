import { Loader2 } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#client/components/ui/alert-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * A button that asks before acting (accept a bid, close a request, verify a hospital). The
 * dialog stays open, with a spinner, until `onConfirm` settles, and cannot be dismissed
 * meanwhile; `onConfirm` shows its own toasts. Focus returns to the button on cancel.
 */
export function ConfirmButton({
  children,
  buttonProps,
  title,
  description,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'default',
  onConfirm,
}: {
  children: ReactNode;
  buttonProps?: Omit<ComponentProps<typeof Button>, 'children' | 'onClick' | 'asChild'>;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  confirmVariant?: 'default' | 'destructive';
  onConfirm: () => Promise<void>;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const t = useT();

  const confirm = async () => {
    setIsPending(true);
    try {
      await onConfirm();
    } finally {
      setIsPending(false);
      setIsOpen(false);
    }
  };

  return (
    <AlertDialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!isPending) setIsOpen(open);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button {...buttonProps}>{children}</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{cancelLabel ?? t('Cancel')}</AlertDialogCancel>
          {/* A plain Button, not AlertDialogAction, so the dialog waits for the call. */}
          <Button variant={confirmVariant} onClick={() => void confirm()} disabled={isPending}>
            {isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
