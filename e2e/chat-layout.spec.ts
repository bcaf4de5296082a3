// Issue #12: a chat message holding one long URL or word wraps inside its bubble; the
// conversation never scrolls sideways, at 1280 and at 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths } from '../src/shared/navigation/paths.ts';
import { DEMO_PATIENT, markReadAsDemoHospital, signIn } from './support/actions.ts';
import {
  newPersonContext,
  screenshotBothWidths,
  useBrowser,
  VIEWPORTS,
  withFailureScreenshots,
} from './support/browser.ts';

const browser = useBrowser();
const errors: string[] = [];

void test('a long URL in a chat message wraps at desktop and phone width', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors);
    const page = await context.newPage();
    await signIn(page, DEMO_PATIENT);
    const response = await context.request.get('/api/treatment-requests');
    const requests = (await response.json()) as { id: string; status: string }[];
    const accepted = requests.find((request) => request.status === 'accepted');
    assert.ok(accepted, 'the demo patient has a request with an accepted bid');

    await page.goto(paths.conversation(accepted.id));
    const longUrl = `https://example.org/${'very-long-path-segment'.repeat(12)}?q=${Date.now()}`;
    const longWord = `Pneumonoultramicroscopicsilicovolcanoconiosis${'x'.repeat(80)}`;
    for (const content of [longUrl, longWord]) {
      await page.getByPlaceholder('Type a message…').fill(content);
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByRole('log', { name: 'Messages' }).getByText(content).waitFor();
    }

    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      await page.setViewportSize(viewport);
      for (const content of [longUrl, longWord]) {
        const bubble = page.getByRole('log', { name: 'Messages' }).getByText(content);
        const box = await bubble.boundingBox();
        assert.ok(box, 'the message is shown');
        assert.ok(
          box.x >= 0 && box.x + box.width <= viewport.width,
          `the message fits in ${viewport.width} px (${box.x}–${box.x + box.width})`,
        );
        assert.equal(
          await bubble.evaluate((node) => node.scrollWidth <= node.clientWidth),
          true,
          `the message's text wraps at ${viewport.width} px`,
        );
      }
      assert.equal(
        await page.evaluate(
          'document.documentElement.scrollWidth <= document.documentElement.clientWidth',
        ),
        true,
        `the page does not scroll sideways at ${viewport.width} px`,
      );
    }
    await screenshotBothWidths(page, 'chat-long-url');
    await context.close();
    await markReadAsDemoHospital(browser(), accepted.id);
    assert.deepEqual(errors, []);
  }));
