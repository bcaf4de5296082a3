import type { Locale } from '#shared/i18n/locales.ts';
import { MAX_NAME_LENGTH } from '#shared/common/constants.ts';
import { oidcErrorMessages, type OidcErrorCode } from '#shared/auth/oidc.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  createAccount,
  findUserByEmail,
  findUserByOidcSubject,
  linkOidcSubject,
  recordSignIn,
  type UserRow,
} from '../users/users.service.ts';
import type { OidcIdentity } from './oidc-client.ts';

/** Races (two first sign-ins at once, a referral-code collision) are retried this often. */
const ATTEMPTS = 5;

/** A single sign-on that cannot become a session; `code` goes to `/login?error=`. */
export class OidcSignInError extends AppError {
  constructor(readonly reason: OidcErrorCode) {
    super(reason === 'sso_account_exists' ? 409 : 400, reason, oidcErrorMessages[reason]);
  }
}

function truncateName(name: string | undefined): string | null {
  return name ? name.slice(0, MAX_NAME_LENGTH) : null;
}

async function resolveAccount(
  db: Queryable,
  identity: OidcIdentity,
  newAccountLocale: Locale | undefined,
): Promise<UserRow> {
  const bySubject = await findUserByOidcSubject(db, identity.subject);
  if (bySubject) return bySubject;
  if (!identity.email) throw new OidcSignInError('sso_email_missing');

  const byEmail = await findUserByEmail(db, identity.email);
  if (byEmail) {
    // Linking by an unverified address would let anyone who types a victim's e-mail at the
    // provider take over the victim's account.
    if (!identity.isEmailVerified || byEmail.oidcSubject !== null) {
      throw new OidcSignInError('sso_account_exists');
    }
    const linked = await linkOidcSubject(db, byEmail.id, identity.subject);
    if (!linked) throw new OidcSignInError('sso_account_exists');
    return linked;
  }

  return createAccount(db, {
    email: identity.email,
    oidcSubject: identity.subject,
    firstName: truncateName(identity.firstName),
    lastName: truncateName(identity.lastName),
    preferredLocale: newAccountLocale ?? null,
  });
}

/**
 * Signs in the user the OpenID provider vouched for (ADR 0015): the account linked to the
 * provider's subject; on the first sign-in, an existing account with the same e-mail only when
 * the provider has verified that e-mail; otherwise a new account without a password and
 * without a role (chosen next, as after registration). Records `lastLoginAt`/`firstLoginAt`;
 * a verified e-mail in ADMIN_EMAILS is made admin, as at registration. A new account gets
 * `options.newAccountLocale` (the browser's Accept-Language) as its language (ADR 0064).
 * @throws OidcSignInError `sso_email_missing` (no e-mail shared) or `sso_account_exists`
 * (the e-mail belongs to an account it may not be linked to).
 */
export async function signInWithOidc(
  db: Queryable,
  identity: OidcIdentity,
  options: { adminEmails: readonly string[]; newAccountLocale?: Locale },
): Promise<UserRow> {
  const { adminEmails } = options;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    let account: UserRow;
    try {
      account = await resolveAccount(db, identity, options.newAccountLocale);
    } catch (error) {
      // Another request linked or created the same account meanwhile: resolve again.
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    const isAdmin = identity.isEmailVerified && adminEmails.includes(account.email.toLowerCase());
    return recordSignIn(db, account, { grantAdmin: isAdmin });
  }
  throw new Error('could not resolve the single sign-on account');
}
