import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, MIN_PASSWORD_SCORE } from '#shared/auth/password-strength.ts';

const account = ['amira.haddad@example.test', 'Amira', 'Haddad'];

describe('the shared new-password rule (issue #12)', () => {
  it.each([
    ['password'],
    ['12345678'],
    ['qwertyuiop'],
    ['amira.haddad@example.test'],
    ['Amira.Haddad@example.test!'],
    ['amirahaddad1'],
  ])('refuses %s for this account', (password) => {
    const result = checkPasswordStrength(password, account);
    expect(result.isStrongEnough).toBe(false);
    expect(result.score).toBeLessThan(MIN_PASSWORD_SCORE);
  });

  it.each([['Quiet-harbour-lantern-81'], ['vX7#qLm2w'], ['correct-horse-battery']])(
    'accepts %s',
    (password) => {
      expect(checkPasswordStrength(password, account).isStrongEnough).toBe(true);
    },
  );

  it("counts the account's own words: a password fine for others is refused for its owner", () => {
    expect(checkPasswordStrength('haddadamira', []).isStrongEnough).toBe(true);
    expect(checkPasswordStrength('haddadamira', account).isStrongEnough).toBe(false);
  });
});
