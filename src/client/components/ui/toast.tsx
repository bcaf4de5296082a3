import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Toast as ToastPrimitives } from 'radix-ui';
import type * as React from 'react';
import { useT } from '#client/i18n/locale-context.tsx';
import { cn } from '#client/lib/utils.ts';

/** Default time a toast stays open, in ms (SPEC §9). */
export const TOAST_DURATION_MS = 5000;
/** Swipe distance in px that dismisses a toast (SPEC §9). */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Keyboard shortcut that moves focus to the toasts (SPEC §9). */
export const TOAST_HOTKEY = ['F8'];

/**
 * Radix Toast provider with SPEC §9's constants: 5000 ms, swipe right, 50 px; screen readers
 * hear each toast after "Notification" in the active language.
 */
export function ToastProvider({
  duration = TOAST_DURATION_MS,
  swipeDirection = 'right',
  swipeThreshold = TOAST_SWIPE_THRESHOLD_PX,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Provider>) {
  const t = useT();
  return (
    <ToastPrimitives.Provider
      label={t('Notification')}
      duration={duration}
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
      {...props}
    />
  );
}

/** Where toasts render: top on phones, bottom-right from `sm` up; F8 focuses it. */
export function ToastViewport({
  className,
  hotkey = TOAST_HOTKEY,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Viewport>) {
  const t = useT();
  return (
    <ToastPrimitives.Viewport
      hotkey={hotkey}
      label={t('Notifications ({key})', { key: hotkey.join('+') })}
      className={cn(
        'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:end-0 sm:bottom-0 sm:flex-col md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between space-x-2 overflow-hidden rounded-md border p-4 pr-6 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        default: 'border bg-background text-foreground',
        destructive: 'destructive group border-destructive bg-destructive text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** Props of one toast (Radix Toast.Root plus `variant`). */
export type ToastProps = React.ComponentProps<typeof ToastPrimitives.Root> &
  VariantProps<typeof toastVariants>;

/** One toast; `variant="destructive"` for failures. Rendered by the Toaster from `toast()` calls. */
export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitives.Root
      data-slot="toast"
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

/** A button inside a toast; `altText` describes it for screen readers. */
export function ToastAction({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors hover:bg-secondary focus:ring-2 focus:ring-ring focus:outline-none disabled:pointer-events-none disabled:opacity-50 group-[.destructive]:border-white/40 group-[.destructive]:hover:bg-white/10',
        className,
      )}
      {...props}
    />
  );
}

/** The element type `toast({ action })` accepts. */
export type ToastActionElement = React.ReactElement<typeof ToastAction>;

/** The X button; always visible so touch and keyboard users can dismiss. */
export function ToastClose({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Close>) {
  const t = useT();
  return (
    <ToastPrimitives.Close
      aria-label={t('Close')}
      className={cn(
        'absolute top-1 end-1 rounded-md p-1 text-foreground/60 transition-opacity hover:text-foreground focus:ring-1 focus:outline-none group-[.destructive]:text-white/80 group-[.destructive]:hover:text-white',
        className,
      )}
      toast-close=""
      {...props}
    >
      <XIcon className="size-4" />
    </ToastPrimitives.Close>
  );
}

/** Toast heading. */
export function ToastTitle({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

/** Toast body text. */
export function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Description>) {
  return <ToastPrimitives.Description className={cn('text-sm opacity-90', className)} {...props} />;
}
