import {
  BadgeCheck,
  Gift,
  Headset,
  ReceiptText,
  Stethoscope,
  Star,
  type LucideIcon,
} from 'lucide-react';
import { msg } from '#client/i18n/msg.ts';

/** One tile of the landing feature grid; its texts are English messages (ADR 0058). */
export interface PlatformFeature {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** The six promises of SPEC §1 shown in the feature grid (SPEC §2.3). */
export const PLATFORM_FEATURES: readonly PlatformFeature[] = [
  {
    icon: ReceiptText,
    title: msg('Transparent pricing'),
    description: msg(
      'Every bid shows its full price and what it includes, so you compare like for like with no hidden fees.',
    ),
  },
  {
    icon: BadgeCheck,
    title: msg('Verified hospitals'),
    description: msg(
      'Hospitals are checked before they can bid, so you only hear from accredited providers.',
    ),
  },
  {
    icon: Stethoscope,
    title: msg('AI symptom checker'),
    description: msg(
      'Not sure what to ask for? Describe your symptoms and get guidance on the right specialty and urgency.',
    ),
  },
  {
    icon: Gift,
    title: msg('Loyalty rewards'),
    description: msg(
      'Earn reward points when friends join through your referral link and when you share your experience.',
    ),
  },
  {
    icon: Star,
    title: msg('Verified reviews'),
    description: msg(
      'Read testimonials from patients who were really treated, checked before they are published.',
    ),
  },
  {
    icon: Headset,
    title: msg('24/7 support'),
    description: msg(
      'Our patient support team is available around the clock, before, during and after your trip.',
    ),
  },
];
