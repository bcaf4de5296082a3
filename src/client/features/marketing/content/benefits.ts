import { BadgeCheck, Globe2, Headset, PiggyBank, type LucideIcon } from 'lucide-react';

/** One figure of the benefits band: a short headline figure and a line of copy. */
export interface Benefit {
  icon: LucideIcon;
  figure: string;
  title: string;
  description: string;
}

/** Benefits of SPEC §2.3 with the marketing figures of SPEC §9 (50+ countries, up to 70%). */
export const BENEFITS: readonly Benefit[] = [
  {
    icon: Globe2,
    figure: '50+',
    title: 'Global network',
    description: 'Patients from more than 50 countries use CareAbroad to find care.',
  },
  {
    icon: PiggyBank,
    figure: 'Up to 70%',
    title: 'Lower costs',
    description: 'Save up to 70% compared with the same treatment at home.',
  },
  {
    icon: BadgeCheck,
    figure: 'Verified',
    title: 'Trusted hospitals',
    description: 'Every partner hospital is verified before it can bid on a request.',
  },
  {
    icon: Headset,
    figure: '24/7',
    title: 'Always-on support',
    description: 'Talk to a real person at any hour, wherever you are in your journey.',
  },
];
