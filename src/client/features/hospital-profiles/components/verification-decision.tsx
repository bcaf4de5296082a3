import { CircleCheck, MessageSquareWarning } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useDecideVerification } from '#client/features/hospital-profiles/api/use-verification-queue.ts';

/** Approve a submitted profile (after confirming) or send it back with a note. */
export function VerificationDecision({ hospitalId, name }: { hospitalId: string; name: string }) {
  const decide = useDecideVerification();
  const [note, setNote] = useState('');
  const noteId = useId();
  const askForChanges = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate(
      { hospitalId, note },
      { onSuccess: () => toast({ title: 'Changes requested', description: `${name} was told.` }) },
    );
  };
  return (
    <div className="grid gap-3">
      <ConfirmButton
        title={`Approve ${name}?`}
        description="The account is verified (it can bid), its listed accreditations get their badges and the profile is published."
        confirmLabel="Approve"
        onConfirm={async () => {
          await decide.mutateAsync({ hospitalId });
          toast({ title: 'Hospital verified', description: `${name} is now published.` });
        }}
      >
        <CircleCheck aria-hidden="true" />
        Approve
      </ConfirmButton>
      <form onSubmit={askForChanges} className="grid gap-2" aria-label={`Ask ${name} for changes`}>
        <Label htmlFor={noteId}>Note for the hospital</Label>
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
          Ask for changes
        </SubmitButton>
      </form>
    </div>
  );
}
