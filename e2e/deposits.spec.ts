// Issue #16's booking journey against the local Stripe stand-in (ADR 0048, 0049): a new
// patient pays the deposit and then the balance through the payment page (which shows the
// cancellation schedule before paying), the hospital sets the admission date from the request
// page and the patient sees it with the schedule's dates; a second patient, whose admission is
// 20 days away, cancels and is shown — and refunded — half the deposit. Axe at 1280 and 390 px
// on the payment page and the request page before and after cancelling; screenshots of the
// booking, the cancel dialog and the cancelled booking.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { DEMO_ADMIN } from './support/actions.ts';
import { apiPost, apiPut, registerViaApi } from './support/api.ts';
import { expectAccessibleAtBothWidths } from './support/axe.ts';
import {
  newPersonContext,
  screenshotBothWidths,
  useBrowser,
  withFailureScreenshots,
} from './support/browser.ts';
import {
  deliverSucceededWebhook,
  FAKE_STRIPE_URL,
  intentIdOf,
  routeFakeStripeJs,
  settleIntent,
} from './support/stripe.ts';

const browser = useBrowser();
const errors: string[] = [];
const run = Date.now().toString(36);

/** The calendar day `days` days from now (`YYYY-MM-DD`, UTC). */
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A day as the pages show it ("Jan 11, 2027"). */
const shown = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * A new patient's request with a new verified hospital's accepted bid (price 7,000: total
 * 8,400 at 20 %, deposit 840, balance 7,560); both signed in their own contexts.
 */
async function acceptedBooking(admin: BrowserContext, name: string) {
  const patient = await newPersonContext(browser(), errors);
  await routeFakeStripeJs(patient);
  await registerViaApi(patient, name, 'patient');
  const request = await apiPost<{ id: string }>(patient.request, '/api/treatment-requests', {
    procedureType: `Hip replacement ${run}`,
    description: 'Arthritis in the left hip; looking for a total hip replacement.',
    preferredLocation: 'Istanbul, Turkey',
    budgetMin: 5000,
    budgetMax: 12_000,
    preferredStartDate: '2027-04-01',
    preferredEndDate: '2027-06-01',
  });
  const hospital = await newPersonContext(browser(), errors);
  const { id: hospitalId } = await registerViaApi(hospital, `Anatolia ${name} ${run}`, 'hospital');
  await apiPost(admin.request, `/api/admin/hospitals/${hospitalId}/verify`);
  const bid = await apiPost<{ id: string }>(hospital.request, '/api/bids', {
    treatmentRequestId: request.id,
    price: 7000,
    estimatedDuration: '7 days',
    description: 'Total hip replacement with physiotherapy and five nights in hospital.',
    includedServices: ['Surgery', 'Physiotherapy'],
    excludedServices: ['Flights'],
    leadDoctorName: 'Dr Aydin',
    leadDoctorSpecialty: 'Orthopaedic surgery',
    hospitalNights: 5,
  });
  await apiPost(patient.request, `/api/bids/${bid.id}/accept`);
  return { patient, hospital, requestId: request.id, bidId: bid.id };
}

