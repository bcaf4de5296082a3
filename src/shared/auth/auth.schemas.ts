import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../common/constants.ts';
import { IsoDateTimeSchema, singleLineText } from '../common/common.schemas.ts';

/** The three roles of SPEC §1. A signed-in user without a role has `role: null`. */
export const RoleSchema = z.enum(['patient', 'hospital', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));

const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** `POST /api/auth/register` body (DESIGN §4). 409 when the e-mail exists. */
export const RegisterInputSchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: singleLineText('First name', MAX_NAME_LENGTH),
  lastName: singleLineText('Last name', MAX_NAME_LENGTH),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** `POST /api/auth/login` body (DESIGN §4). 401 "Invalid email or password" on failure. */
export const LoginInputSchema = z.strictObject({
  email: EmailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/**
 * `GET /api/auth/user`: SPEC §3 user fields plus `referralCode` (the user's own code) and,
 * for hospitals, `verified` (DESIGN §4). Dates are ISO strings.
 */
export const CurrentUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: RoleSchema.nullable(),
  rewardPoints: z.number().int(),
  referralCode: z.string(),
  verified: z.boolean().optional(),
  firstLoginAt: IsoDateTimeSchema.nullable(),
  lastLoginAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
