// The E2E run's OpenID provider in its own process (e2e/run.ts waits on specs synchronously, so
// a provider inside it could not answer). Listens on E2E_OIDC_PORT until SIGTERM.
import { startOidcProvider } from '../../src/server/test/oidc-provider.ts';
import { E2E_OIDC_ACCOUNT } from './oidc.ts';

const appOrigin = process.env.E2E_BASE_URL ?? 'http://localhost:5099';
const provider = await startOidcProvider({
  port: Number(process.env.E2E_OIDC_PORT ?? 5098),
  clientSecret: process.env.E2E_OIDC_CLIENT_SECRET,
  redirectUris: [`${appOrigin}/api/callback`],
  postLogoutRedirectUris: [appOrigin],
  formAccounts: [E2E_OIDC_ACCOUNT],
});
process.once('SIGTERM', () => {
  void provider.close().then(() => process.exit(0));
});
