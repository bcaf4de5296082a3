import { BadgeCheck, Globe2, Headset, PiggyBank, type LucideIcon } from 'lucide-react';
import { msg } from '#client/i18n/msg.ts';

/** One figure of the benefits band: a short headline figure and a line of copy (English). */
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
    figure: msg('50+'),
    title: msg('Global network'),
    description: msg('Patients from more than 50 countries use CareAbroad to find care.'),
  },
  {
    icon: PiggyBank,
    figure: msg('Up to 70%'),
    title: msg('Lower costs'),
    description: msg('Save up to 70% compared with the same treatment at home.'),
  },
  {
    icon: BadgeCheck,
    figure: msg('Verified'),
    title: msg('Trusted hospitals'),
    description: msg('Every partner hospital is verified before it can bid on a request.'),
  },
  {
    icon: Headset,
    figure: msg('24/7'),
    title: msg('Always-on support'),
    description: msg('Talk to a real person at any hour, wherever you are in your journey.'),
  },
];
