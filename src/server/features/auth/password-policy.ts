import { checkPasswordStrength, WEAK_PASSWORD_MESSAGE } from '#shared/auth/password-strength.ts';
import { fieldError } from '../../lib/app-error.ts';

/**
 * Refuses a guessable new password (issue #12): the same zxcvbn rule as the client's forms,
 * with the account's e-mail and names as words an attacker tries first.
 * @throws 400 VALIDATION_FAILED on `field` with {@link WEAK_PASSWORD_MESSAGE}.
 */
export function assertStrongPassword(
  password: string,
  account: { email: string; firstName?: string | null; lastName?: string | null },
  field = 'password',
): void {
  const { isStrongEnough } = checkPasswordStrength(password, [
    account.email,
    account.firstName,
    account.lastName,
  ]);
  if (!isStrongEnough) throw fieldError(field, WEAK_PASSWORD_MESSAGE);
}
