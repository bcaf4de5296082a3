import { paths } from '#shared/navigation/paths.ts';
import { msg } from '#client/i18n/msg.ts';

/** Links of the signed-out top bar: the pages SPEC §2.1 opens to visitors. */
export const PUBLIC_NAV_LINKS = [
  { href: paths.symptomChecker, label: msg('Symptom Checker') },
  { href: paths.reviews, label: msg('Reviews') },
  { href: paths.faq, label: msg('FAQ') },
  { href: paths.contact, label: msg('Contact') },
] as const;
