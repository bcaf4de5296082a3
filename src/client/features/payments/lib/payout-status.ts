import type { PayoutAccountStatus, PayoutState } from '#shared/payments/payouts.schemas.ts';
import { msg } from '#client/i18n/msg.ts';

/** A payout's state as people read it (ADR 0056); an English catalogue message for `t`. */
export function payoutStateLabel(state: PayoutState): string {
  switch (state) {
    case 'not_due':
      return msg('Not due yet');
    case 'awaiting_confirmation':
      return msg('Waiting for the patient to confirm treatment');
    case 'awaiting_onboarding':
      return msg('Waiting for the hospital’s payout setup');
    case 'on_hold':
      return msg('On hold: a payment dispute is open');
    case 'paid_out':
      return msg('Paid out');
  }
}

/** A hospital's Stripe onboarding status as people read it; an English catalogue message for `t`. */
export function payoutAccountLabel(status: PayoutAccountStatus): string {
  switch (status) {
    case 'not_started':
      return msg('Not started');
    case 'pending':
      return msg('Pending');
    case 'complete':
      return msg('Complete');
  }
}

/** Badge look per onboarding status. */
export function payoutAccountVariant(
  status: PayoutAccountStatus,
): 'success' | 'outline' | 'secondary' {
  if (status === 'complete') return 'success';
  return status === 'pending' ? 'secondary' : 'outline';
}
