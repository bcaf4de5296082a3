// Issue #14's records vault in the browser: a new patient uploads a PNG (over a throttled link,
// so the progress bar is seen moving to completion) and a two-page PDF, previews the PDF (drawn
// by pdf.js on a canvas, page by page) and the image, finds their own read in the access log,
// and deletes one after confirming. axe finds nothing serious; screenshots at 1280 and 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signUpWithRole, uniqueEmail } from './support/actions.ts';
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

await test('a patient uploads, previews, audits and deletes medical records', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors);
    const page = await context.newPage();
    await signUpWithRole(
      page,
      { firstName: 'Ines', lastName: 'Moreau', email: uniqueEmail('records') },
      'Patient',
    );

    await page.getByRole('link', { name: 'Medical Records' }).first().click();
    await page.waitForURL('**/records');
    await page.getByRole('heading', { name: 'No records yet' }).waitFor();
    assert.equal(await page.title(), 'Medical Records · CareAbroad');
    await expectNoAxeViolations(page, '/records (empty)', { minImpact: 'serious' });
    await page.getByRole('button', { name: 'Upload record' }).first().click();
    await page.getByRole('dialog', { name: 'Upload a medical record' }).waitFor();
    await expectNoAxeViolations(page, 'upload dialog', { minImpact: 'serious' });
    await screenshotBothWidths(page, 'records-upload-dialog');
    await page.keyboard.press('Escape');

    // A 1.5 MB PNG over a 512 KB/s uplink: the bar moves, reaches 100 % and the record is listed.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 512 * 1024,
    });
    await recordProgress(page);
    await uploadRecord(
      page,
      { name: 'hand-x-ray.png', mimeType: 'image/png', buffer: makeNoisePng(700) },
      { title: 'Hand X-ray', documentType: 'Imaging', giveConsent: true },
    );
    const progressSeen = await page.evaluate<number[]>('window.progressSeen');
    assert.ok(
      progressSeen.some((value) => value > 0 && value < 100),
      `the bar showed progress on the way: ${progressSeen.join(',')}`,
    );
    assert.ok(progressSeen.includes(100), 'the bar reached 100 %');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByText('Record uploaded').first().waitFor();

    const blue = [0.1, 0.4, 0.8] as const;
    const red = [0.8, 0.2, 0.1] as const;
    await uploadRecord(
      page,
      {
        name: 'echo-report.pdf',
        mimeType: 'application/pdf',
        buffer: makeRectanglesPdf([blue, red]),
      },
      { title: 'Echo report', documentType: 'Lab report' },
    );
    await screenshotBothWidths(page, 'records-list');
    await expectNoAxeViolations(page, '/records (two records)', { minImpact: 'serious' });

    // The PDF, drawn by pdf.js: page 1 blue, then page 2 red.
    await page.getByRole('button', { name: 'View Echo report' }).click();
    const pdfDialog = page.getByRole('dialog', { name: 'Echo report' });
    await pdfDialog.locator('canvas[data-drawn-page="1"]').waitFor();
    assert.ok(await canvasCentreIs(page, blue), 'page 1 is drawn');
    await pdfDialog.getByRole('img', { name: 'Echo report, page 1 of 2' }).waitFor();
    await pdfDialog.getByRole('button', { name: 'Next page' }).click();
    await pdfDialog.locator('canvas[data-drawn-page="2"]').waitFor();
    assert.ok(await canvasCentreIs(page, red), 'page 2 is drawn');
    // The patient's own read of the file is in its access log.
    const pdfLog = pdfDialog.getByRole('region', { name: 'Who has seen this file' });
    await pdfLog.getByText('Ines Moreau').waitFor();
    await pdfLog.getByText(/\(you\)/).waitFor();
    await expectNoAxeViolations(page, 'PDF preview', { minImpact: 'serious' });
    await screenshotBothWidths(page, 'records-pdf-preview');
    await page.keyboard.press('Escape');
    await pdfDialog.waitFor({ state: 'detached' });

    // The image, shown inline.
    await page.getByRole('button', { name: 'View Hand X-ray' }).click();
    const imageDialog = page.getByRole('dialog', { name: 'Hand X-ray' });
    const image = imageDialog.getByRole('img', { name: 'Hand X-ray' });
    await image.waitFor();
    const naturalWidth = await page.evaluate<number>(
      `(async () => {
        const img = document.querySelector('[role="dialog"] img');
        await img.decode();
        return img.naturalWidth;
      })()`,
    );
    assert.equal(naturalWidth, 700, 'the image is drawn');
    await imageDialog
      .getByRole('region', { name: 'Who has seen this file' })
      .getByText(/\(you\)/)
      .waitFor();
    await screenshotBothWidths(page, 'records-image-preview');
    await page.keyboard.press('Escape');
    await imageDialog.waitFor({ state: 'detached' });

    // Delete, after confirming.
    await page.getByRole('button', { name: 'Delete Hand X-ray' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this record?' });
    await confirm.getByRole('button', { name: 'Delete record' }).click();
    await page.getByText('Record deleted').first().waitFor();
    await page.getByRole('heading', { name: 'Hand X-ray' }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Echo report' }).waitFor();

    await context.close();
    assert.deepEqual(errors, []);
  }));
