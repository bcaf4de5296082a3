// Issue #6's payment journey against the local Stripe stand-in (ADR 0014): the demo patient pays
// the accepted bid on her cardiac request through the payment page, where Playwright serves a
// small fake in place of Stripe.js (which cannot load offline); Stripe's webhook is then signed
// offline and posted to the app. The patient sees "Paid", the hospital sees the payment on its
// side, the admin sees the totals and refunds, the patient sees "Refunded", and the admin's
// reconciliation finds the ledger and Stripe agree. Stripe.js is
// requested on the payment page only. Screenshots of the payment page at 1280 and 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_HOSPITAL, DEMO_PATIENT, signIn } from './support/actions.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { deliverSucceededWebhook, FAKE_STRIPE_URL, routeFakeStripeJs } from './support/stripe.ts';
import {
  useBrowser,
  newPersonContext,
  screenshotBothWidths,
  withFailureScreenshots,
} from './support/browser.ts';

const PROCEDURE = 'Cardiac check-up and angiography';

const browser = useBrowser();
const errors: string[] = [];
const stripeJsRequests: string[] = [];

/** A signed-in person whose browser gets the fake Stripe.js instead of js.stripe.com. */
async function personWithFakeStripe(account: { email: string; password: string }) {
  const context: BrowserContext = await newPersonContext(browser(), errors);
  await routeFakeStripeJs(context, (url) => stripeJsRequests.push(url));
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

async function openCardiacRequest(page: Page, from: string): Promise<void> {
  await page.goto(from);
  await page
    .getByRole('link', { name: `View Details of ${PROCEDURE}` })
    .first()
    .click();
  await page.getByRole('heading', { name: PROCEDURE, level: 1 }).waitFor();
}

await test('a patient pays an accepted bid, the hospital and admin see it, the admin refunds', () =>
  withFailureScreenshots(browser(), async () => {
    assert.ok(FAKE_STRIPE_URL, 'E2E_FAKE_STRIPE_URL is set by e2e/run.ts');

    // The request detail offers "Pay deposit $X" on the accepted bid (ADR 0048); Stripe.js is
    // not loaded there.
    const patient = await personWithFakeStripe(DEMO_PATIENT);
    await openCardiacRequest(patient, '/my-requests');
    const bidPayment = patient.getByTestId('bid-payment');
    await bidPayment.getByText('Not paid yet').waitFor();
    assert.deepEqual(stripeJsRequests, []);
    await bidPayment.getByText('Due after the deposit').waitFor();
    await bidPayment.getByRole('link', { name: /^Pay deposit \$/ }).click();

    // The payment page loads Stripe.js (its CSP allows it) and mounts the Payment Element.
    await patient.waitForURL(/\/pay\//);
    await patient.getByText('Fake Stripe payment element').waitFor();
    await patient
      .getByTestId('part-summary')
      .getByText(/^Deposit now:/)
      .waitFor();
    assert.equal(stripeJsRequests.length, 1);
    assert.match(stripeJsRequests[0] ?? '', /\/pay\//);
    await screenshotBothWidths(patient, 'payment-page');
    await patient.getByRole('button', { name: /^Pay \$/ }).click();
    await patient.getByText('Confirming your payment with Stripe…').waitFor();

    // Stripe's webhook settles it; the page shows the receipt.
    await deliverSucceededWebhook(patient);
    await patient.getByRole('heading', { name: 'Payment received' }).waitFor();
    const receipt = patient.getByLabel('Payment receipt');
    await receipt.getByText('Paid', { exact: true }).waitFor();
    await receipt.getByText('Platform fee').waitFor();
    await screenshotBothWidths(patient, 'payment-receipt');
    await openCardiacRequest(patient, '/my-requests');
    await patient.getByTestId('bid-payment').getByText('Paid', { exact: true }).waitFor();
    await patient
      .getByTestId('bid-payment')
      .getByRole('link', { name: /^Pay balance \$/ })
      .waitFor();
    await screenshotBothWidths(patient, 'request-payment-status');

    // The balance: the payment page now charges the rest of the price (ADR 0048).
    await patient
      .getByTestId('bid-payment')
      .getByRole('link', { name: /^Pay balance \$/ })
      .click();
    await patient.waitForURL(/\/pay\//);
    await patient
      .getByTestId('part-summary')
      .getByText(/^Balance now:/)
      .waitFor();
    await patient.getByRole('button', { name: /^Pay \$/ }).click();
    await patient.getByText('Confirming your payment with Stripe…').waitFor();
    await deliverSucceededWebhook(patient);
    await patient.getByRole('heading', { name: 'Payment received' }).waitFor();
    await patient.getByLabel('Payment receipt').getByText('Balance receipt').waitFor();
    await openCardiacRequest(patient, '/my-requests');
    const parts = patient.getByRole('list', { name: 'Payment parts' });
    await parts.getByText('Paid', { exact: true }).nth(1).waitFor();
    assert.equal(await parts.getByText('Paid', { exact: true }).count(), 2);
    assert.equal(await patient.getByRole('link', { name: /^Pay / }).count(), 0);
    await screenshotBothWidths(patient, 'request-balance-paid');
    await expectNoAxeViolations(patient, 'the request page with deposit and balance paid', {
      minImpact: 'serious',
    });

    // The hospital sees it on its dashboard and on the request.
    const hospital = await personWithFakeStripe(DEMO_HOSPITAL);
    const hospitalPayments = hospital.getByRole('region', { name: 'Payments' });
    await hospitalPayments.getByText(PROCEDURE).first().waitFor();
    assert.equal(await hospitalPayments.getByText('Paid', { exact: true }).count(), 2);

    // The admin sees the totals and refunds from the request page.
    const admin = await personWithFakeStripe(DEMO_ADMIN);
    const adminPayments = admin.getByRole('region', { name: 'Payments' }).first();
    await adminPayments.getByText('Platform Fees (USD)').waitFor();
    await adminPayments.getByText('Paid', { exact: true }).first().waitFor();
    await adminPayments.scrollIntoViewIfNeeded();
    await screenshotBothWidths(admin, 'admin-payments');
    await adminPayments.getByRole('link', { name: PROCEDURE }).first().click();
    await admin.getByRole('heading', { name: PROCEDURE, level: 1 }).waitFor();
    await admin.getByTestId('bid-payment').getByRole('button', { name: 'Refund' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click();
    await admin.getByText('Payment refunded').first().waitFor();
    await admin.getByTestId('bid-payment').getByText('Refunded', { exact: true }).waitFor();

    // The patient sees "Refunded".
    await patient.reload();
    await patient.getByTestId('bid-payment').getByText('Refunded', { exact: true }).waitFor();

    // The admin's reconciliation: the ledger's charge and refund match Stripe's (ADR 0047).
    await admin.goto('/');
    const reconciliation = admin.getByRole('region', { name: 'Ledger reconciliation' });
    await reconciliation.getByRole('button', { name: 'Check against Stripe' }).click();
    await reconciliation.getByText('Ledger and Stripe agree').waitFor();
    const charges = reconciliation.getByRole('row', { name: /^Charges/ });
    assert.equal(
      await charges.getByRole('cell').nth(0).textContent(),
      await charges.getByRole('cell').nth(1).textContent(),
    );
    await reconciliation.scrollIntoViewIfNeeded();
    await screenshotBothWidths(admin, 'admin-reconciliation');
    await expectNoAxeViolations(admin, 'the admin dashboard with a reconciliation report', {
      minImpact: 'serious',
    });
    assert.equal(stripeJsRequests.length, 2, 'Stripe.js loads on the payment page only');
    assert.ok(stripeJsRequests.every((url) => /\/pay\//.test(url)));
    assert.deepEqual(errors, []);
  }));
