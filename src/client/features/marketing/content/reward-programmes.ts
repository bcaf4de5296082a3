import { Coffee, Croissant, type LucideIcon } from 'lucide-react';
import { msg } from '#client/i18n/msg.ts';

/** Reward points a successful referral earns, and what they buy (SPEC §9). */
export const REFERRAL_REWARD_POINTS = 100;

/** Which call to action a reward card offers; the section decides where each one goes. */
export type RewardAction = 'referral' | 'external-review';

/**
 * One reward programme card (SPEC §1 experimental programme). Its texts are English messages
 * (ADR 0058) whose `{points}` is REFERRAL_REWARD_POINTS.
 */
export interface RewardProgramme {
  id: RewardAction;
  icon: LucideIcon;
  title: string;
  reward: string;
  description: string;
  steps: readonly string[];
}

/** The two experimental rewards of SPEC §1 and §9: a coffee per referral, a breakfast per review. */
export const REWARD_PROGRAMMES: readonly RewardProgramme[] = [
  {
    id: 'referral',
    icon: Coffee,
    title: msg('Refer a friend'),
    reward: msg('A free coffee · {points} points'),
    description: msg(
      'Share your personal referral link. When a friend signs up with it, you both receive {points} reward points — enough for a free coffee.',
    ),
    steps: [
      msg('Sign in and copy your referral link'),
      msg('Your friend signs up with it'),
      msg('You each receive {points} points'),
    ],
  },
  {
    id: 'external-review',
    icon: Croissant,
    title: msg('Share your feedback'),
    reward: msg('A complimentary breakfast'),
    description: msg(
      'Tell others about your experience with CareAbroad on our professional-network page and we will treat you to breakfast.',
    ),
    steps: [
      msg('Open our professional-network page'),
      msg('Post an honest review of your experience'),
      msg('Tell our support team to claim your breakfast'),
    ],
  },
];