await test('deposit and balance paid, admission dated, a second patient cancels by the schedule', () =>
  withFailureScreenshots(browser(), async () => {
    assert.ok(FAKE_STRIPE_URL, 'E2E_FAKE_STRIPE_URL is set by e2e/run.ts');
    const admin = await newPersonContext(browser(), errors);
    await apiPost(admin.request, '/api/auth/login', DEMO_ADMIN);

    // The first patient pays the deposit; the payment page shows the schedule before paying.
    const first = await acceptedBooking(admin, 'Ada');
    const page = await first.patient.newPage();
    await page.goto(`/requests/${first.requestId}`);
    const panel = page.getByTestId('bid-payment');
    await panel.getByText('Admission:').waitFor();
    await panel.getByText('Not set yet').waitFor();
    await panel.getByRole('link', { name: 'Pay deposit $840' }).click();
    await page.waitForURL(/\/pay\//);
    await page.getByText('Fake Stripe payment element').waitFor();
    await page
      .getByTestId('cancellation-schedule')
      .getByText(/Until the hospital sets your admission date, you get the deposit back in full/)
      .waitFor();
    await expectAccessibleAtBothWidths(page, 'the payment page with the cancellation schedule');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await deliverSucceededWebhook(page);
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();

    // ...then the balance.
    await page.goto(`/requests/${first.requestId}`);
    await panel.getByRole('link', { name: 'Pay balance $7,560' }).click();
    await page
      .getByTestId('part-summary')
      .getByText(/^Balance now:/)
      .waitFor();
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await deliverSucceededWebhook(page);
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();

    // The hospital sets the admission date on the request page.
    const admission = dayIn(45);
    const hospitalPage = await first.hospital.newPage();
    await hospitalPage.goto(`/requests/${first.requestId}`);
    const hospitalPanel = hospitalPage.getByTestId('bid-payment');
    await hospitalPanel.getByRole('button', { name: 'Set admission date' }).click();
    const dialog = hospitalPage.getByRole('dialog', { name: 'Admission date' });
    await dialog.getByLabel('Admission date').fill(admission);
    await dialog.getByRole('button', { name: 'Save Date' }).click();
    await hospitalPanel.getByTestId('admission-date').getByText(shown(admission)).waitFor();
    await hospitalPanel.getByRole('button', { name: 'Change admission date' }).waitFor();

    // The patient sees the date, the schedule's dates, both parts paid, and is told.
    await page.goto(`/requests/${first.requestId}`);
    await panel.getByTestId('admission-date').getByText(shown(admission)).waitFor();
    await panel
      .getByTestId('cancellation-schedule')
      .getByText(`Before ${shown(dayIn(15))}: the deposit back in full`)
      .waitFor();
    const parts = page.getByRole('list', { name: 'Payment parts' });
    assert.equal(await parts.getByText('Paid', { exact: true }).count(), 2);
    await screenshotBothWidths(page, 'request-booking');
    await expectAccessibleAtBothWidths(page, 'the request page with the admission date');
    const notices = await first.patient.request.get('/api/notifications?limit=20');
    assert.ok(
      ((await notices.json()) as Array<{ kind: string }>).some(
        (notice) => notice.kind === 'admission_date_set',
      ),
    );

    // A second patient, admitted in 20 days (the 50 % step), cancels after paying the deposit.
    const second = await acceptedBooking(admin, 'Ben');
    const session = await apiPost<{ clientSecret: string }>(
      second.patient.request,
      '/api/payments',
      { bidId: second.bidId },
    );
    await settleIntent(intentIdOf(session.clientSecret));
    await apiPut(second.hospital.request, `/api/payments/bid/${second.bidId}/admission-date`, {
      admissionDate: dayIn(20),
    });
    const secondPage = await second.patient.newPage();
    await secondPage.goto(`/requests/${second.requestId}`);
    const secondPanel = secondPage.getByTestId('bid-payment');
    await secondPanel.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = secondPage.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await confirm.getByText('You get $420.00 back to your card.').waitFor();
    await confirm.getByText('Deposit: $420.00 of $840.00 (50 %)').waitFor();
    await screenshotBothWidths(secondPage, 'cancel-booking-dialog');
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await secondPanel.getByTestId('booking-cancelled').waitFor();
    await secondPanel.getByText('Partly refunded', { exact: true }).waitFor();
    assert.equal(await secondPanel.getByRole('link', { name: /^Pay / }).count(), 0);
    await screenshotBothWidths(secondPage, 'request-cancelled');
    await expectAccessibleAtBothWidths(secondPage, 'the request page of a cancelled booking');

    // The server refunded what the dialog said: $420 of the deposit, once.
    const view = await second.patient.request.get(`/api/payments/bid/${second.bidId}`);
    const body = (await view.json()) as { payments: Array<{ status: string }> };
    assert.deepEqual(
      body.payments.map((payment) => payment.status),
      ['partially_refunded'],
    );
    assert.deepEqual(errors, []);
  }));
