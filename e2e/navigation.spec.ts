// Issue #12: a signed-out deep link (as the unread-message e-mail sends) shows the sign-in page
// and lands on the linked conversation afterwards; unknown paths keep SPEC's 404; after a
// client-side navigation the document title names the new page and focus is on its heading.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths } from '../src/shared/navigation/paths.ts';
import { DEMO_PATIENT, signIn } from './support/actions.ts';
import { newPersonContext, useBrowser, withFailureScreenshots } from './support/browser.ts';

const browser = useBrowser();
const errors: string[] = [];

/** The demo patient's request with an accepted bid, whose conversation the e-mail links to. */
async function acceptedRequestId(): Promise<string> {
  const context = await newPersonContext(browser(), errors);
  await signIn(await context.newPage(), DEMO_PATIENT);
  const response = await context.request.get('/api/treatment-requests');
  const requests = (await response.json()) as { id: string; status: string }[];
  await context.close();
  const accepted = requests.find((request) => request.status === 'accepted');
  assert.ok(accepted, 'the demo patient has a request with an accepted bid');
  return accepted.id;
}

void test('a signed-out conversation link signs in, then opens the conversation', () =>
  withFailureScreenshots(browser(), async () => {
    const link = paths.conversation(await acceptedRequestId());
    const context = await newPersonContext(browser(), errors);
    const page = await context.newPage();

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('next'), link);
    assert.equal(await page.title(), 'Sign in · CareAbroad');

    await page.getByLabel('Email').fill(DEMO_PATIENT.email);
    await page.getByLabel('Password').fill(DEMO_PATIENT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === link);
    await page.getByPlaceholder('Type a message…').waitFor();
    assert.equal(await page.title(), 'Messages · CareAbroad');
    await context.close();
    assert.deepEqual(errors, []);
  }));

void test('a path that does not exist is a 404 page, signed out and signed in', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors);
    const page = await context.newPage();
    for (const path of ['/no-such-page', '/requests']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
      assert.equal(await page.title(), 'Page not found · CareAbroad');
    }
    await signIn(page, DEMO_PATIENT);
    // A hospital-only page is not found for a patient (SPEC §2.1).
    await page.goto(paths.browseRequests);
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await context.close();
    assert.deepEqual(errors, []);
  }));

void test('client-side navigation titles the new page and focuses its heading', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors);
    const page = await context.newPage();
    await signIn(page, DEMO_PATIENT);
    // The signed-in shell loads as a chunk of its own; the title follows its first page.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(await page.title(), 'Dashboard · CareAbroad');

    // From the keyboard: focus the sidebar's link and press Enter.
    await page
      .getByRole('navigation', { name: 'Top' })
      .getByRole('link', { name: 'My Requests' })
      .focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === paths.myRequests);
    const heading = page.getByRole('heading', { level: 1, name: 'My Treatment Requests' });
    await heading.waitFor();
    await page.waitForFunction("document.activeElement?.tagName === 'H1'");
    assert.equal(
      await page.evaluate('document.activeElement?.textContent'),
      'My Treatment Requests',
    );
    assert.equal(await page.title(), 'My Treatment Requests · CareAbroad');

    // The journey goes on from the heading: Tab reaches the page's own controls next.
    await page.keyboard.press('Tab');
    assert.equal(
      await page.evaluate("document.activeElement?.closest('#main-content') !== null"),
      true,
      'Tab after the heading stays in the page content',
    );
    await context.close();
    assert.deepEqual(errors, []);
  }));
