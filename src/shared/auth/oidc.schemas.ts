import { z } from 'zod';

/**
 * `GET /api/auth/providers` (ADR 0015): whether single sign-on through the OpenID Connect
 * provider is offered beside local accounts.
 */
export const AuthProvidersSchema = z.object({ oidc: z.boolean() });
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

/**
 * Why a single sign-on attempt failed: `/api/callback` redirects to `/login?error=<code>`
 * (ADR 0015), and the login page shows {@link oidcErrorMessages}.
 */
export const OidcErrorCodeSchema = z.enum([
  'sso_cancelled',
  'sso_expired',
  'sso_failed',
  'sso_unavailable',
  'sso_email_missing',
  'sso_account_exists',
]);
export type OidcErrorCode = z.infer<typeof OidcErrorCodeSchema>;

/** The user-readable message for each {@link OidcErrorCode}. */
export const oidcErrorMessages: Record<OidcErrorCode, string> = {
  sso_cancelled: 'Single sign-on was cancelled. You can try again or sign in with your password.',
  sso_expired: 'Your single sign-on attempt expired or was already used. Please try again.',
  sso_failed: 'Single sign-on could not be completed. Please try again.',
  sso_unavailable:
    'The single sign-on provider is not responding. Please try again later or sign in with your password.',
  sso_email_missing:
    'The single sign-on provider did not share your e-mail address, which CareAbroad needs.',
  sso_account_exists:
    'An account with this e-mail already exists. Sign in with your password; single sign-on links to it only once the provider has verified the address.',
};
