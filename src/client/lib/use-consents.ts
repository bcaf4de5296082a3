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

/**
 * The consents among `purposes` that an action needs and the user has not given under the
 * current text (missing, withdrawn or due for renewal), once `GET /api/consents` answered
 * (empty while loading: the server still refuses with 409 `CONSENT_REQUIRED`). `giveAll`
 * gives them one by one under the versions shown, before the action that needs them.
 */
export function useMissingConsents(purposes: readonly ConsentPurpose[]) {
  const consents = useConsents();
  const give = useGiveConsent();
  const missing = (consents.data ?? []).filter(
    (consent) => purposes.includes(consent.purpose) && !consent.given,
  );
  const giveAll = async () => {
    for (const consent of missing) {
      await give.mutateAsync({ purpose: consent.purpose, textVersion: consent.version });
    }
  };
  return { missing, giveAll };
}
