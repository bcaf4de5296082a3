import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ContactReceiptSchema,
  type ContactReceipt,
  type SupportTicketInput,
} from '#shared/support/support.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { invalidateSupportQueue } from '#client/features/support/api/use-support-tickets.ts';

/**
 * `POST /api/contact` → 201 `{ id, createdAt }`: the message is stored and e-mailed to support.
 * Throws ApiError 400 with field `issues`.
 */
export async function sendContactMessage(input: SupportTicketInput): Promise<ContactReceipt> {
  return ContactReceiptSchema.parse(await apiRequest<unknown>('POST', '/api/contact', input));
}

/** Sends a contact-form message, then refreshes the admin support queue. */
export function useSendContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => invalidateSupportQueue(queryClient),
  });
}
