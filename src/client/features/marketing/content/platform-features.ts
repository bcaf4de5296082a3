import {
  BadgeCheck,
  Gift,
  Headset,
  ReceiptText,
  Stethoscope,
  Star,
  type LucideIcon,
} from 'lucide-react';

/** One tile of the landing feature grid. */
export interface PlatformFeature {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** The six promises of SPEC §1 shown in the feature grid (SPEC §2.3). */
export const PLATFORM_FEATURES: readonly PlatformFeature[] = [
  {
    icon: ReceiptText,
    title: 'Transparent pricing',
    description:
      'Every bid shows its full price and what it includes, so you compare like for like with no hidden fees.',
  },
  {
    icon: BadgeCheck,
    title: 'Verified hospitals',
    description:
      'Hospitals are checked before they can bid, so you only hear from accredited providers.',
  },
  {
    icon: Stethoscope,
    title: 'AI symptom checker',
    description:
      'Not sure what to ask for? Describe your symptoms and get guidance on the right specialty and urgency.',
  },
  {
    icon: Gift,
    title: 'Loyalty rewards',
    description:
      'Earn reward points when friends join through your referral link and when you share your experience.',
  },
  {
    icon: Star,
    title: 'Verified reviews',
    description:
      'Read testimonials from patients who were really treated, checked before they are published.',
  },
  {
    icon: Headset,
    title: '24/7 support',
    description:
      'Our patient support team is available around the clock, before, during and after your trip.',
  },
];
