// Issue #14's done-when for sharing: a patient with a request gets a bid from a verified
// hospital; the hospital asks for a document; the patient uploads a PNG scan and a PDF (giving
// the health-data consent in the upload form, watching the progress bar) and shares both with
// that hospital answering its ask (giving the cross-border consent in the share dialog); the
// hospital previews both (PDF drawn on a canvas, image decoded); the patient revokes and the
// hospital's very next read is 404; the patient's access log shows both hospital reads.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, signIn, signUpWithRole, uniqueEmail } from './support/actions.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  newPersonContext,
  screenshotBothWidths,
  useBrowser,
  withFailureScreenshots,
} from './support/browser.ts';
import { makeNoisePng, makeRectanglesPdf } from './support/record-files.ts';
import { canvasCentreIs, recordProgress, uploadRecord } from './support/records.ts';

const browser = useBrowser();
const errors: string[] = [];

/**
 * Calls the API from the page, as its signed-in user (the browser's own cookies); returns the
 * status and JSON answer.
 */
async function callApi<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const answer = await page.evaluate(
    async ([method, path, body]) => {
      const response = await fetch(path, {
        method,
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const isJson = response.headers.get('content-type')?.includes('json') ?? false;
      return { status: response.status, json: isJson ? await response.json() : null };
    },
    [method, path, body] as const,
  );
  return answer as { status: number; json: T };
}

/** POSTs `body` as the page's user; returns the JSON answer or throws with the status. */
async function post<T>(page: Page, path: string, body: unknown = {}): Promise<T> {
  const { status, json } = await callApi<T>(page, 'POST', path, body);
  if (status >= 300) throw new Error(`POST ${path} answered ${status}: ${JSON.stringify(json)}`);
  return json;
}

await test('a patient shares records with a bidding hospital, then revokes', () =>
  withFailureScreenshots(browser(), async () => {
    const procedure = `Aortic valve repair ${Date.now()}`;
    const hospitalName = `Harbour Heart Clinic ${Date.now() % 10_000}`;
    const ask = 'Please share your latest echocardiogram report.';

    // A patient with a request; a new hospital, verified by the admin, bids on it.
    const patientContext = await newPersonContext(browser(), errors);
    const patient = await patientContext.newPage();
    await signUpWithRole(
      patient,
      { firstName: 'Lena', lastName: 'Novak', email: uniqueEmail('sharing-patient') },
      'Patient',
    );
    // The role's answer rotates the session cookie: call the API only once it has arrived.
    await patient.getByText('Role selected successfully').first().waitFor();
    const request = await post<{ id: string }>(patient, '/api/treatment-requests', {
      procedureType: procedure,
      description: 'Moderate aortic stenosis, cardiologist recommends repair.',
      preferredLocation: 'Istanbul, Turkey',
      budgetMin: 8000,
      budgetMax: 15000,
      preferredStartDate: '2027-04-01',
      preferredEndDate: '2027-05-01',
    });
    const hospitalContext = await newPersonContext(browser(), errors);
    const hospital = await hospitalContext.newPage();
    await signUpWithRole(
      hospital,
      { firstName: hospitalName, lastName: 'Istanbul', email: uniqueEmail('sharing-hospital') },
      'Hospital',
    );
    await hospital.getByText('Role selected successfully').first().waitFor();
    const adminContext = await newPersonContext(browser(), errors);
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN);
    const hospitalUser = await callApi<{ id: string }>(hospital, 'GET', '/api/auth/user');
    await post(admin, `/api/admin/hospitals/${hospitalUser.json.id}/verify`);
    await adminContext.close();
    await post(hospital, '/api/bids', {
      treatmentRequestId: request.id,
      price: 11000,
      estimatedDuration: '10 days',
      description: 'Minimally invasive aortic valve repair with five nights on the ward.',
    });

    // The hospital asks for a document on the request's page.
    const requestPath = `/requests/${request.id}`;
    await hospital.goto(requestPath);
    await hospital.getByRole('heading', { name: 'Records shared with you' }).waitFor();
    await hospital.getByText('The patient has not shared any files with you').waitFor();
    await hospital.getByLabel('What do you need?').fill(ask);
    await hospital.getByRole('button', { name: 'Send request' }).click();
    await hospital.getByText('Waiting for the patient').waitFor();
    await expectNoAxeViolations(hospital, 'hospital request page (ask sent)', {
      minImpact: 'serious',
    });

    // The patient uploads a PNG scan (consent step, progress bar over a slow link) and a PDF.
    await patient.goto('/records');
    await patient.getByRole('heading', { name: 'No records yet' }).waitFor();
    const cdp = await patientContext.newCDPSession(patient);
    const uplink = (bytesPerSecond: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: bytesPerSecond,
      });
    await uplink(512 * 1024);
    await recordProgress(patient);
    await uploadRecord(
      patient,
      { name: 'chest-scan.png', mimeType: 'image/png', buffer: makeNoisePng(600) },
      { title: 'Chest scan', documentType: 'Imaging', giveConsent: true },
    );
    const progressSeen = await patient.evaluate<number[]>('window.progressSeen');
    assert.ok(
      progressSeen.some((value) => value > 0 && value < 100),
      'the bar moved',
    );
    assert.ok(progressSeen.includes(100), 'the bar reached 100 %');
    await uplink(-1);
    const blue = [0.1, 0.4, 0.8] as const;
    await uploadRecord(
      patient,
      { name: 'echo.pdf', mimeType: 'application/pdf', buffer: makeRectanglesPdf([blue]) },
      { title: 'Echo report', documentType: 'Lab report' },
    );

    // … sees the hospital's ask on the request and answers it by sharing both files.
    await patient.goto(requestPath);
    const sharing = patient.getByRole('region', { name: hospitalName });
    await sharing.getByText(`“${ask}”`).waitFor();
    await expectNoAxeViolations(patient, 'patient sharing card', { minImpact: 'serious' });
    await screenshotBothWidths(patient, 'sharing-card-ask');
    await sharing
      .getByRole('listitem')
      .filter({ hasText: ask })
      .getByRole('button', { name: 'Share files' })
      .click();
    const dialog = patient.getByRole('dialog', { name: `Share files with ${hospitalName}` });
    await dialog.getByLabel('Chest scan').check();
    await dialog.getByLabel('Echo report').check();
    await dialog.getByLabel('Purpose').fill('To plan and price my valve repair.');
    assert.equal(await dialog.getByLabel('Access ends after (days)').inputValue(), '30');
    const crossBorder = dialog.getByRole('group', {
      name: 'Sharing records with a hospital abroad',
    });
    await crossBorder.waitFor();
    // Sharing without the consent is refused in place.
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await dialog
      .getByRole('alert')
      .getByText(/Tick “I consent”/)
      .waitFor();
    await crossBorder.getByLabel('I consent').check();
    await expectNoAxeViolations(patient, 'share dialog', { minImpact: 'serious' });
    await screenshotBothWidths(patient, 'sharing-dialog');
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await sharing.getByText('Answered').waitFor();
    await sharing.getByText('Live').waitFor();
    await screenshotBothWidths(patient, 'sharing-card-live');

    // The hospital previews both: the PDF drawn by pdf.js, the image decoded.
    await hospital.reload();
    await hospital.getByRole('button', { name: 'View Chest scan' }).waitFor();
    await hospital.getByText('Answered').waitFor();
    await screenshotBothWidths(hospital, 'shared-records-hospital');
    await hospital.getByRole('button', { name: 'View Echo report' }).click();
    const pdfDialog = hospital.getByRole('dialog', { name: 'Echo report' });
    await pdfDialog.locator('canvas[data-drawn-page="1"]').waitFor();
    assert.ok(await canvasCentreIs(hospital, blue), 'the PDF page is drawn');
    await hospital.keyboard.press('Escape');
    await pdfDialog.waitFor({ state: 'detached' });
    await hospital.getByRole('button', { name: 'View Chest scan' }).click();
    await hospital.getByRole('dialog', { name: 'Chest scan' }).getByRole('img').waitFor();
    const naturalWidth = await hospital.evaluate<number>(`(async () => {
      const img = document.querySelector('[role="dialog"] img');
      await img.decode();
      return img.naturalWidth;
    })()`);
    assert.equal(naturalWidth, 600, 'the image is decoded');
    await expectNoAxeViolations(hospital, 'hospital image preview', { minImpact: 'serious' });
    await hospital.keyboard.press('Escape');
    const { json: sharedRecords } = await callApi<{ id: string }[]>(
      hospital,
      'GET',
      `/api/treatment-requests/${request.id}/shared-records`,
    );
    assert.equal(sharedRecords.length, 2);

    // The patient revokes; the hospital's next read of either file is 404 at once.
    await sharing.getByRole('button', { name: 'Revoke' }).click();
    await patient
      .getByRole('alertdialog', { name: 'Revoke access?' })
      .getByRole('button', { name: 'Revoke access' })
      .click();
    await patient.getByText('Access revoked').first().waitFor();
    await sharing.getByText('Revoked', { exact: true }).waitFor();
    for (const record of sharedRecords) {
      const read = await callApi(hospital, 'GET', `/api/records/${record.id}/content`);
      assert.equal(read.status, 404, 'a revoked grant serves nothing');
    }
    // Chromium logs each refused read as a console error: expected here, and only here.
    const refusedReads = errors.filter((line) => /404.*\/api\/records\/.*\/content/.test(line));
    assert.equal(refusedReads.length, sharedRecords.length);
    errors.splice(0, errors.length, ...errors.filter((line) => !refusedReads.includes(line)));
    await hospital.reload();
    await hospital.getByText('The patient has not shared any files with you').waitFor();

    // The patient's access log shows the hospital's read of each file.
    await patient.goto('/records');
    for (const title of ['Echo report', 'Chest scan']) {
      await patient.getByRole('button', { name: `View ${title}` }).click();
      const log = patient
        .getByRole('dialog', { name: title })
        .getByRole('region', { name: 'Who has seen this file' });
      await log.getByText(`${hospitalName} Istanbul`).waitFor();
      await patient.keyboard.press('Escape');
      await patient.getByRole('dialog', { name: title }).waitFor({ state: 'detached' });
    }

    await patientContext.close();
    await hospitalContext.close();
    assert.deepEqual(errors, [], 'no console or page errors');
  }));
