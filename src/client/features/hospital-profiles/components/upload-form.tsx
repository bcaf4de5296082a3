import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';

/**
 * A profile upload form (fields, then the file): sends its FormData through `mutation`, toasts
 * `success` and starts over empty once the server stored it; on failure it keeps what was typed.
 * The file input must come last among `children`: the server reads the text fields before it.
 */
export function UploadForm({
  label,
  mutation,
  success,
  submitLabel,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  mutation: Pick<UseMutationResult<unknown, Error, FormData>, 'mutate' | 'isPending'>;
  success: { title: string; description?: string };
  /** The submit button's content (icon and text). */
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  const [formKey, setFormKey] = useState(0);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(new FormData(event.currentTarget), {
      onSuccess: () => {
        toast(success);
        setFormKey((key) => key + 1);
      },
    });
  };
  return (
    <form
      key={formKey}
      onSubmit={onSubmit}
      aria-label={label}
      className="grid gap-3 rounded-lg border border-dashed p-3 sm:grid-cols-2"
    >
      {children}
      <SubmitButton isPending={mutation.isPending} className="w-fit">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
