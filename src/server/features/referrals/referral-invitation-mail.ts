import { REFERRAL_REWARD_POINTS } from '#shared/common/constants.ts';
import { referralLinkPath } from '#shared/referrals/referrals.policies.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/templates.ts';

/**
 * The referral invitation (SPEC §2.7, §7): who invites, the reward, and the link
 * `APP_ORIGIN/?ref=CODE`. The inviter's name goes only into the body (escaped in its HTML part),
 * never into a header.
 */
export function composeReferralInvitation(input: {
  to: string;
  inviterName: string | null;
  referralCode: string;
  appOrigin: string;
}): OutgoingMail {
  const inviter = input.inviterName?.trim() || 'A friend';
  return {
    to: input.to,
    subject: 'You are invited to CareAbroad',
    kind: 'referral-invitation',
    ...renderMail({
      appOrigin: input.appOrigin,
      title: 'You are invited to CareAbroad',
      paragraphs: [
        `${inviter} invited you to CareAbroad, the marketplace where verified hospitals bid on your treatment request.`,
        `Sign up with this link and you both get ${REFERRAL_REWARD_POINTS} reward points (a free coffee).`,
      ],
      action: { label: 'Join CareAbroad', path: referralLinkPath(input.referralCode) },
    }),
  };
}
