import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Consent,
  ConsentPurpose,
  GiveConsentInput,
} from '#shared/consents/consents.schemas.ts';
import { apiRequest, fetchJson } from '#client/lib/api-client.ts';

/** Query key of `GET /api/consents`. */
export const consentsQueryKey = ['/api/consents'] as const;

/** `GET /api/consents` (ADR 0041): each purpose's current text and the user's standing. */
export function useConsents() {
  return useQuery({
    queryKey: consentsQueryKey,
    queryFn: ({ signal }) => fetchJson<Consent[]>(consentsQueryKey[0], { signal }),
  });
}

/** Puts one purpose's new standing into the cached list. */
function useReplaceConsent() {
  const queryClient = useQueryClient();
  return (consent: Consent) =>
    queryClient.setQueryData<Consent[]>(consentsQueryKey, (list) =>
      list?.map((item) => (item.purpose === consent.purpose ? consent : item)),
    );
}

/** `POST /api/consents {purpose, textVersion}` → the purpose's standing (cache updated). */
export function useGiveConsent() {
  const replace = useReplaceConsent();
  return useMutation({
    mutationFn: (input: GiveConsentInput) => apiRequest<Consent>('POST', '/api/consents', input),
    onSuccess: replace,
  });
}

/** `DELETE /api/consents/{purpose}` → the purpose's standing (cache updated). */
export function useWithdrawConsent() {
  const replace = useReplaceConsent();
  return useMutation({
    mutationFn: (purpose: ConsentPurpose) =>
      apiRequest<Consent>('DELETE', `/api/consents/${purpose}`),
    onSuccess: replace,
  });
}
