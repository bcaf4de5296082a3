import { CircleCheck, MessageSquareWarning } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useDecideVerification } from '#client/features/hospital-profiles/api/use-verification-queue.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** Approve a submitted profile (after confirming) or send it back with a note. */
export function VerificationDecision({ hospitalId, name }: { hospitalId: string; name: string }) {
  const t = useT();
  const decide = useDecideVerification();
  const [note, setNote] = useState('');
  const noteId = useId();
  const askForChanges = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate(
      { hospitalId, note },
      {
        onSuccess: () =>
          toast({ title: t('Changes requested'), description: t('{name} was told.', { name }) }),
      },
    );
  };
  return (
    <div className="grid gap-3">
      <ConfirmButton
        title={t('Approve {name}?', { name })}
        description={t(
          'The account is verified (it can bid), its listed accreditations get their badges and the profile is published.',
        )}
        confirmLabel={t('Approve')}
        cancelLabel={t('Cancel')}
        onConfirm={async () => {
          await decide.mutateAsync({ hospitalId });
          toast({
            title: t('Hospital verified'),
            description: t('{name} is now published.', { name }),
          });
        }}
      >
        <CircleCheck aria-hidden="true" />
        {t('Approve')}
      </ConfirmButton>
      <form
        onSubmit={askForChanges}
        className="grid gap-2"
        aria-label={t('Ask {name} for changes', { name })}
      >
        <Label htmlFor={noteId}>{t('Note for the hospital')}</Label>
        <Textarea
          id={noteId}
          required
          maxLength={2000}
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <SubmitButton variant="outline" isPending={decide.isPending} className="w-fit">
          <MessageSquareWarning aria-hidden="true" />
          {t('Ask for changes')}
        </SubmitButton>
      </form>
    </div>
  );
}
