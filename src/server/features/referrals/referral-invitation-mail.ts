import { REFERRAL_REWARD_POINTS } from '#shared/common/constants.ts';
import { referralLinkPath } from '#shared/referrals/referrals.policies.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import type { MailRecipient } from '../../mail/mail-recipient.ts';
import { mailText } from '../../mail/mail-text.ts';
import { renderMail } from '../../mail/templates.ts';

/**
 * The referral invitation (SPEC §2.7, §7): who invites, the reward, and the link
 * `APP_ORIGIN/?ref=CODE`. The inviter's name goes only into the body (escaped in its HTML part),
 * never into a header. The invitee has no account yet, so `to.locale` is the inviter's language
 * (ADR 0064): they are writing to someone they know.
 */
export function composeReferralInvitation(input: {
  to: MailRecipient;
  inviterName: string | null;
  referralCode: string;
  appOrigin: string;
}): OutgoingMail {
  const t = mailText(input.to.locale);
  const inviter = input.inviterName?.trim() || t('A friend');
  return {
    to: input.to.email,
    subject: t('You are invited to CareAbroad'),
    kind: 'referral-invitation',
    ...renderMail({
      appOrigin: input.appOrigin,
      locale: input.to.locale,
      title: t('You are invited to CareAbroad'),
      paragraphs: [
        t(
          '{inviter} invited you to CareAbroad, the marketplace where verified hospitals bid on your treatment request.',
          { inviter },
        ),
        t('Sign up with this link and you both get {points} reward points (a free coffee).', {
          points: REFERRAL_REWARD_POINTS,
        }),
      ],
      action: { label: t('Join CareAbroad'), path: referralLinkPath(input.referralCode) },
    }),
  };
}
