import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** An account of the test provider; `subject` is its stable `sub`. */
export interface ProviderAccount {
  subject: string;
  email?: string;
  isEmailVerified?: boolean;
  firstName?: string;
  lastName?: string;
}

/** What the provider's login step does with the next sign-in. */
export type NextInteraction = { account: ProviderAccount } | 'deny' | 'form';

/** A running OpenID provider on loopback; see {@link startOidcProvider}. */
export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>`, the issuer to set as `OIDC_ISSUER_URL`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** How the next login interaction ends: signed in as `account`, denied, or a login form. */
  setNextInteraction(next: NextInteraction): void;
  close(): Promise<void>;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function loginFormHtml(uid: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Test provider sign-in</title></head>
<body><h1>Test provider sign-in</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>Provider e-mail <input name="email" type="email" required></label>
<button type="submit">Sign in at provider</button></form></body></html>`;
}

/**
 * Starts a real OpenID Connect provider (`oidc-provider`) on a free loopback port with one
 * confidential client (`redirectUris`, `postLogoutRedirectUris`), PKCE required, and its own
 * interaction endpoints instead of the dev ones: consent is always granted, and the login
 * step signs in the account set with `setNextInteraction` (tests), denies it, or shows a small
 * form that signs in any of `formAccounts` by e-mail (E2E).
 */
export async function startOidcProvider(options: {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  formAccounts?: ProviderAccount[];
  port?: number;
  /** Random unless given (the E2E run passes it to the app). */
  clientSecret?: string | undefined;
}): Promise<TestOidcProvider> {
  const accounts = new Map<string, ProviderAccount>();
  for (const account of options.formAccounts ?? []) accounts.set(account.subject, account);
  let next: NextInteraction = 'form';
  const clientId = 'careabroad-test';
  const clientSecret = options.clientSecret ?? `secret-${randomUUID()}`;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomUUID()] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The default page loads a web font, which an offline browser reports as an error.
        logoutSource: (ctx: { body: string }, form: string) => {
          ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Sign out</title></head>
<body><h1>Sign out of the test provider?</h1>${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button></body></html>`;
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          ...(account.email ? { email: account.email } : {}),
          email_verified: account.isEmailVerified ?? false,
          ...(account.firstName ? { given_name: account.firstName } : {}),
          ...(account.lastName ? { family_name: account.lastName } : {}),
        }),
      };
    },
  });

  async function finishLogin(req: IncomingMessage, res: ServerResponse, account: ProviderAccount) {
    accounts.set(account.subject, account);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.subject } },
      { mergeWithLastSubmission: false },
    );
  }

  async function handleInteraction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'POST' && req.url?.endsWith('/login')) {
      const email = (await readForm(req)).get('email')?.toLowerCase();
      const account = [...accounts.values()].find((a) => a.email === email);
      if (!account) {
        res.writeHead(400, { 'content-type': 'text/html' }).end(loginFormHtml(details.uid));
        return;
      }
      await finishLogin(req, res, account);
      return;
    }
    if (details.prompt.name === 'login') {
      const current = next;
      if (current === 'form') {
        res.writeHead(200, { 'content-type': 'text/html' }).end(loginFormHtml(details.uid));
      } else if (current === 'deny') {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The user declined' },
          { mergeWithLastSubmission: false },
        );
      } else {
        await finishLogin(req, res, current.account);
      }
      return;
    }
    // Consent: grant what was asked.
    const accountId = details.session?.accountId;
    if (!accountId) throw new Error('consent without a signed-in account');
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId });
    if (!grant) throw new Error('grant not found');
    const scope = details.params['scope'];
    if (typeof scope === 'string') grant.addOIDCScope(scope);
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      handleInteraction(req, res).catch((error: unknown) => {
        res.writeHead(500).end(error instanceof Error ? error.message : 'interaction failed');
      });
      return;
    }
    callback(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    setNextInteraction(value) {
      next = value;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
