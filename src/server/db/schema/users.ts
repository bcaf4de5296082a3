import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { LOCALES } from '#shared/i18n/locales.ts';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { roleEnum } from './enums.ts';

/**
 * Accounts of every role (SPEC §3 users) plus the local password hash, the OpenID subject, the
 * user's own referral code, hospital verification (DESIGN §4–5), two-factor sign-in and
 * notification preferences (issue #12) and the account's language (issue #17). `role` is null
 * until chosen.
 */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash'),
    oidcSubject: text('oidc_subject'),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    profileImageUrl: text('profile_image_url'),
    role: roleEnum('role'),
    rewardPoints: integer('reward_points').notNull().default(0),
    referralCode: varchar('referral_code', { length: 20 }).notNull(),
    hospitalVerifiedAt: timestampColumn('hospital_verified_at'),
    /**
     * The authenticator app's TOTP secret, AES-256-GCM encrypted (totp-secret-box.ts; rows from
     * before ADR 0027's addendum hold plain Base32 until next used). Set at setup, in force once
     * `totpEnabledAt`.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestampColumn('totp_enabled_at'),
    /** RFC 6238 time step of the last accepted code: a code of this step or earlier is refused. */
    totpLastStep: integer('totp_last_step'),
    /** Whether the unread-message e-mail (ADR 0008) may be sent to this account. */
    messageEmailsEnabled: boolean('message_emails_enabled').notNull().default(true),
    /** Whether the notification digest e-mail (ADR 0043) may be sent to this account. */
    notificationEmailsEnabled: boolean('notification_emails_enabled').notNull().default(true),
    /** ISO 4217 code prices are also shown in, approximately (issue #15); amounts stay USD. */
    preferredCurrency: varchar('preferred_currency', { length: 3 }).notNull().default('USD'),
    /**
     * The language the account chose (issue #17, ADR 0064): its e-mails are written in it and a
     * new browser shows the app in it. Null until chosen (e-mails then go out in English).
     */
    preferredLocale: varchar('preferred_locale', { length: 8, enum: LOCALES }),
    /** Set when the account was deleted and its row anonymised (payments keep it, SECURITY §5). */
    deletedAt: timestampColumn('deleted_at'),
    firstLoginAt: timestampColumn('first_login_at'),
    lastLoginAt: timestampColumn('last_login_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check(
      'users_preferred_locale_check',
      sql`${t.preferredLocale} in (${sql.raw(LOCALES.map((locale) => `'${locale}'`).join(', '))})`,
    ),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    uniqueIndex('users_oidc_subject_key').on(t.oidcSubject),
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    index('users_last_login_idx').on(t.role, t.lastLoginAt),
    index('users_first_login_idx').on(t.role, t.firstLoginAt),
    // Hospitals awaiting verification: the admin list (newest first) and count read only these.
    index('users_unverified_hospitals_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.role} = 'hospital' and ${t.hospitalVerifiedAt} is null`),
  ],
);
