// Issue #2's journey: a newcomer signs up as a patient and posts a treatment request; a new
// hospital signs up, is verified by the admin and bids; the patient sees the price breakdown
// and accepts; both dashboards update. Screenshots of the main pages at 1280 and 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DEMO_ADMIN,
  DEMO_HOSPITAL,
  signIn,
  signUpWithRole,
  statCardValue,
  uniqueEmail,
} from './support/actions.ts';
import {
  useBrowser,
  newPersonContext,
  screenshotBothWidths,
  withFailureScreenshots,
} from './support/browser.ts';

const browser = useBrowser();
const errors: string[] = [];

const DESCRIPTION_START = 'Cloudy vision in the left eye';
const HIDDEN_DESCRIPTION =
  "The patient's description is shown once an administrator has verified your hospital.";
const PRICES_HIDDEN = 'Bid prices are shown only to this hospital';

await test('patient posts a request, a verified hospital bids, the patient accepts', () =>
  withFailureScreenshots(browser(), async () => {
    const procedure = `Cataract surgery ${Date.now()}`;
    const hospitalName = `Riverside Eye Hospital ${Date.now() % 10_000}`;

    // A newcomer patient.
    const patientContext = await newPersonContext(browser(), errors);
    const patient = await patientContext.newPage();
    await patient.goto('/');
    await patient.getByRole('heading', { level: 1 }).waitFor();
    await screenshotBothWidths(patient, 'landing');
    await signUpWithRole(
      patient,
      { firstName: 'Maya', lastName: 'Lindqvist', email: uniqueEmail('patient') },
      'Patient',
    );
    assert.equal(await statCardValue(patient, 'Total Requests'), 0);

    await patient.getByRole('link', { name: 'Create Request' }).first().click();
    await patient.getByLabel('Procedure type').fill(procedure);
    await patient
      .getByLabel('Description')
      .fill(`${DESCRIPTION_START}; ophthalmologist recommends phacoemulsification.`);
    await patient.getByLabel('Preferred location').fill('Chennai, India');
    await patient.getByLabel('Minimum budget (USD)').fill('1500');
    await patient.getByLabel('Maximum budget (USD)').fill('4000');
    await patient.getByLabel('Preferred start date').fill('2027-03-01');
    await patient.getByLabel('Preferred end date').fill('2027-03-20');
    await screenshotBothWidths(patient, 'create-request');
    await patient.getByRole('button', { name: 'Create Request' }).click();
    await patient.waitForURL('**/my-requests');
    await patient.getByText(procedure).first().waitFor();
    await screenshotBothWidths(patient, 'my-requests');

    // A new hospital: cannot bid until verified.
    const hospitalContext = await newPersonContext(browser(), errors);
    const hospital = await hospitalContext.newPage();
    const hospitalEmail = uniqueEmail('hospital');
    await signUpWithRole(
      hospital,
      { firstName: hospitalName, lastName: 'Chennai', email: hospitalEmail },
      'Hospital',
    );
    await hospital.getByText('Your hospital account is awaiting verification').first().waitFor();
    // Until verified it browses procedure, location and budget, never the patient's description.
    await hospital.goto('/browse-requests');
    await hospital.getByRole('heading', { name: procedure }).first().waitFor();
    await hospital.getByText(HIDDEN_DESCRIPTION).first().waitFor();
    assert.equal(await hospital.getByText(DESCRIPTION_START).count(), 0);
    await screenshotBothWidths(hospital, 'browse-requests-unverified');

    // The admin verifies it.
    const adminContext = await newPersonContext(browser(), errors);
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN);
    await admin.getByRole('button', { name: `Verify ${hospitalName}` }).click();
    await admin.getByRole('button', { name: 'Verify hospital' }).click();
    await admin.getByText('Hospital verified', { exact: true }).first().waitFor();
    await screenshotBothWidths(admin, 'admin-dashboard');

    // The hospital bids 2,000 USD.
    await hospital.reload();
    await screenshotBothWidths(hospital, 'hospital-dashboard');
    await hospital.goto('/browse-requests');
    await hospital.getByRole('link', { name: `Submit Bid for ${procedure}` }).click();
    await hospital.getByText(DESCRIPTION_START).first().waitFor();
    await hospital.getByLabel('Price (USD)').fill('2000');
    await hospital.getByLabel('Estimated duration').fill('3 days');
    await hospital
      .getByLabel('Treatment plan')
      .fill('Phacoemulsification with a premium monofocal lens, follow-up on day 1 and day 7.');
    await hospital
      .getByLabel('Other included items')
      .fill('Surgery\nLens implant\nFollow-up visits');
    await screenshotBothWidths(hospital, 'submit-bid');
    await hospital.getByRole('button', { name: 'Submit Bid' }).click();
    await hospital.waitForURL('**/my-bids');
    await hospital.getByText(procedure).first().waitFor();
    await screenshotBothWidths(hospital, 'my-bids');

    // The patient sees the breakdown (2,000 + 20 % fee = 2,400) and accepts.
    await patient.goto('/my-requests');
    await patient.getByRole('link', { name: `View Details of ${procedure}` }).click();
    await patient.getByText('$2,400').first().waitFor();
    await patient.getByText('$2,000 hospital price + $400 platform fee (20%)').first().waitFor();
    await screenshotBothWidths(patient, 'request-detail');
    await patient.getByRole('button', { name: `Accept bid from ${hospitalName}` }).click();
    await patient.getByRole('button', { name: 'Accept Bid' }).click();
    await patient.getByText('Bid accepted successfully').first().waitFor();

    // The hospital's profile shows this patient the price of the bid on their request …
    await patient.getByRole('link', { name: hospitalName }).first().click();
    await patient.waitForURL('**/hospital/**');
    const profilePath = new URL(patient.url()).pathname;
    await patient.getByText('$2,000').first().waitFor();
    await screenshotBothWidths(patient, 'hospital-profile');
    // … and a competing hospital the procedure and status without any price.
    const rivalContext = await newPersonContext(browser(), errors);
    const rival = await rivalContext.newPage();
    await signIn(rival, DEMO_HOSPITAL);
    await rival.goto(profilePath);
    await rival.getByText(procedure).first().waitFor();
    await rival.getByText(PRICES_HIDDEN).first().waitFor();
    assert.equal(await rival.getByText('$2,000').count(), 0);
    await screenshotBothWidths(rival, 'hospital-profile-competitor');

    // Both dashboards show the accepted bid.
    await patient.goto('/');
    assert.equal(await statCardValue(patient, 'Accepted'), 1);
    assert.equal(await statCardValue(patient, 'Total Requests'), 1);
    await screenshotBothWidths(patient, 'patient-dashboard');
    await hospital.goto('/');
    assert.equal(await statCardValue(hospital, 'Bids Won'), 1);

    assert.deepEqual(errors, [], 'no console or page errors');
  }));
