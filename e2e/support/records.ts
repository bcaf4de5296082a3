// Steps of the records vault shared by the records and sharing journeys (issue #14).
import type { Page } from 'playwright-core';

/** Starts recording the upload progress bar's value on every animation frame. */
export async function recordProgress(page: Page): Promise<void> {
  // Every change of the bar's value, not one sample a frame: a loaded machine skips frames, and
  // the last value (100) may be set and the dialog closed between two of them.
  await page.evaluate(`(() => {
    window.progressSeen = [];
    const sample = () => {
      const bar = document.querySelector('progress');
      if (bar) window.progressSeen.push(bar.value);
    };
    new MutationObserver(sample).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['value'],
    });
    sample();
  })()`);
}

/**
 * Fills the upload dialog with `file` and sends it; resolves once the record is listed on
 * /records. `giveConsent` ticks "I consent" under the health-data consent the first upload asks.
 */
export async function uploadRecord(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  fields: { title: string; documentType: string; giveConsent?: boolean },
): Promise<void> {
  await page.getByRole('button', { name: 'Upload record' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload a medical record' });
  await dialog.getByLabel('File').setInputFiles(file);
  await dialog.getByLabel('Title').fill(fields.title);
  await dialog.getByLabel('Document type').selectOption({ label: fields.documentType });
  await dialog.getByLabel('Document date').fill('2026-03-14');
  if (fields.giveConsent) {
    await dialog
      .getByRole('group', { name: 'Processing of your health data' })
      .getByLabel('I consent')
      .check();
  }
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('heading', { name: fields.title, level: 2 }).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** True when the canvas has a pixel of roughly `rgb` at its centre (the page's rectangle). */
export async function canvasCentreIs(page: Page, rgb: readonly [number, number, number]) {
  const pixel = await page.evaluate<number[]>(`(() => {
    const canvas = document.querySelector('canvas[data-drawn-page]');
    const context = canvas.getContext('2d');
    return [...context.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data];
  })()`);
  return rgb.every((value, index) => Math.abs((pixel[index] ?? -1) - value * 255) < 8);
}
