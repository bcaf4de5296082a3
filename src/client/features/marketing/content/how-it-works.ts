import { msg } from '#client/i18n/msg.ts';
import { ClipboardList, HandCoins, HeartHandshake, type LucideIcon } from 'lucide-react';

/** One step of the How It Works strip (SPEC §2.3); its texts are marked for translation (ADR 0058). */
export interface HowItWorksStep {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** The three steps of SPEC §2.3: request, bids, select and complete. */
export const HOW_IT_WORKS_STEPS: readonly HowItWorksStep[] = [
  {
    icon: ClipboardList,
    title: msg('Create a treatment request'),
    description: msg(
      'Describe the procedure you need, your preferred destination, dates and budget. It only takes a few minutes.',
    ),
  },
  {
    icon: HandCoins,
    title: msg('Hospitals submit bids'),
    description: msg(
      'Verified hospitals review your request and send priced bids with what is included, duration and recovery — usually within 24–48 hours.',
    ),
  },
  {
    icon: HeartHandshake,
    title: msg('Select and complete'),
    description: msg(
      'Compare bids side by side, message hospitals with your questions, accept the one that fits and travel for your treatment.',
    ),
  },
];
