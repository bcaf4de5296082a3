/*
 * How to reach CareAbroad's support team, shown by the landing footer and the contact page.
 */

/** One row of the office-hours table. */
export interface OfficeHours {
  days: string;
  hours: string;
}

/** Office hours of SPEC §2.3 and §9. */
export const OFFICE_HOURS: readonly OfficeHours[] = [
  { days: 'Monday – Friday', hours: '9 am – 6 pm' },
  { days: 'Saturday', hours: '10 am – 2 pm' },
  { days: 'Sunday & public holidays', hours: 'Closed' },
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
