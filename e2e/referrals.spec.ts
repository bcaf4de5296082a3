// Issue #5's referral journey: the demo patient copies her referral link; a newcomer opens it,
// signs up and chooses Patient; the welcome toast promises 100 points; both balances show them
// on /referrals. Also the invitation form's messages. Screenshots at 1280 and 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PATIENT, E2E_PASSWORD, signIn, uniqueEmail } from './support/actions.ts';
import {
  useBrowser,
  newPersonContext,
  screenshotBothWidths,
  withFailureScreenshots,
} from './support/browser.ts';

/** Reads the code the client keeps in session storage (SPEC §3 `referralCode`). */
const STORED_CODE = "sessionStorage.getItem('referralCode')";

const browser = useBrowser();
const errors: string[] = [];

/** The points shown on the Reward balance card of /referrals. */
async function rewardPoints(page: Page): Promise<number> {
  const value = page.getByTestId('reward-points');
  await value.waitFor();
  return Number((await value.innerText()).replace(/[^0-9]/g, ''));
}

/** Opens /referrals through the sidebar link and waits for the balance. */
async function openReferrals(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Referrals & Earn Coffee' }).first().click();
  await page.waitForURL('**/referrals');
  await page.getByRole('heading', { name: 'Referrals & Earn Coffee', level: 1 }).waitFor();
}

await test('a friend signs up through the demo patient’s link and both get 100 points', () =>
  withFailureScreenshots(browser(), async () => {
    // The demo patient copies her link.
    const patientContext = await newPersonContext(browser(), errors);
    await patientContext.grantPermissions(['clipboard-read', 'clipboard-write']);
    const patient = await patientContext.newPage();
    await signIn(patient, DEMO_PATIENT);
    await openReferrals(patient);
    const pointsBefore = await rewardPoints(patient);
    await patient.getByRole('button', { name: 'Copy link' }).click();
    await patient.getByText('Link copied!').first().waitFor();
    await patient.getByText('Share this link with your friends.').first().waitFor();
    const link = await patient.evaluate<string>('navigator.clipboard.readText()');
    assert.match(link, /^http:\/\/localhost:\d+\/\?ref=[A-Z2-9]{8}$/);
    assert.equal(await patient.getByLabel('Referral link').inputValue(), link);
    const code = new URL(link).searchParams.get('ref') ?? '';

    // Invitations: an empty address is refused, a valid one is sent and listed as pending.
    await patient.getByRole('button', { name: 'Send invitation' }).click();
    await patient.getByText("Please enter your friend's email address.").first().waitFor();
    const friendEmail = uniqueEmail('friend');
    await patient.getByLabel("Friend's email").fill(friendEmail);
    await patient.getByRole('button', { name: 'Send invitation' }).click();
    await patient.getByText(`Referral invitation sent to ${friendEmail}`).first().waitFor();
    await patient.getByText(friendEmail, { exact: true }).waitFor();

    // A newcomer opens the link, signs up and chooses Patient.
    const newcomerContext = await newPersonContext(browser(), errors);
    const newcomer = await newcomerContext.newPage();
    await newcomer.goto(link);
    await newcomer.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(await newcomer.evaluate<string | null>(STORED_CODE), code);
    await newcomer.goto('/login?mode=register');
    await newcomer.getByLabel('First name').fill('Omar');
    await newcomer.getByLabel('Last name').fill('Haddad');
    await newcomer.getByLabel('Email').fill(uniqueEmail('newcomer'));
    await newcomer.getByLabel('Password').fill(E2E_PASSWORD);
    await newcomer.getByRole('button', { name: 'Create account' }).click();
    await newcomer.getByText('Please select your role to continue').waitFor();
    await screenshotBothWidths(newcomer, 'role-selection-with-referral');
    await newcomer.getByRole('button', { name: 'Continue as Patient' }).click();
    await newcomer.getByText('Welcome to CareAbroad!').first().waitFor();
    await newcomer
      .getByText(/You earned 100 reward points/)
      .first()
      .waitFor();
    assert.equal(await newcomer.evaluate<string | null>(STORED_CODE), null);

    await openReferrals(newcomer);
    assert.equal(await rewardPoints(newcomer), 100);
    await newcomer.getByText('Free coffee available').waitFor();
    await screenshotBothWidths(newcomer, 'referrals-newcomer');

    // The demo patient's balance and list show the referral.
    await patient.reload();
    assert.equal(await rewardPoints(patient), pointsBefore + 100);
    await patient.getByText('Free coffee available').waitFor();
    await patient.getByText('Omar Haddad').waitFor();
    await screenshotBothWidths(patient, 'referrals');

    assert.deepEqual(errors, [], 'no console or page errors');
  }));
