// Issue #15's structured quotes: a patient posts a request with a bid deadline; the demo
// hospital bids with a structured quote and then raises its price; a second demo hospital bids
// and withdraws. The patient sees the quote's details, that it changed and the earlier price,
// the withdrawn bid, and — with the browser's clock moved past the quote's validity — an
// "Expired" quote without Accept (the server's own refusal is in the API tests). axe at 1280
// and 390 px on the pages touched.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DEMO_HOSPITAL,
  fillBidForm,
  fillRequestForm,
  signIn,
  signUpWithRole,
  uniqueEmail,
} from './support/actions.ts';
import { axeProblemsAtBothWidths } from './support/axe.ts';
import {
  newPersonContext,
  screenshotBothWidths,
  useBrowser,
  withFailureScreenshots,
} from './support/browser.ts';

const browser = useBrowser();
const errors: string[] = [];
const SECOND_HOSPITAL = { email: 'meridian@careabroad.test', password: DEMO_HOSPITAL.password };
const DAY_MS = 86_400_000;
const SERIOUS = { minImpact: 'serious' } as const;

/** A `datetime-local` value `days` ahead, in the browser's (and this process's) time zone. */
function localDateTimeIn(days: number): string {
  const date = new Date(Date.now() + days * DAY_MS);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

await test('structured quotes: bid, edit, withdraw, expiry', () =>
  withFailureScreenshots(browser(), async () => {
    const procedure = `Total knee replacement ${Date.now()}`;
    const problems: string[] = [];

    // The patient posts a request with a bid deadline a week ahead.
    const patientContext = await newPersonContext(browser(), errors);
    const patient = await patientContext.newPage();
    await signUpWithRole(
      patient,
      { firstName: 'Ana', lastName: 'Quintero', email: uniqueEmail('patient') },
      'Patient',
    );
    await fillRequestForm(patient, {
      procedureType: procedure,
      description: 'Right knee osteoarthritis, failed conservative care.',
      preferredLocation: 'Chennai, India',
      budgetMin: 6000,
      budgetMax: 12000,
      preferredStartDate: '2027-04-01',
      preferredEndDate: '2027-04-30',
    });
    await patient.getByLabel('Bid deadline (optional)').fill(localDateTimeIn(7));
    problems.push(...(await axeProblemsAtBothWidths(patient, 'create-request', SERIOUS)));
    await patient.getByRole('button', { name: 'Create Request' }).click();
    await patient.waitForURL('**/my-requests');
    await patient.getByRole('link', { name: `View Details of ${procedure}` }).click();
    await patient.getByRole('button', { name: 'Extend the bid deadline' }).waitFor();
    const requestUrl = patient.url();

    // The demo hospital bids with a structured quote.
    const hospitalContext = await newPersonContext(browser(), errors);
    const hospital = await hospitalContext.newPage();
    await signIn(hospital, DEMO_HOSPITAL);
    await hospital.goto('/browse-requests');
    await hospital
      .getByText(/Bids until/)
      .first()
      .waitFor();
    await fillBidForm(hospital, procedure, {
      price: 8000,
      estimatedDuration: '3 weeks',
      treatmentPlan: 'Total knee arthroplasty with daily physiotherapy.',
      leadDoctor: 'Dr. Meera Rao',
    });
    await hospital.getByLabel("Lead doctor's specialty").fill('Orthopaedic surgery');
    await hospital.getByLabel('Nights in hospital').fill('5');
    await hospital.getByLabel('Recovery days before flying home').fill('14');
    await hospital.getByLabel('Number of follow-up consultations').fill('2');
    await hospital
      .getByRole('radiogroup', { name: "Surgeon's fee" })
      .getByLabel('Included')
      .check();
    await hospital
      .getByRole('radiogroup', { name: 'Hotel after discharge' })
      .getByLabel('Excluded')
      .check();
    problems.push(...(await axeProblemsAtBothWidths(hospital, 'submit-bid', SERIOUS)));
    await screenshotBothWidths(hospital, 'quote-form');
    await hospital.getByRole('button', { name: 'Submit Bid' }).click();
    await hospital.waitForURL('**/my-bids');

    // … then raises its price from the pre-filled form.
    await hospital.getByRole('link', { name: `Edit your bid on ${procedure}` }).click();
    await hospital.getByRole('heading', { name: 'Edit Your Bid' }).waitFor();
    assert.equal(
      await hospital.getByLabel('Lead doctor', { exact: true }).inputValue(),
      'Dr. Meera Rao',
    );
    await hospital.getByLabel('Price (USD)').fill('9000');
    await hospital.getByRole('button', { name: 'Save Changes' }).click();
    await hospital.waitForURL('**/my-bids');
    await hospital
      .getByText(/Changed on .* — was \$9,600/)
      .first()
      .waitFor();
    problems.push(...(await axeProblemsAtBothWidths(hospital, 'my-bids', SERIOUS)));

    // A second hospital bids and withdraws.
    const secondContext = await newPersonContext(browser(), errors);
    const second = await secondContext.newPage();
    await signIn(second, SECOND_HOSPITAL);
    await fillBidForm(second, procedure, {
      price: 7000,
      estimatedDuration: '4 weeks',
      treatmentPlan: 'Knee replacement, robotic-assisted.',
    });
    await second.getByRole('button', { name: 'Submit Bid' }).click();
    await second.waitForURL('**/my-bids');
    await second.getByRole('button', { name: `Withdraw your bid on ${procedure}` }).click();
    await second.getByRole('alertdialog').getByText('Withdraw this bid?').waitFor();
    await second.getByRole('button', { name: 'Withdraw Bid' }).click();
    await second.getByText('Bid withdrawn', { exact: true }).first().waitFor();

    // The patient sees the structured quote, the change and the earlier price, the withdrawal.
    await patient.goto(requestUrl);
    await patient.getByText(/Changed on .* — was \$9,600/).waitFor();
    await patient.getByText('$10,800').first().waitFor();
    await patient.getByText('Dr. Meera Rao, Orthopaedic surgery').waitFor();
    await patient.getByText('5 nights').waitFor();
    await patient.getByText('14 days').waitFor();
    await patient.getByText('The hospital withdrew this bid.').waitFor();
    assert.equal(
      await patient.getByRole('button', { name: /^Accept bid from Meridian/ }).count(),
      0,
    );
    await patient.getByRole('button', { name: /^Accept bid from Lotus Heart Institute/ }).waitFor();
    problems.push(...(await axeProblemsAtBothWidths(patient, 'request-detail', SERIOUS)));
    await screenshotBothWidths(patient, 'quotes-request-detail');

    // Forty days on (the browser's clock), the 30-day quote has expired: no Accept.
    await patient.clock.setFixedTime(new Date(Date.now() + 40 * DAY_MS));
    await patient.reload();
    await patient.getByText('Expired', { exact: true }).first().waitFor();
    assert.equal(
      await patient.getByRole('button', { name: /^Accept bid from Lotus Heart Institute/ }).count(),
      0,
    );
    await patient.getByRole('button', { name: /^Reject bid from Lotus Heart Institute/ }).waitFor();
    problems.push(...(await axeProblemsAtBothWidths(patient, 'request-detail-expired', SERIOUS)));
    await screenshotBothWidths(patient, 'quotes-expired');

    assert.deepEqual(problems, []);
    assert.deepEqual(errors, []);
  }));
