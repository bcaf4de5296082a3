import { paths } from '#shared/navigation/paths.ts';
import type { DisputeOutcome } from '#shared/payments/disputes.schemas.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/templates.ts';

/** What the decision e-mail says: the outcome and its money, never the reason or procedure. */
export interface DisputeDecisionFacts {
  outcome: DisputeOutcome;
  /** Returned to the patient's card by this decision. */
  refundCents: number;
  /** What the hospital is paid for the booking after the decision (0 on a full refund). */
  payoutCents: number;
  currency: string;
  treatmentRequestId: string;
}

const money = (cents: number, currency: string) =>
  `${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

/** The decision in one sentence, the same for both parties (ADR 0060). */
function decisionSentence(facts: DisputeDecisionFacts): string {
  const refund = money(facts.refundCents, facts.currency);
  const payout = money(facts.payoutCents, facts.currency);
  switch (facts.outcome) {
    case 'release':
      return 'The administrator released the payment: the hospital is paid as agreed, and nothing is refunded.';
    case 'partial_refund':
      return `The administrator refunded ${refund} to the patient's card; the hospital is paid the rest, ${payout} after the platform fee.`;
    case 'full_refund':
      return `The administrator refunded everything that was paid, ${refund} in this decision, to the patient's card; the hospital is paid nothing.`;
  }
}

/**
 * The e-mail telling one party (`to`) of a dispute's decision (issue #16: every decision is
 * e-mailed to patient and hospital). Mail is an insecure channel (SECURITY §5): it carries the
 * outcome and amounts and a link to the request, never the patient's reason or the procedure.
 */
export function composeDisputeDecision(
  to: { email: string; name: string },
  facts: DisputeDecisionFacts,
  appOrigin: string,
): OutgoingMail {
  return {
    kind: 'dispute-decision',
    to: to.email,
    subject: 'A payment dispute was decided',
    ...renderMail({
      appOrigin,
      title: 'A payment dispute was decided',
      paragraphs: [
        `Hello ${to.name},`,
        decisionSentence(facts),
        'Refunds reach the card within 5–10 business days. Reply through the support page if you have questions.',
      ],
      action: { label: 'See the request', path: paths.request(facts.treatmentRequestId) },
    }),
  };
}
