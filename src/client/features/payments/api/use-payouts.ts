import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AdminPayoutAccountSchema,
  BidPayoutSchema,
  HospitalPayoutRowSchema,
  MoneyTotalsSchema,
  OnboardingLinkSchema,
  PayoutAccountSchema,
  type BidPayout,
  type PayoutAccount,
} from '#shared/payments/payouts.schemas.ts';
import { apiRequest, fetchJson } from '#client/lib/api-client.ts';

/** `GET /api/payouts/account`: the hospital's Stripe onboarding status (ADR 0056). */
export const payoutAccountPath = '/api/payouts/account';
/** `GET /api/payouts/hospital`: the hospital's money per request (ADR 0057). */
export const hospitalPayoutsPath = '/api/payouts/hospital';
const adminPayoutAccountsPath = '/api/admin/payouts/accounts';
/** `GET /api/admin/payouts/totals`: the ledger's money totals (admin). */
export const moneyTotalsPath = '/api/admin/payouts/totals';

/** `GET /api/payouts/bid/{bidId}` path, also the bid payout's query key. */
export function bidPayoutPath(bidId: string): string {
  return `/api/payouts/bid/${encodeURIComponent(bidId)}`;
}

/** The monthly statement's download URL (`month` is `YYYY-MM`). */
export function statementUrl(month: string): string {
  return `/api/payouts/statement?month=${encodeURIComponent(month)}`;
}

/** The hospital's payout onboarding status. */
export function usePayoutAccount() {
  return useQuery({
    queryKey: [payoutAccountPath],
    queryFn: async ({ signal }) =>
      PayoutAccountSchema.parse(await fetchJson<unknown>(payoutAccountPath, { signal })),
  });
}

/**
 * Starts or resumes onboarding: resolves to Stripe's onboarding URL, which the caller opens.
 * ApiError 403 (hospital not verified), 409 (already complete), 502/503 (Stripe).
 */
export function useStartOnboarding() {
  return useMutation({
    mutationFn: async () =>
      OnboardingLinkSchema.parse(
        await apiRequest<unknown>('POST', `${payoutAccountPath}/onboarding`),
      ).url,
  });
}

/** Reads the account from Stripe after onboarding, then refreshes the status and payouts. */
export function useRefreshPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<PayoutAccount> =>
      PayoutAccountSchema.parse(await apiRequest<unknown>('POST', `${payoutAccountPath}/refresh`)),
    onSuccess: async (account) => {
      queryClient.setQueryData([payoutAccountPath], account);
      await queryClient.invalidateQueries({ queryKey: [hospitalPayoutsPath] });
    },
  });
}

/** A bid's payout for its patient, its hospital and admins. */
export function useBidPayout(bidId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [bidPayoutPath(bidId)],
    queryFn: async ({ signal }) =>
      BidPayoutSchema.parse(await fetchJson<unknown>(bidPayoutPath(bidId), { signal })),
    enabled: options.enabled ?? true,
  });
}

/** The patient confirms the treatment took place; ApiError 409 when not paid in full. */
export function useConfirmTreatment(bidId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<BidPayout> =>
      BidPayoutSchema.parse(await apiRequest<unknown>('POST', `${bidPayoutPath(bidId)}/confirm`)),
    onSuccess: (payout) => queryClient.setQueryData([bidPayoutPath(bidId)], payout),
  });
}

/** The hospital's payouts and fees per request. */
export function useHospitalPayouts() {
  return useQuery({
    queryKey: [hospitalPayoutsPath],
    queryFn: async ({ signal }) =>
      z
        .array(HospitalPayoutRowSchema)
        .parse(await fetchJson<unknown>(hospitalPayoutsPath, { signal })),
  });
}

/** Every verified hospital's onboarding status (admin). */
export function useAdminPayoutAccounts() {
  return useQuery({
    queryKey: [adminPayoutAccountsPath],
    queryFn: async ({ signal }) =>
      z
        .array(AdminPayoutAccountSchema)
        .parse(await fetchJson<unknown>(adminPayoutAccountsPath, { signal })),
  });
}

/** Money in, fees, refunds and payouts from the ledger (admin). */
export function useMoneyTotals() {
  return useQuery({
    queryKey: [moneyTotalsPath],
    queryFn: async ({ signal }) =>
      MoneyTotalsSchema.parse(await fetchJson<unknown>(moneyTotalsPath, { signal })),
  });
}
