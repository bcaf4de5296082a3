import { Loader2, SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_MESSAGE_LENGTH } from '#shared/common/constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useSendMessage } from '#client/features/messages/api/use-send-message.ts';
import { newClientMessageId } from '#client/features/messages/lib/client-message-id.ts';
import { succeeded } from '#client/lib/query-client.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The chat's input and Send (SPEC §2.9, §5 Chat): Enter sends, Shift+Enter starts a new line;
 * blank or whitespace-only text cannot be sent; input and button wait while a send is in flight.
 * A failed send shows the toast "Error" with the server's message (SPEC §8) and keeps the text;
 * sending it again reuses its `clientMessageId`, so a send that did reach the server is not
 * stored twice.
 */
export function MessageComposer({
  requestId,
  receiverId,
}: {
  requestId: string;
  receiverId: string;
}) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [content, setContent] = useState('');
  const [clientMessageId, setClientMessageId] = useState<string | null>(null);
  const sendMessage = useSendMessage();
  const isSending = sendMessage.isPending;
  const canSend = content.trim().length > 0 && !isSending;

  const send = async () => {
    if (!canSend) return;
    const id = clientMessageId ?? newClientMessageId();
    setClientMessageId(id);
    const isSent = await succeeded(
      sendMessage.mutateAsync({
        treatmentRequestId: requestId,
        receiverId,
        content: content.trim(),
        clientMessageId: id,
      }),
    );
    // A failed message stays in the box (with its id, so a retry is not stored twice).
    if (isSent) {
      setContent('');
      setClientMessageId(null);
    }
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-1.5 border-t bg-background/60 p-3 sm:p-4">
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('Type a message')}
        </label>
        <Textarea
          id={inputId}
          ref={inputRef}
          rows={1}
          value={content}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={t('Type a message…')}
          aria-describedby={hintId}
          readOnly={isSending}
          aria-busy={isSending}
          onChange={(event) => {
            setContent(event.target.value);
            // Edited text is a different message: it must not reuse the failed send's id.
            setClientMessageId(null);
          }}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-10 resize-none overflow-y-auto bg-background"
        />
        <Button type="submit" disabled={!canSend} className="h-10 shrink-0">
          {isSending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <SendHorizontal aria-hidden="true" className="rtl:rotate-180" />
          )}
          <span className="sr-only sm:not-sr-only">{t('Send')}</span>
        </Button>
      </div>
      <p id={hintId} className="hidden text-xs text-muted-foreground sm:block">
        {t('Enter to send, Shift+Enter for a new line.')}
      </p>
    </form>
  );
}
