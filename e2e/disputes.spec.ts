// Issue #16's third patient (ADR 0060): a patient pays the deposit and the balance of an
// accepted bid (through the API: payments.spec.ts walks the payment page), opens a dispute from
// the request page; the admin refunds half from the dashboard's Payment disputes, the patient
// sees the partial refund and the admin's reconciliation finds the ledger and Stripe agree.
// Its own patient, hospital and request. axe at 1280 and 390 px on each page touched.
import assert from 'node:assert/strict';
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

await test('a patient disputes a paid booking and the admin refunds half', () =>
  withFailureScreenshots(browser(), async () => {
    assert.ok(FAKE_STRIPE_URL, 'E2E_FAKE_STRIPE_URL is set by e2e/run.ts');
    const run = Date.now() % 100_000;
    const procedure = `Spinal fusion ${run}`;

    // A verified hospital bids on the patient's request; the patient accepts and pays in full.
    const { admin, hospital: hospitalContext } = await adminAndVerifiedHospital(
      browser(),
      errors,
      `Disputed ${run}`,
    );
    const patientContext = await newPersonContext(browser(), errors);
    await registerViaApi(patientContext, 'Dana', 'patient');
    const { requestId } = await createPaidBooking({
      patient: patientContext,
      hospital: hospitalContext,
      procedure,
      doctorName: `Dr Disputed ${run}`,
    });

    // The patient opens a dispute from the request page; the payout is held.
    const patient = await patientContext.newPage();
    await patient.goto(`/requests/${requestId}`);
    const panel = patient.getByTestId('bid-dispute');
    await panel.getByRole('button', { name: 'Open a dispute' }).click();
    const dialog = patient.getByRole('dialog', { name: 'Open a payment dispute' });
    await dialog.getByRole('button', { name: 'Open dispute' }).click();
    await dialog.getByText('Reason is required').waitFor();
    await dialog
      .getByLabel('Reason')
      .fill('The operation was moved twice and the implant used was not the one quoted.');
    await expectAccessibleAtBothWidths(patient, 'the open-dispute dialog');
    await dialog.getByRole('button', { name: 'Open dispute' }).click();
    await panel.getByText(/^Payment dispute opened on .*on hold/).waitFor();
    await panel.getByText(/^Grievance reference:/).waitFor();
    await patient
      .getByTestId('bid-payout')
      .getByText('On hold: a payment dispute is open')
      .waitFor();
    // The dispute decides where the money goes: no cancel any more.
    assert.equal(await patient.getByRole('button', { name: 'Cancel booking' }).count(), 0);
    await screenshotBothWidths(patient, 'request-dispute-open');
    await expectAccessibleAtBothWidths(patient, 'the request page with an open dispute');

    // The admin refunds half (12,000 paid: 10,000 + 20 % commission) from the dashboard.
    const adminPage = await admin.newPage();
    await adminPage.goto('/');
    const disputes = adminPage.getByRole('region', { name: 'Payment disputes' });
    const row = disputes.getByTestId('dispute-row').filter({ hasText: procedure });
    await row
      .getByText('Paid $12,000.00, refunded $0.00; the hospital’s share now $10,000.00.')
      .waitFor();
    await row.scrollIntoViewIfNeeded();
    await screenshotBothWidths(adminPage, 'admin-disputes');
    await expectAccessibleAtBothWidths(adminPage, 'the admin dashboard with an open dispute');
    await row.getByRole('button', { name: 'Refund part' }).click();
    const refund = adminPage.getByRole('dialog', { name: 'Refund part of the payment?' });
    await refund.getByLabel('Refund to the patient (USD)').fill('6000');
    await refund
      .getByText(
        '$6,000.00 goes back to the patient’s card; the hospital is then paid about $5,000.00, after the platform fee.',
      )
      .waitFor();
    await expectAccessibleAtBothWidths(adminPage, 'the partial refund dialog');
    await refund.getByRole('button', { name: 'Refund $6,000.00' }).click();
    await row.waitFor({ state: 'detached' });

    // The patient sees the partial refund: the balance partly refunded, the decision stated.
    await patient.reload();
    await panel
      .getByText(/^Payment dispute decided on .*: \$6,000\.00 refunded to the patient’s card/)
      .waitFor();
    await patient
      .getByRole('list', { name: 'Payment parts' })
      .getByText('Partly refunded')
      .waitFor();
    await screenshotBothWidths(patient, 'request-dispute-decided');
    await expectAccessibleAtBothWidths(patient, 'the request page with a decided dispute');

    // The ledger reconciles with Stripe.
    const reconciliation = adminPage.getByRole('region', { name: 'Ledger reconciliation' });
    await reconciliation.getByRole('button', { name: 'Check against Stripe' }).click();
    await reconciliation.getByText('Ledger and Stripe agree').waitFor();
    assert.deepEqual(errors, []);
  }));
