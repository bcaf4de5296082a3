import { useState, type FormEvent } from 'react';
import {
  CreateDocumentRequestInputSchema,
  MAX_DOCUMENT_REQUEST_MESSAGE_LENGTH,
  type DocumentRequest,
} from '#shared/records/record-sharing.schemas.ts';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import {
  useAskForDocument,
  useMyDocumentRequests,
} from '#client/features/records/sharing/use-hospital-sharing.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { formatDate } from '#client/lib/format.ts';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

const STATUS_LABELS: Record<DocumentRequest['status'], string> = {
  open: msg('Waiting for the patient'),
  answered: msg('Answered'),
  declined: msg('Declined'),
};

/**
 * "Ask for a document" (hospital with a bid on the request): a short message to the patient,
 * and the hospital's asks on this request with their status. Refusals show in place.
 */
export function AskForDocumentForm({ treatmentRequestId }: { treatmentRequestId: string }) {
  const t = useT();
  const asks = useMyDocumentRequests(treatmentRequestId);
  const ask = useAskForDocument(treatmentRequestId);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = CreateDocumentRequestInputSchema.safeParse({ treatmentRequestId, message });
    if (!input.success) return setFailure(input.error.issues.map((i) => i.message).join(' '));
    setFailure(null);
    try {
      await ask.mutateAsync(input.data);
      setMessage('');
      toast({
        title: t('Request sent'),
        description: t('The patient sees it on their request.'),
      });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <section aria-labelledby="ask-for-document" className="grid gap-3">
      <h3 id="ask-for-document" className="font-semibold">
        {t('Ask for a document')}
      </h3>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-2">
        <Label htmlFor="ask-message">{t('What do you need?')}</Label>
        <Textarea
          id="ask-message"
          value={message}
          maxLength={MAX_DOCUMENT_REQUEST_MESSAGE_LENGTH}
          placeholder={t('e.g. Please share your latest echocardiogram report.')}
          aria-invalid={failure !== null}
          aria-describedby={failure ? 'ask-failure' : undefined}
          onChange={(event) => setMessage(event.target.value)}
        />
        {failure && (
          <p id="ask-failure" role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        <div>
          <SubmitButton isPending={ask.isPending}>{t('Send request')}</SubmitButton>
        </div>
      </form>
      {(asks.data ?? []).length > 0 && (
        <ul className="grid gap-2">
          {(asks.data ?? []).map((item) => (
            <li key={item.id} className="grid gap-1 rounded-md border p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={item.status === 'open' ? 'secondary' : 'default'}>
                  {t(STATUS_LABELS[item.status])}
                </Badge>
                <span className="text-muted-foreground">
                  {t('Asked {date}', { date: formatDate(item.createdAt) })}
                </span>
              </div>
              <p className="break-words">“{item.message}”</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
