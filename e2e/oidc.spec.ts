// Issue #6's single sign-on journey: a newcomer opens /login, chooses "Continue with single
// sign-on", signs in on the loopback OpenID provider's form (e2e/run.ts), lands back signed in,
// picks a role, and logs out of the app and the provider. Screenshots at 1280 and 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  useBrowser,
  newPersonContext,
  screenshotBothWidths,
  withFailureScreenshots,
} from './support/browser.ts';
import { E2E_OIDC_ACCOUNT } from './support/oidc.ts';

const browser = useBrowser();
const errors: string[] = [];

await test('a newcomer signs in through the OpenID provider and lands signed in', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors);
    const page = await context.newPage();
    await page.goto('/login?next=%2Freferrals');
    const sso = page.getByRole('link', { name: 'Continue with single sign-on' });
    await sso.waitFor();
    await page.getByLabel('Email').waitFor();
    await screenshotBothWidths(page, 'login-single-sign-on');

    await sso.click();
    await page.getByRole('heading', { name: 'Test provider sign-in' }).waitFor();
    await page.getByLabel('Provider e-mail').fill(E2E_OIDC_ACCOUNT.email);
    await page.getByRole('button', { name: 'Sign in at provider' }).click();

    // A new account chooses its role, then continues to where it started.
    await page.getByText('Please select your role to continue').waitFor();
    await page.getByRole('button', { name: 'Continue as Patient' }).click();
    await page.waitForURL('**/referrals');
    const user = (await page.evaluate("fetch('/api/auth/user').then((r) => r.json())")) as {
      email: string;
      firstName: string;
    };
    assert.equal(user.email, E2E_OIDC_ACCOUNT.email);
    assert.equal(user.firstName, E2E_OIDC_ACCOUNT.firstName);

    // Logout ends the app session and, after the provider's confirmation, the provider's too.
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL(
      (url) => url.port !== '' && url.pathname === '/' && url.host.startsWith('localhost'),
    );
    const status = await page.evaluate("fetch('/api/auth/user').then((r) => r.status)");
    assert.equal(status, 401);

    // A failed attempt is explained on the login page.
    await page.goto('/login?error=sso_cancelled');
    await page.getByRole('alert').getByText('Single sign-on was cancelled').waitFor();

    assert.deepEqual(errors, [], 'no console or page errors');
  }));
