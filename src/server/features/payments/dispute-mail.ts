import { paths } from '#shared/navigation/paths.ts';
import type { DisputeOutcome } from '#shared/payments/disputes.schemas.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import type { MailRecipient } from '../../mail/mail-recipient.ts';
import { mailText, type MailText } from '../../mail/mail-text.ts';
import { renderMail } from '../../mail/templates.ts';

/** What the decision e-mail says: the outcome and its money, never the reason or procedure. */
export interface DisputeDecisionFacts {
  outcome: DisputeOutcome;
  /** Returned to the patient's card by this decision. */
  refundCents: number;
  /** What the hospital is paid for the booking after the decision (0 on a full refund). */
  payoutCents: number;
  /** ISO 4217, upper case (`USD`). */
  currency: string;
  treatmentRequestId: string;
}

/** The decision in one sentence, the same for both parties (ADR 0060), in `t`'s language. */
function decisionSentence(
  t: MailText,
  money: (cents: number) => string,
  facts: DisputeDecisionFacts,
) {
  switch (facts.outcome) {
    case 'release':
      return t(
        'The administrator released the payment: the hospital is paid as agreed, and nothing is refunded.',
      );
    case 'partial_refund':
      return t(
        "The administrator refunded {refund} to the patient's card; the hospital is paid the rest, {payout} after the platform fee.",
        { refund: money(facts.refundCents), payout: money(facts.payoutCents) },
      );
    case 'full_refund':
      return t(
        "The administrator refunded everything that was paid, {refund} in this decision, to the patient's card; the hospital is paid nothing.",
        { refund: money(facts.refundCents) },
      );
  }
}

/**
 * The e-mail telling one party (`to`, in their language, ADR 0064) of a dispute's decision
 * (issue #16: every decision is e-mailed to patient and hospital). Mail is an insecure channel
 * (SECURITY §5): it carries the outcome and amounts and a link to the request, never the
 * patient's reason or the procedure. Amounts are formatted for the recipient's locale.
 */
export function composeDisputeDecision(
  to: MailRecipient & { name: string },
  facts: DisputeDecisionFacts,
  appOrigin: string,
): OutgoingMail {
  const t = mailText(to.locale);
  const format = new Intl.NumberFormat(to.locale === 'en' ? 'en-US' : to.locale, {
    style: 'currency',
    currency: facts.currency,
  });
  const money = (cents: number) => format.format(cents / 100);
  const title = t('A payment dispute was decided');
  return {
    kind: 'dispute-decision',
    to: to.email,
    subject: title,
    ...renderMail({
      appOrigin,
      locale: to.locale,
      title,
      paragraphs: [
        t('Hello {name},', { name: to.name }),
        decisionSentence(t, money, facts),
        t(
          'Refunds reach the card within 5–10 business days. Reply through the support page if you have questions.',
        ),
      ],
      action: { label: t('See the request'), path: paths.request(facts.treatmentRequestId) },
    }),
  };
}
