import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';

/**
 * The least zxcvbn score (0–4) a new password needs: 3 is "safely unguessable: moderate
 * protection from offline slow-hash attacks" (about 10^8 guesses and more).
 */
export const MIN_PASSWORD_SCORE = 3;

/** The message for a password below {@link MIN_PASSWORD_SCORE}, shown by the form and the API. */
export const WEAK_PASSWORD_MESSAGE =
  'This password is too easy to guess. Use a longer phrase of unrelated words, and not your name or e-mail address.';

let estimator: ZxcvbnFactory | undefined;

function getEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEnglish.translations,
  });
  return estimator;
}

/** The result of {@link checkPasswordStrength}. */
export interface PasswordStrength {
  /** zxcvbn's score, 0 (guessable in under 10^3 tries) to 4 (over 10^10). */
  score: number;
  /** True when the score reaches {@link MIN_PASSWORD_SCORE}. */
  isStrongEnough: boolean;
  /** zxcvbn's own hint ("Add more words that are less common."), if any; for the form. */
  suggestion: string | undefined;
}

/**
 * Estimates how guessable a new password is (issue #12, DESIGN §4), the one rule shared by the
 * server's services and the client's forms. `userInputs` are the account's own words — e-mail
 * (whole, its local part with and without punctuation), first and last name, and the names run
 * together — which count as guessed at once.
 * Synchronous; the first call builds the dictionaries (~50 ms).
 */
export function checkPasswordStrength(
  password: string,
  userInputs: ReadonlyArray<string | null | undefined> = [],
): PasswordStrength {
  const values = userInputs.flatMap((input) => {
    const value = input?.trim().toLowerCase();
    return value ? [value] : [];
  });
  const names = values.filter((value) => !value.includes('@'));
  const words = [
    ...values.flatMap((value) => {
      const localPart = value.includes('@') ? value.slice(0, value.indexOf('@')) : undefined;
      return localPart ? [value, localPart, localPart.replace(/[^a-z0-9]/g, '')] : [value];
    }),
    // "amirahaddad" and "haddadamira" are as guessable as the names themselves.
    names.join(''),
    [...names].reverse().join(''),
  ].filter((word) => word.length >= 3);
  const result = getEstimator().check(password, words);
  const lowered = password.trim().toLowerCase();
  // zxcvbn scores "<e-mail>1" as a little stronger than the e-mail; any password that merely
  // contains the account's e-mail is refused outright.
  const containsOwnEmail = words.some((word) => word.includes('@') && lowered.includes(word));
  const score = containsOwnEmail ? 0 : result.score;
  return {
    score,
    isStrongEnough: score >= MIN_PASSWORD_SCORE,
    suggestion: result.feedback.warning ?? result.feedback.suggestions[0] ?? undefined,
  };
}
