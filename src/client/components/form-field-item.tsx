import type { ReactElement, ReactNode } from 'react';
import {
  FormControl,
  FormDescription,
  FormItem,
  FormLabel,
  FormMessage,
} from '#client/components/ui/form.tsx';

/**
 * One form field's label, control, optional help text and error message, in that order; the
 * control (`children`, one element) gets the field's id and ARIA wiring from FormControl.
 */
export function FormFieldItem({
  label,
  description,
  children,
}: {
  label: ReactNode;
  description?: ReactNode;
  children: ReactElement;
}) {
  return (
    <FormItem>
      <FormLabel>{label}</FormLabel>
      <FormControl>{children}</FormControl>
      {description && <FormDescription>{description}</FormDescription>}
      <FormMessage />
    </FormItem>
  );
}
