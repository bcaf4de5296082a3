import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '#client/components/ui/button.tsx';

/**
 * A form's submit button: disabled, with a spinner before its label, while `isPending` (the
 * form is submitting). Other props go to {@link Button}.
 */
export function SubmitButton({
  isPending,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type' | 'disabled'> & { isPending: boolean }) {
  return (
    <Button type="submit" disabled={isPending} {...props}>
      {isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
      {children}
    </Button>
  );
}
