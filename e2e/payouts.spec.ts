// Issue #16's payout journey against the local Stripe stand-in (ADR 0056, 0057): a new verified
// hospital sets up payouts from its settings through the stand-in's onboarding page; a patient
// pays the deposit and the balance of its accepted bid (through the API: payments.spec.ts walks
// the payment page) and confirms on the request page that the treatment took place; the
// hospital sees its payout and downloads the month's CSV statement; the admin sees the totals.
// axe at 1280 and 390 px on each page touched.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { registerViaApi } from './support/api.ts';
import { expectAccessibleAtBothWidths } from './support/axe.ts';
import {
  newPersonContext,
  screenshotBothWidths,
  useBrowser,
  withFailureScreenshots,
} from './support/browser.ts';
import { adminAndVerifiedHospital, createPaidBooking } from './support/bookings.ts';
import { FAKE_STRIPE_URL } from './support/stripe.ts';

const browser = useBrowser();
const errors: string[] = [];

await test('a hospital onboards, the patient confirms treatment, the hospital is paid out', () =>
  withFailureScreenshots(browser(), async () => {
    assert.ok(FAKE_STRIPE_URL, 'E2E_FAKE_STRIPE_URL is set by e2e/run.ts');
    const run = Date.now() % 100_000;
    const procedure = `Hip replacement ${run}`;

    // A new verified hospital sets up payouts from its settings at the Stripe stand-in.
    const { admin, hospital: hospitalContext } = await adminAndVerifiedHospital(
      browser(),
      errors,
      `Payee ${run}`,
    );
    const hospital = await hospitalContext.newPage();
    await hospital.goto('/settings');
    const payoutCard = hospital.getByRole('region', { name: 'Payouts' });
    await payoutCard.getByText('Not started').waitFor();
    await expectAccessibleAtBothWidths(hospital, 'the settings page with payout setup');
    await payoutCard.getByRole('button', { name: 'Set up payouts' }).click();
    await hospital.waitForURL((url) => url.href.startsWith(FAKE_STRIPE_URL));
    await hospital.getByRole('button', { name: 'Complete onboarding' }).click();
    await hospital.waitForURL(/\/settings\?payouts=return$/);
    await payoutCard.getByTestId('payout-account-status').getByText('Complete').waitFor();
    await screenshotBothWidths(hospital, 'payout-setup-complete');

    // A patient's request, the hospital's bid, accepted; deposit and balance paid.
    const patientContext = await newPersonContext(browser(), errors);
    await registerViaApi(patientContext, 'Grace', 'patient');
    const { requestId } = await createPaidBooking({
      patient: patientContext,
      hospital: hospitalContext,
      procedure,
      doctorName: `Dr Payee ${run}`,
    });

    // The patient confirms the treatment took place (asked first); the payout is sent.
    const patient = await patientContext.newPage();
    await patient.goto(`/requests/${requestId}`);
    const payout = patient.getByTestId('bid-payout');
    await payout.getByText('Waiting for the patient to confirm treatment').waitFor();
    await expectAccessibleAtBothWidths(patient, 'the request page awaiting confirmation');
    await payout.getByRole('button', { name: 'Confirm treatment took place' }).click();
    await patient
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Confirm treatment' })
      .click();
    await payout.getByText(/^Paid out on /).waitFor();
    // 10,000 + 20 % commission = 12,000 paid; the hospital gets 10,000.
    await payout.getByText('$10,000.00').waitFor();
    await screenshotBothWidths(patient, 'request-paid-out');

    // The hospital sees the payout and downloads the month's statement.
    await hospital.goto('/');
    const payouts = hospital.getByRole('region', { name: 'Payouts and statements' });
    const row = payouts.getByTestId('payout-row').filter({ hasText: procedure });
    await row.getByText(/^Paid out on /).waitFor();
    await row.getByText('$10,000.00').waitFor();
    await payouts.scrollIntoViewIfNeeded();
    await screenshotBothWidths(hospital, 'hospital-payouts');
    await expectAccessibleAtBothWidths(hospital, 'the hospital dashboard with payouts');
    const [download] = await Promise.all([
      hospital.waitForEvent('download'),
      payouts.getByRole('link', { name: 'Download statement (CSV)' }).click(),
    ]);
    const month = new Date().toISOString().slice(0, 7);
    assert.equal(download.suggestedFilename(), `careabroad-statement-${month}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    assert.match(csv, /^Date \(UTC\),Procedure,Request ID,Entry,Amount,Currency\n/);
    assert.match(
      csv,
      new RegExp(`${procedure},${requestId},Payout to your Stripe account,-10000\\.00,USD`),
    );
    assert.match(csv, new RegExp(`Net for ${month},0\\.00,USD\\n$`));

    // The admin sees the money totals and the hospital's payout setup.
    const adminPage = await admin.newPage();
    await adminPage.goto('/');
    const money = adminPage.getByRole('region', { name: 'Money and payouts' });
    await money.getByText('Paid Out (USD)').waitFor();
    await money.getByText(`Payee ${run} Hospital`).waitFor();
    await money.scrollIntoViewIfNeeded();
    await expectAccessibleAtBothWidths(adminPage, 'the admin dashboard with money and payouts');
    assert.deepEqual(errors, []);
  }));
