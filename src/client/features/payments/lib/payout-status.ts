import type { PayoutAccountStatus, PayoutState } from '#shared/payments/payouts.schemas.ts';

/** A payout's state as people read it (ADR 0056). */
export function payoutStateLabel(state: PayoutState): string {
  switch (state) {
    case 'not_due':
      return 'Not due yet';
    case 'awaiting_confirmation':
      return 'Waiting for the patient to confirm treatment';
    case 'awaiting_onboarding':
      return 'Waiting for the hospital’s payout setup';
    case 'on_hold':
      return 'On hold: a payment dispute is open';
    case 'paid_out':
      return 'Paid out';
  }
}

/** A hospital's Stripe onboarding status as people read it. */
export function payoutAccountLabel(status: PayoutAccountStatus): string {
  switch (status) {
    case 'not_started':
      return 'Not started';
    case 'pending':
      return 'Pending';
    case 'complete':
      return 'Complete';
  }
}

/** Badge look per onboarding status. */
export function payoutAccountVariant(
  status: PayoutAccountStatus,
): 'success' | 'outline' | 'secondary' {
  if (status === 'complete') return 'success';
  return status === 'pending' ? 'secondary' : 'outline';
}
