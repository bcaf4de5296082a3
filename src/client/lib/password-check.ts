import { msg } from '#client/i18n/msg.ts';

/**
 * The shared password rule (#shared/auth/password-strength.ts) for forms: the message to show
 * when `password` is guessable given the account's own words, else undefined. The estimator's
 * dictionaries (~1 MB) load on first use, so pages without a new-password field never fetch them.
 */
export async function weakPasswordMessage(
  password: string,
  userInputs: ReadonlyArray<string | null | undefined>,
): Promise<string | undefined> {
  const { checkPasswordStrength, WEAK_PASSWORD_MESSAGE } =
    await import('#shared/auth/password-strength.ts');
  return checkPasswordStrength(password, userInputs).isStrongEnough
    ? undefined
    : WEAK_PASSWORD_MESSAGE;
}

/** The help text under every new-password field (English; the field passes it to `t`). */
export const NEW_PASSWORD_HINT = msg(
  'Use at least 9 characters, best a phrase of three or four unrelated words. Avoid your name and e-mail address.',
);
