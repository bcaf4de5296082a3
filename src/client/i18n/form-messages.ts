/*
 * The English messages the translated forms show that the client does not write itself
 * (ADR 0062): the shared schemas' validation messages, which the forms run unchanged
 * (CONVENTIONS §3) and the server sends back in 400s, and the API errors those forms put next
 * to their fields. They are built in #shared with limits filled in ("Password must be at
 * least 8 characters"), so they are listed here as the catalogues' keys; the field and form
 * messages pass whatever they get to `t`, English where a message is not listed.
 * `form-messages.test.ts` fails when a schema's message is missing here or one listed here is
 * no longer produced.
 */
import { msg } from '#client/i18n/msg.ts';

/**
 * The validation messages of the shared schemas behind the sign-in, sign-up, two-factor,
 * Create Request and bid forms (`auth.schemas.ts`, `password-strength.ts`,
 * `treatment-requests.schemas.ts`, `bids.schemas.ts` through `bid-form-values.ts`) and the
 * client's "{label} is required" (form-input.ts).
 */
export const SCHEMA_MESSAGES: readonly string[] = [
  msg('Email is required'),
  msg('Email must be at most 254 characters'),
  msg('Please enter a valid email address'),
  msg('Password is required'),
  msg('Password must be at least 8 characters'),
  msg('Password must be at most 128 characters'),
  msg(
    'This password is too easy to guess. Use a longer phrase of unrelated words, and not your name or e-mail address.',
  ),
  msg('First name is required'),
  msg('First name must be at most 100 characters'),
  msg('First name contains an invalid character'),
  msg('First name must be a single line'),
  msg('Last name is required'),
  msg('Last name must be at most 100 characters'),
  msg('Last name contains an invalid character'),
  msg('Last name must be a single line'),
  msg('Code is required'),
  msg('Enter the 6-digit code or a recovery code'),
  // The settings page's password, e-mail, two-factor and deletion forms (account.schemas.ts).
  msg('Current password is required'),
  msg('Enter the 6-digit code from your authenticator app'),
  msg('Type DELETE to confirm'),
  msg('Procedure type is required'),
  msg('Procedure type must be at most 200 characters'),
  msg('Procedure type contains an invalid character'),
  msg('Description is required'),
  msg('Description must be at most 5000 characters'),
  msg('Description contains an invalid character'),
  msg('Preferred location is required'),
  msg('Preferred location must be at most 200 characters'),
  msg('Preferred location contains an invalid character'),
  msg('Minimum budget is required'),
  msg('Maximum budget is required'),
  msg('Budget must be a whole number of USD'),
  msg('Budget must be at most 10,000,000 USD'),
  msg('Maximum budget must be at least the minimum budget'),
  msg('Preferred start date is required'),
  msg('Preferred start date is not a valid date'),
  msg('Preferred end date is required'),
  msg('Preferred end date is not a valid date'),
  msg('Preferred end date must be on or after the start date'),
  msg('Bid deadline must be a date and time'),
  msg('Bid deadline must be in the future'),
  msg('Bid deadline must be within 180 days'),
  // The bid form (bid-form-values.ts over bids.schemas.ts).
  msg('Estimated duration is required'),
  msg('Estimated duration must be at most 200 characters'),
  msg('Estimated duration contains an invalid character'),
  msg('Treatment plan is required'),
  msg('Treatment plan must be at most 5000 characters'),
  msg('Treatment plan contains an invalid character'),
  msg('Lead doctor name must be at most 100 characters'),
  msg('Lead doctor name contains an invalid character'),
  msg('Lead doctor specialty must be at most 200 characters'),
  msg('Lead doctor specialty contains an invalid character'),
  msg('Price change conditions must be at most 5000 characters'),
  msg('Price change conditions contains an invalid character'),
  msg('Included service contains an invalid character'),
  msg('Excluded service contains an invalid character'),
  msg('Nights in hospital must be a number'),
  msg('Nights in hospital must be a whole number'),
  msg('Nights in hospital cannot be negative'),
  msg('Nights in hospital must be at most 365'),
  msg('Recovery days must be a number'),
  msg('Recovery days must be a whole number'),
  msg('Recovery days cannot be negative'),
  msg('Recovery days must be at most 365'),
  msg('Follow-up consultations must be a number'),
  msg('Follow-up consultations must be a whole number'),
  msg('Follow-up consultations cannot be negative'),
  msg('Follow-up consultations must be at most 50'),
  msg('Price is required'),
  msg('Price must be a whole number of USD'),
  msg('Price must be at most 10,000,000 USD'),
  msg('Each included item must be at most 200 characters'),
  msg('Each excluded item must be at most 200 characters'),
  msg('At most 50 included services'),
  msg('At most 50 excluded services'),
  msg('Valid until must be a date (YYYY-MM-DD)'),
  msg('Valid until cannot be in the past'),
  msg('Valid until must be within one year'),
];

/**
 * The API's messages on those forms' journey: a wrong password, too many requests, and the
 * fixed answers of the e-mailed account links (forgot password, reset, e-mail confirmation).
 */
export const API_MESSAGES: readonly string[] = [
  msg('Invalid email or password'),
  msg('Too many requests. Please wait a moment and try again.'),
  msg(
    'If an account uses this address, we have sent it a link to set a new password. It works once, for 30 minutes.',
  ),
  msg('This link is invalid or has expired. Ask for a new one.'),
];
