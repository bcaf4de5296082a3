import type { ProviderAccount } from '../../src/server/test/oidc-provider.ts';

/** The one account of the E2E OpenID provider (e2e/run.ts), signed in by e-mail on its form. */
export const E2E_OIDC_ACCOUNT = {
  subject: 'e2e-sso-subject-1',
  email: 'sso.traveller@example.test',
  isEmailVerified: true,
  firstName: 'Samir',
  lastName: 'Haddad',
} satisfies ProviderAccount;
