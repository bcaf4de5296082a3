import { z } from 'zod';
import { RoleSchema } from '../auth/auth.schemas.ts';
import { IsoDateTimeSchema } from '../common/common.schemas.ts';

/**
 * `POST /api/users/role` body: `patient` or `hospital` (SPEC §7). `admin` is refused with 400
 * and a second choice with 409 (DESIGN §5).
 */
export const ChooseRoleInputSchema = z.strictObject({
  role: z.enum(['patient', 'hospital'], { error: 'Role must be patient or hospital' }),
});
export type ChooseRoleInput = z.infer<typeof ChooseRoleInputSchema>;

/**
 * `GET /api/users/{id}`. Self and admin get every field; other signed-in users get a hospital's
 * public profile, where `email` is the hospital's public contact address (SPEC §2.8) and
 * private fields are absent.
 */
export const UserProfileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: RoleSchema.nullable(),
  verified: z.boolean().optional(),
  rewardPoints: z.number().int().optional(),
  firstLoginAt: IsoDateTimeSchema.nullable().optional(),
  lastLoginAt: IsoDateTimeSchema.nullable().optional(),
  createdAt: IsoDateTimeSchema,
  stats: z.object({ totalBids: z.number().int(), acceptedBids: z.number().int() }).optional(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;
