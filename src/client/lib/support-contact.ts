/*
 * How to reach CareAbroad's support team, shown by the landing footer and the contact page.
 */
import { msg } from '#client/i18n/msg.ts';

/** One row of the office-hours table, as English messages (ADR 0058). */
export interface OfficeHours {
  days: string;
  hours: string;
}

/** Office hours of SPEC §2.3 and §9. */
export const OFFICE_HOURS: readonly OfficeHours[] = [
  { days: msg('Monday – Friday'), hours: msg('9 am – 6 pm') },
  { days: msg('Saturday'), hours: msg('10 am – 2 pm') },
  { days: msg('Sunday & public holidays'), hours: msg('Closed') },
];

/**
 * Support contact details. SPEC §2.3 does not reproduce the real ones, so both are
 * placeholders: `.example` is a reserved domain and 555-01xx numbers are reserved for fiction.
 */
export const SUPPORT_CONTACT = {
  email: 'support@careabroad.example',
  phoneDisplay: '+1 (555) 010-0199',
  phoneHref: 'tel:+15550100199',
} as const;
