// The forms' messages that come from #shared or the API (form-messages.ts, ADR 0062) are in the
// catalogues only through that list: each schema message a user can meet must be listed, and
// each listed one must still be produced, or a changed English text would silently show in
// English to everyone.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  LoginInputSchema,
  RegisterInputSchema,
  TwoFactorLoginInputSchema,
} from '#shared/auth/auth.schemas.ts';
import {
  AccountDeletionSchema,
  EmailChangeRequestSchema,
  PasswordChangeSchema,
  TwoFactorEnableSchema,
} from '#shared/account/account.schemas.ts';
import { WEAK_PASSWORD_MESSAGE } from '#shared/auth/password-strength.ts';
import { CreateTreatmentRequestInputSchema } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { bidFormSchema } from '#client/features/bids/lib/bid-form-values.ts';
import { API_MESSAGES, SCHEMA_MESSAGES } from '#client/i18n/form-messages.ts';

const DAY_MS = 86_400_000;
const TOO_LONG = 'x'.repeat(5001);

/** The messages of `schema` for `base` with each of `bad`'s fields replaced, one at a time. */
function messagesOf(
  schema: z.ZodType,
  base: Record<string, unknown>,
  bad: Record<string, readonly unknown[]>,
): string[] {
  return Object.entries(bad).flatMap(([field, values]) =>
    values.flatMap((value) => {
      const result = schema.safeParse({ ...base, [field]: value });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    }),
  );
}

const BAD_NAMES = [undefined, '  ', 'x'.repeat(101), 'A\u0000', 'A\nB'];

const account = messagesOf(
  RegisterInputSchema,
  { email: 'amira@example.com', password: 'orchid lantern gravel', firstName: 'A', lastName: 'B' },
  {
    email: [undefined, 'not an address', `${'a'.repeat(250)}@example.com`],
    password: [undefined, 'short', 'x'.repeat(129)],
    firstName: BAD_NAMES,
    lastName: BAD_NAMES,
  },
);
const signIn = messagesOf(
  LoginInputSchema,
  { email: 'amira@example.com', password: 'x' },
  { password: [undefined, ''] },
);
const twoFactor = messagesOf(
  TwoFactorLoginInputSchema,
  {},
  { code: [undefined, '123', 'x'.repeat(33)] },
);

const BAD_TEXTS = [undefined, ' ', TOO_LONG, 'A\u0000'];
const request = messagesOf(
  CreateTreatmentRequestInputSchema,
  {
    procedureType: 'Knee replacement',
    description: 'Left knee',
    preferredLocation: 'Chennai',
    budgetMin: 5000,
    budgetMax: 9000,
    preferredStartDate: '2027-03-01',
    preferredEndDate: '2027-03-20',
  },
  {
    procedureType: BAD_TEXTS,
    description: BAD_TEXTS,
    preferredLocation: BAD_TEXTS,
    budgetMin: [undefined, 0, 1.5, 20_000_000],
    budgetMax: [undefined, 4000],
    preferredStartDate: [undefined, '0000-01-01'],
    preferredEndDate: [undefined, '0000-01-01', '2027-02-01'],
    bidDeadline: [
      'soon',
      new Date(Date.now() - DAY_MS).toISOString(),
      new Date(Date.now() + 400 * DAY_MS).toISOString(),
    ],
  },
);

const BAD_COUNTS = ['abc', '1.5', '-1', '999'];
const TOO_MANY_LINES = Array.from({ length: 51 }, (_, index) => `Item ${index}`).join('\n');
const bid = messagesOf(
  bidFormSchema([]),
  {
    price: '8500',
    estimatedDuration: '7 days',
    description: 'Knee replacement and physiotherapy',
    checklist: [],
    includedServices: '',
    excludedServices: '',
    leadDoctorName: '',
    leadDoctorSpecialty: '',
    hospitalNights: '',
    recoveryDays: '',
    followUpConsultations: '',
    validUntil: '',
    priceChangeConditions: '',
  },
  {
    price: ['', '1.5', '20000000'],
    estimatedDuration: ['', 'x'.repeat(201), 'A\u0000'],
    description: ['', TOO_LONG, 'A\u0000'],
    includedServices: ['x'.repeat(201), 'A\u0000', TOO_MANY_LINES],
    excludedServices: ['x'.repeat(201), 'A\u0000', TOO_MANY_LINES],
    leadDoctorName: ['x'.repeat(101), 'A\u0000'],
    leadDoctorSpecialty: ['x'.repeat(201), 'A\u0000'],
    hospitalNights: BAD_COUNTS,
    recoveryDays: BAD_COUNTS,
    followUpConsultations: BAD_COUNTS,
    validUntil: ['soon', '2000-01-01', '2999-01-01'],
    priceChangeConditions: [TOO_LONG, 'A\u0000'],
  },
);

// The settings page's forms (password, e-mail, two-factor, deletion) and the reset page's.
const settings = [
  ...messagesOf(
    PasswordChangeSchema,
    { currentPassword: 'x', newPassword: 'orchid lantern gravel' },
    { currentPassword: [undefined, ''], newPassword: [undefined, 'short', 'x'.repeat(129)] },
  ),
  ...messagesOf(
    EmailChangeRequestSchema,
    { newEmail: 'amira@example.com', currentPassword: 'x' },
    { newEmail: [undefined, 'not an address'], currentPassword: [''] },
  ),
  ...messagesOf(TwoFactorEnableSchema, { code: '123456' }, { code: [undefined, '123'] }),
  ...messagesOf(AccountDeletionSchema, { confirmation: 'DELETE' }, { confirmation: ['delete'] }),
];

describe('the forms’ messages from #shared', () => {
  it('are listed for the catalogues, and each listed one is still produced', () => {
    const produced = new Set([
      ...account,
      ...signIn,
      ...twoFactor,
      ...request,
      ...bid,
      ...settings,
      WEAK_PASSWORD_MESSAGE,
    ]);
    expect([...produced].sort()).toEqual([...SCHEMA_MESSAGES].sort());
  });
});

describe('the API messages listed for the forms', () => {
  // The server's sources as text, to find each message where it is thrown.
  const server = import.meta.glob<string>(['../../server/**/*.ts', '!../../server/**/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it.each(API_MESSAGES)('"%s" is still sent by the server', (message) => {
    expect(Object.values(server).some((source) => source.includes(`'${message}'`))).toBe(true);
  });
});
