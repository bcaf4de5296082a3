import { paths } from '#shared/navigation/paths.ts';

/** A footer link to a client route. */
export interface FooterLink {
  href: string;
  label: string;
}

/** Help pages SPEC §2.1 opens to everyone, listed in the footer. */
export const FOOTER_LINKS: readonly FooterLink[] = [
  { href: paths.faq, label: 'FAQ' },
  { href: paths.contact, label: 'Contact us' },
  { href: paths.reviews, label: 'Patient reviews' },
  { href: paths.grievance, label: 'File a grievance' },
  { href: paths.grievanceStatus, label: 'Grievance status' },
  { href: paths.grievanceInfo, label: 'How grievances work' },
];
