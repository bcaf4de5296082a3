import { paths } from '#shared/navigation/paths.ts';

/** Links of the signed-out top bar: the pages SPEC §2.1 opens to visitors. */
export const PUBLIC_NAV_LINKS = [
  { href: paths.symptomChecker, label: 'Symptom Checker' },
  { href: paths.reviews, label: 'Reviews' },
  { href: paths.faq, label: 'FAQ' },
  { href: paths.contact, label: 'Contact' },
] as const;
