// Issue #15's notification centre: a new hospital bids on a new patient's request and the
// patient's bell counts it live, without a reload; the patient opens it from the bell, accepts,
// and the hospital's bell counts that live. Each side then gets exactly one digest e-mail, with
// counts and a link but no procedure or price. The bell's menu and /notifications pass axe at
// 1280 and 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  DEMO_ADMIN,
  fillBidForm,
  fillRequestForm,
  signIn,
  signUpWithRole,
  uniqueEmail,
} from './support/actions.ts';
import { expectAccessibleAtBothWidths, expectNoAxeViolations } from './support/axe.ts';
import {
  VIEWPORTS,
  newPersonContext,
  screenshotBothWidths,
  useBrowser,
  withFailureScreenshots,
} from './support/browser.ts';
import { mailsTo, waitForMail } from './support/outbox.ts';

const browser = useBrowser();
const errors: string[] = [];
const DIGEST_SUBJECT = 'New activity on CareAbroad';

const bell = (page: Page, unread: number) =>
  page.getByRole('button', { name: `Notifications, ${unread} unread` });

await test('bids and decisions reach the other side’s bell live and as one e-mail', () =>
  withFailureScreenshots(browser(), async () => {
    const stamp = Date.now();
    const procedure = `Rhinoplasty ${stamp}`;
    const hospitalName = `Harbour Clinic ${stamp % 10_000}`;
    const patientEmail = uniqueEmail('notified-patient');
    const hospitalEmail = uniqueEmail('notified-hospital');

    const patientContext = await newPersonContext(browser(), errors);
    const patient = await patientContext.newPage();
    await signUpWithRole(
      patient,
      { firstName: 'Noor', lastName: 'Haddad', email: patientEmail },
      'Patient',
    );
    await fillRequestForm(patient, {
      procedureType: procedure,
      description: 'Breathing through the left nostril is blocked after an old fracture.',
      preferredLocation: 'Istanbul, Turkey',
      budgetMin: 2000,
      budgetMax: 6000,
      preferredStartDate: '2027-04-01',
      preferredEndDate: '2027-05-01',
    });
    await patient.getByRole('button', { name: 'Create Request' }).click();
    await patient.waitForURL('**/my-requests');

    const hospitalContext = await newPersonContext(browser(), errors);
    const hospital = await hospitalContext.newPage();
    await signUpWithRole(
      hospital,
      { firstName: hospitalName, lastName: 'Istanbul', email: hospitalEmail },
      'Hospital',
    );
    const adminContext = await newPersonContext(browser(), errors);
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN);
    await admin.getByRole('button', { name: `Verify ${hospitalName}` }).click();
    await admin.getByRole('button', { name: 'Verify hospital' }).click();
    await admin.getByText('Hospital verified', { exact: true }).first().waitFor();
    await adminContext.close();

    // The patient waits on her dashboard; the hospital bids.
    await patient.goto('/');
    await bell(patient, 0).waitFor();
    await patient.evaluate('window.__notReloaded = true');
    await fillBidForm(hospital, procedure, {
      price: 4200,
      estimatedDuration: '5 days',
      treatmentPlan: 'Open septorhinoplasty with two follow-up visits.',
      leadDoctor: 'Dr. Selin Arslan',
    });
    await hospital.getByRole('button', { name: 'Submit Bid' }).click();
    await hospital.waitForURL('**/my-bids');
    await bell(patient, 1).waitFor();
    assert.equal(await patient.evaluate('window.__notReloaded'), true, 'the bell updated live');

    // The bell's menu lists it; opening it leads to the request and marks it read.
    await bell(patient, 1).click();
    const menu = patient.getByRole('menu');
    await menu.getByText('A hospital placed a bid on your treatment request').waitFor();
    await expectNoAxeViolations(patient, 'the bell menu at 1280 px');
    await menu.getByRole('menuitem', { name: /placed a bid/ }).click();
    await patient.waitForURL(/\/requests\/[0-9a-f-]+$/);
    await patient.getByText(procedure).first().waitFor();
    await bell(patient, 0).waitFor();

    // The hospital waits; the patient accepts; the hospital's bell counts it live.
    await hospital.goto('/');
    await bell(hospital, 0).waitFor();
    await hospital.evaluate('window.__notReloaded = true');
    await patient.getByRole('button', { name: `Accept bid from ${hospitalName}` }).click();
    await patient.getByRole('button', { name: 'Accept Bid' }).click();
    await patient.getByText('Bid accepted successfully').first().waitFor();
    await bell(hospital, 1).waitFor();
    assert.equal(await hospital.evaluate('window.__notReloaded'), true, 'the bell updated live');

    // The hospital's notification page; "Mark all read" clears the bell.
    await hospital.goto('/notifications');
    await hospital.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await hospital.getByText('The patient accepted your bid').waitFor();
    await expectAccessibleAtBothWidths(hospital, '/notifications');
    await screenshotBothWidths(hospital, 'notifications');
    await hospital.getByRole('button', { name: 'Mark all read' }).click();
    await bell(hospital, 0).waitFor();

    // At 390 px the bell stays in the header and its menu passes axe.
    await patient.setViewportSize(VIEWPORTS.phone);
    await bell(patient, 0).click();
    await patient.getByRole('menu').getByText('See all notifications').waitFor();
    await expectNoAxeViolations(patient, 'the bell menu at 390 px');
    await patient.keyboard.press('Escape');

    // One digest e-mail per side once the burst is quiet: counts and a link, no details.
    // The outbox reader leaves a single-part mail's quoted-printable soft breaks in; join them.
    const textOf = async (to: string) =>
      (await waitForMail(to, DIGEST_SUBJECT, 20_000)).text.replace(/=\r?\n/g, '');
    const patientText = await textOf(patientEmail);
    const hospitalText = await textOf(hospitalEmail);
    assert.match(patientText, /1 new bid on your treatment requests/);
    assert.match(hospitalText, /1 of your bids was accepted/);
    for (const text of [patientText, hospitalText]) {
      assert.match(text, /\/notifications/);
      assert.doesNotMatch(text, /Rhinoplasty|septorhinoplasty|nostril|4[,.]?200|5[,.]?040/i);
      assert.doesNotMatch(text, new RegExp(hospitalName));
    }
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    assert.equal((await mailsTo(patientEmail, DIGEST_SUBJECT)).length, 1);
    assert.equal((await mailsTo(hospitalEmail, DIGEST_SUBJECT)).length, 1);

    await patientContext.close();
    await hospitalContext.close();
    assert.deepEqual(errors, []);
  }));
