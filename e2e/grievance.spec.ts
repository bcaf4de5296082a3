// Issue #5's grievance journey, signed out: read how grievances work, file one, copy the
// reference code from the success dialog, check its status through Check Status and by typing
// the code in lower case without dashes (DESIGN §5), and see "Grievance Not Found" for a wrong
// code. Then the contact form's success toast (SPEC §8) and the FAQ accordion (SPEC §2.9).
// Screenshots of every page at 1280 and 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  useBrowser,
  newPersonContext,
  screenshotBothWidths,
  withFailureScreenshots,
} from './support/browser.ts';

const browser = useBrowser();
const errors: string[] = [];

const GROUPED_CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){6}$/;

/**
 * Console errors the journey causes on purpose: the browser logs the 404 of a lookup with a
 * wrong code as a failed resource.
 */
const unexpectedErrors = () =>
  errors.filter((error) => !/Failed to load resource.*\/api\/support\//.test(error));

async function fillSupportForm(
  page: Page,
  fields: { name: string; email: string; subject: string; message: string },
  messageLabel: string,
): Promise<void> {
  await page.getByLabel('Full name').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Subject').fill(fields.subject);
  await page.getByLabel(messageLabel).fill(fields.message);
}

async function searchStatus(page: Page, code: string): Promise<void> {
  await page.getByLabel('Reference code').fill(code);
  await page.getByRole('button', { name: 'Check Status' }).click();
}

const statusCard = (page: Page) => page.getByRole('region', { name: 'Grievance status' });

void test('a visitor files a grievance, copies its reference code and checks its status in any spelling', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const subject = `Hospital ignored my questions ${Date.now()}`;

    // Grievance info explains the four steps and leads to the form.
    await page.goto('/grievance-info');
    await page.getByRole('heading', { level: 1, name: 'How grievances work' }).waitFor();
    for (const step of ['Submission', 'Acknowledgment', 'Investigation', 'Resolution']) {
      await page.getByRole('heading', { level: 2, name: new RegExp(step) }).waitFor();
    }
    await screenshotBothWidths(page, 'grievance-info');
    await page.getByRole('link', { name: 'File a Grievance' }).click();
    await page.waitForURL('**/grievance');
    await page.getByRole('heading', { level: 1, name: 'File a Grievance' }).waitFor();

    // Empty fields are refused with SPEC §5's messages.
    await page.getByRole('button', { name: 'Submit Grievance' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Message is required').waitFor();
    await screenshotBothWidths(page, 'grievance-form');

    await fillSupportForm(
      page,
      {
        name: 'Maria Lopez',
        email: 'maria.lopez@example.test',
        subject,
        message: 'I asked about the recovery time three times and got no reply.',
      },
      'Describe your grievance',
    );
    await page.getByRole('button', { name: 'Submit Grievance' }).click();

    // The success dialog shows the grouped code, copies it, and leads to its status.
    const dialog = page.getByRole('dialog', { name: 'Grievance Submitted' });
    await dialog.waitFor();
    const referenceCode = (await dialog.locator('output').innerText()).trim();
    assert.match(referenceCode, GROUPED_CODE);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Reference code copied to clipboard.').first().waitFor();
    assert.equal(String(await page.evaluate('navigator.clipboard.readText()')), referenceCode);
    await screenshotBothWidths(page, 'grievance-submitted');
    await dialog.getByRole('link', { name: 'Check Status' }).click();

    await page.waitForURL((url) => url.pathname === '/grievance-status');
    assert.equal(new URL(page.url()).searchParams.get('code'), referenceCode);
    await statusCard(page).getByRole('heading', { name: subject }).waitFor();
    await statusCard(page).getByText('Open', { exact: true }).waitFor();
    await statusCard(page).getByText(referenceCode).waitFor();
    await screenshotBothWidths(page, 'grievance-status');

    // The same grievance, typed in lower case without dashes.
    await searchStatus(page, referenceCode.replaceAll('-', '').toLowerCase());
    await page.waitForURL((url) => url.searchParams.get('code') !== referenceCode);
    await statusCard(page).getByRole('heading', { name: subject }).waitFor();
    await statusCard(page).getByText('Open', { exact: true }).waitFor();
    await statusCard(page).getByText(referenceCode).waitFor();

    // And in lower case with its dashes.
    await searchStatus(page, referenceCode.toLowerCase());
    await statusCard(page).getByRole('heading', { name: subject }).waitFor();

    // A wrong code is not found (SPEC §8).
    const wrongCode = `${referenceCode.slice(0, -1)}${referenceCode.endsWith('0') ? '1' : '0'}`;
    await searchStatus(page, wrongCode);
    await page.getByRole('heading', { name: 'Grievance Not Found' }).waitFor();
    await page
      .getByText(`We couldn't find a grievance with reference code ${wrongCode}.`, { exact: false })
      .waitFor();
    await screenshotBothWidths(page, 'grievance-not-found');

    assert.deepEqual(unexpectedErrors(), [], 'no unexpected console or page errors');
    await context.close();
  }));

void test('a visitor sends a message through the contact form and reads the FAQ', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors);
    const page = await context.newPage();

    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact Support' }).waitFor();
    await page.getByRole('link', { name: 'Send us a message' }).waitFor();
    await screenshotBothWidths(page, 'contact');
    await fillSupportForm(
      page,
      {
        name: 'Tom Baker',
        email: 'tom.baker@example.test',
        subject: 'Question about verification',
        message: 'How do you verify hospitals?',
      },
      'Message',
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page
      .getByText("Your message has been sent. We'll get back to you soon!", { exact: true })
      .first()
      .waitFor();
    assert.equal(await page.getByLabel('Subject').inputValue(), '', 'the form is cleared');

    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    const questions = page.getByRole('button', { name: /\?$/ });
    assert.equal(await questions.count(), 5);
    await page.getByRole('button', { name: 'How long does it take to receive bids?' }).click();
    await page.getByText(/within 24–48 hours/).waitFor();
    await page.getByText(/you can set an optional bid deadline/).waitFor();
    await screenshotBothWidths(page, 'faq');

    assert.deepEqual(unexpectedErrors(), [], 'no unexpected console or page errors');
    await context.close();
  }));
