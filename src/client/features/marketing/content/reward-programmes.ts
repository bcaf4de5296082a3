import { Coffee, Croissant, type LucideIcon } from 'lucide-react';

/** Reward points a successful referral earns, and what they buy (SPEC §9). */
export const REFERRAL_REWARD_POINTS = 100;

/** Which call to action a reward card offers; the section decides where each one goes. */
export type RewardAction = 'referral' | 'external-review';

/** One reward programme card (SPEC §1 experimental programme). */
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
    title: 'Refer a friend',
    reward: `A free coffee · ${REFERRAL_REWARD_POINTS} points`,
    description: `Share your personal referral link. When a friend signs up with it, you both receive ${REFERRAL_REWARD_POINTS} reward points — enough for a free coffee.`,
    steps: [
      'Sign in and copy your referral link',
      'Your friend signs up with it',
      `You each receive ${REFERRAL_REWARD_POINTS} points`,
    ],
  },
  {
    id: 'external-review',
    icon: Croissant,
    title: 'Share your feedback',
    reward: 'A complimentary breakfast',
    description:
      'Tell others about your experience with CareAbroad on our professional-network page and we will treat you to breakfast.',
    steps: [
      'Open our professional-network page',
      'Post an honest review of your experience',
      'Tell our support team to claim your breakfast',
    ],
  },
];
