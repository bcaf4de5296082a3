// Issue #12's account journeys: a patient forgets her password and sets a new one from the
// outbox e-mail; a new hospital account turns on two-factor sign-in and signs in with a code from
// the same TOTP library an authenticator app uses, then turns it off again (not the demo
// hospital: the journeys run side by side, and others sign it in with its password alone);
// a newly registered patient downloads her data and deletes her account. axe-core checks every
// new page; screenshots at 1280 and 390 px.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD, signUpWithRole, uniqueEmail } from './support/actions.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  useBrowser,
  newPersonContext,
  screenshotBothWidths,
  withFailureScreenshots,
} from './support/browser.ts';
import { linkIn, waitForMail } from './support/outbox.ts';

const browser = useBrowser();
const errors: string[] = [];
const NEW_PASSWORD = 'Amber-violin-harbour-73';
async function fillSignIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Logout from the sidebar once the page has settled (no request left to answer 401). */
async function signOut(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: /account menu for/i }).click();
  await page.getByRole('menuitem', { name: 'Profile & settings' }).click();
  await page.getByRole('heading', { level: 1, name: 'Profile & settings' }).waitFor();
}

void test('a patient resets a forgotten password from the e-mailed link', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors);
    const page = await context.newPage();
    const person = { firstName: 'Lena', lastName: 'Vogel', email: uniqueEmail('forgot') };
    await signUpWithRole(page, person, 'Patient');
    await signOut(page);
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    assert.equal(await page.title(), 'Forgot your password? · CareAbroad');
    await expectNoAxeViolations(page, 'forgot password');
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').getByText('If an account uses this address').waitFor();
    await screenshotBothWidths(page, 'account-forgot-password');

    const mail = await waitForMail(person.email, 'Reset your CareAbroad password');
    await page.goto(linkIn(mail));
    await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
    await expectNoAxeViolations(page, 'set a new password');
    // A guessable password is refused in the form with the shared rule's message.
    await page.getByLabel('New password', { exact: true }).fill('password');
    await page.getByLabel('Repeat the new password').fill('password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('This password is too easy to guess').waitFor();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Password changed' }).waitFor();
    await screenshotBothWidths(page, 'account-password-changed');

    await fillSignIn(page, { email: person.email, password: NEW_PASSWORD });
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.deepEqual(errors, [], 'no console or page errors');
  }));

void test('a hospital turns on two-factor sign-in and signs in with a code', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors);
    const page = await context.newPage();
    const hospital = {
      firstName: 'Aster',
      lastName: 'Clinic',
      email: uniqueEmail('two-factor'),
      password: E2E_PASSWORD,
    };
    await signUpWithRole(page, hospital, 'Hospital');
    await openSettings(page);
    await expectNoAxeViolations(page, 'settings as hospital');
    await screenshotBothWidths(page, 'account-settings-hospital');

    const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
    await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await twoFactor.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    await expectNoAxeViolations(page, 'two-factor setup');
    await twoFactor.getByLabel('Code from the app').fill(await generate({ secret }));
    await twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const codes = twoFactor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    assert.equal(await codes.count(), 10);
    await screenshotBothWidths(page, 'account-two-factor-recovery-codes');
    await twoFactor.getByRole('button', { name: 'I have saved them' }).click();
    await twoFactor.getByText(/^On\. Sign-in asks for a code/).waitFor();

    // Signing in again now needs the app's code.
    await signOut(page);
    await page.waitForURL((url) => url.pathname === '/');
    await fillSignIn(page, hospital);
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    await expectNoAxeViolations(page, 'two-factor sign-in');
    await screenshotBothWidths(page, 'account-two-factor-sign-in');
    // The code that turned it on is spent (ADR 0033): the app's next code, which the server's
    // one-step tolerance accepts.
    const nextCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await page.getByLabel('Authentication code').fill(nextCode);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    // And off again, with the password.
    await openSettings(page);
    await twoFactor.getByLabel('Current password').fill(hospital.password);
    await twoFactor.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).waitFor();
    assert.deepEqual(errors, [], 'no console or page errors');
  }));

void test('a new patient downloads her data and deletes her account', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors);
    const page = await context.newPage();
    const person = { firstName: 'Tomas', lastName: 'Berg', email: uniqueEmail('leaving') };
    await signUpWithRole(page, person, 'Patient');
    await openSettings(page);
    await expectNoAxeViolations(page, 'settings as patient');
    await screenshotBothWidths(page, 'account-settings-patient');

    const [archive] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data and files (ZIP)' }).click(),
    ]);
    assert.match(archive.suggestedFilename(), /^careabroad-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Data only (JSON)' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^careabroad-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      account: { email: string; firstName: string };
    };
    assert.equal(data.account.email, person.email);
    assert.equal(data.account.firstName, person.firstName);

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'delete account dialog');
    await screenshotBothWidths(page, 'account-delete-dialog');
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByLabel('Your password').fill(E2E_PASSWORD);
    await page.waitForLoadState('networkidle');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const status = await page.evaluate("fetch('/api/auth/user').then((r) => r.status)");
    assert.equal(status, 401, 'signed out');
    assert.deepEqual(errors, [], 'no console or page errors');

    // The account is gone: its password no longer signs in (that 401 is the expected answer).
    await fillSignIn(page, { email: person.email, password: E2E_PASSWORD });
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    errors.length = 0;
  }));
