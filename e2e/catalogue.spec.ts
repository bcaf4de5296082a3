// Issue #17's public catalogue: a signed-out visitor opens /treatments/knee-replacement, goes
// to a verified hospital, asks it for a quote, creates an account and lands on Create Request
// with the procedure and the hospital filled in. With JavaScript off, the pages' HTML still
// carries their title, description, canonical link, JSON-LD and content, and the hospital
// filters still work. The pages paint once: the browser hydrates the server's HTML, with no
// loader and no second request for their data (ADR 0055). Screenshots of the procedure,
// hospital and hospitals pages at 1280 and 390 px; axe on each.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD, uniqueEmail } from './support/actions.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  BASE_URL,
  newPersonContext,
  screenshotBothWidths,
  useBrowser,
  withFailureScreenshots,
} from './support/browser.ts';

const browser = useBrowser();
const errors: string[] = [];
/** The verified demo hospital (README). */
const DEMO_HOSPITAL_NAME = 'Lotus Heart Institute Chennai';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/**
 * Waits until `expression`, evaluated in the page, is true. (`page.waitForFunction` polls by
 * evaluating it inside the page, which the CSP's `script-src 'self'` refuses.)
 */
async function waitUntilTrue(page: Page, expression: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

void test('a visitor goes from a procedure to a hospital and asks it for a quote', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors);
    const page = await context.newPage();

    await page.goto('/treatments/knee-replacement');
    await heading(page, 'Knee replacement').waitFor();
    await page.getByText('1 to 3 days in hospital').waitFor();
    // The seed has no accepted knee replacement bids: the range is the data file's estimate.
    await page.getByText('$4,500 – $28,000').waitFor();
    await page.getByText('estimate', { exact: true }).waitFor();
    await page.getByRole('link', { name: DEMO_HOSPITAL_NAME }).waitFor();
    // The server's title is the search result's; once hydrated, the app names the tab.
    await waitUntilTrue(page, `document.title === 'Knee replacement · CareAbroad'`);
    await screenshotBothWidths(page, 'catalogue-treatment');
    await expectNoAxeViolations(page, 'the knee replacement page');

    await page.getByRole('link', { name: DEMO_HOSPITAL_NAME }).click();
    await heading(page, DEMO_HOSPITAL_NAME).waitFor();
    await page.getByText('Asking about').waitFor();
    await screenshotBothWidths(page, 'catalogue-hospital');
    await expectNoAxeViolations(page, 'the hospital page');

    await page.getByRole('link', { name: 'Request a quote' }).click();
    await page.waitForURL(/\/login\?mode=register&next=/);
    await page.getByLabel('First name').fill('Marta');
    await page.getByLabel('Last name').fill('Quintero');
    await page.getByLabel('Email').fill(uniqueEmail('catalogue'));
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Please select your role to continue').waitFor();
    await page.getByRole('button', { name: 'Continue as Patient' }).click();

    await page.waitForURL(/\/create-request\?procedureType=Knee%20replacement&hospital=/);
    await heading(page, 'Create Treatment Request').waitFor();
    assert.equal(await page.getByLabel('Procedure type').inputValue(), 'Knee replacement');
    assert.equal(
      await page.getByLabel('Description').inputValue(),
      `I would like a quote from ${DEMO_HOSPITAL_NAME}.`,
    );

    assert.deepEqual(errors, [], 'no console or page errors');
    await context.close();
  }));

void test('the hospitals list shows the verified demo hospitals', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors);
    const page = await context.newPage();
    await page.goto('/hospitals');
    await heading(page, 'Verified hospitals').waitFor();
    await page.getByRole('link', { name: DEMO_HOSPITAL_NAME }).waitFor();
    await page.getByRole('link', { name: 'Meridian Multispeciality Hospital Bangalore' }).waitFor();
    assert.equal(
      await page.getByRole('link', { name: 'Harbour Orthopaedic Centre Singapore' }).count(),
      0,
      'a hospital awaiting verification is not listed',
    );
    await screenshotBothWidths(page, 'catalogue-hospitals');
    await expectNoAxeViolations(page, 'the hospitals page');

    // Filtered by country: only hospitals whose approved profile says India; the address keeps
    // the filter, so the list can be shared.
    await page.getByLabel('Country').selectOption('IN');
    await page.waitForURL('**/hospitals?country=IN');
    await page.getByRole('link', { name: DEMO_HOSPITAL_NAME }).waitFor();
    await page
      .getByRole('link', { name: 'Meridian Multispeciality Hospital Bangalore' })
      .waitFor({ state: 'detached' });
    await page.getByText('Chennai, India').first().waitFor();
    await expectNoAxeViolations(page, 'the hospitals page, filtered');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.pathname === '/hospitals' && url.search === '');

    // The landing page's partner hospitals are the same verified hospitals.
    await page.goto('/');
    await page.getByRole('heading', { level: 3, name: DEMO_HOSPITAL_NAME }).waitFor();
    await page
      .locator('#hospitals')
      .screenshot({ path: 'e2e/artifacts/screenshots/catalogue-landing-hospitals-1280.png' });
    assert.deepEqual(errors, [], 'no console or page errors');
    await context.close();
  }));

void test('with JavaScript off, the pages still carry their head tags, JSON-LD and content', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await browser().newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/treatments/knee-replacement');
    assert.equal(
      await page.title(),
      'Knee replacement abroad: stay, recovery and prices · CareAbroad',
    );
    assert.match(
      (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
      /^An operation that replaces the worn or damaged surfaces of the knee joint/,
    );
    assert.equal(
      await page.locator('link[rel="canonical"]').getAttribute('href'),
      `${new URL(BASE_URL).origin}/treatments/knee-replacement`,
    );
    assert.equal(
      await page.locator('meta[property="og:title"]').getAttribute('content'),
      'Knee replacement abroad: stay, recovery and prices',
    );
    const procedure = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
    ) as Record<string, unknown>;
    assert.equal(procedure['@type'], 'MedicalProcedure');
    assert.equal(procedure.name, 'Knee replacement');
    await heading(page, 'Knee replacement').waitFor();
    await page.getByText('1 to 3 days in hospital').waitFor();

    await page.goto('/hospitals');
    await page.getByRole('link', { name: DEMO_HOSPITAL_NAME }).click();
    await heading(page, DEMO_HOSPITAL_NAME).waitFor();
    const hospital = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
    ) as Record<string, unknown>;
    assert.equal(hospital['@type'], 'Hospital');
    assert.equal(hospital.name, DEMO_HOSPITAL_NAME);

    // The filters are a plain GET form.
    await page.goto('/hospitals');
    await page.getByLabel('Country').selectOption('IN');
    await page.getByRole('button', { name: 'Show hospitals' }).click();
    await page.waitForURL(/\/hospitals\?country=IN/);
    await page.getByRole('link', { name: DEMO_HOSPITAL_NAME }).waitFor();
    assert.equal(
      await page.getByRole('link', { name: 'Meridian Multispeciality Hospital Bangalore' }).count(),
      0,
    );

    const sitemap = await context.request.get('/sitemap.xml');
    assert.match(await sitemap.text(), /<loc>[^<]*\/treatments\/knee-replacement<\/loc>/);
    await context.close();
  }));

/**
 * Run in the page before its scripts: once the parser is done (readyState "interactive", before
 * any module script runs) it keeps the server's h1 as `window.paint.serverHeading` and notes
 * every loader added from then on in `window.paint.loaders`. (A string: e2e has no DOM types.)
 */
const RECORD_FIRST_PAINT = `
  window.paint = { serverHeading: null, loaders: [] };
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    window.paint.serverHeading = document.querySelector('h1');
    const loader = '[role="status"], [data-slot="skeleton"]';
    new MutationObserver((mutations) => {
      for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
        if (node instanceof Element && (node.matches(loader) || node.querySelector(loader))) {
          window.paint.loaders.push(node.outerHTML.slice(0, 120));
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
`;

/** True once React has taken over the page's h1 (its fiber is on the node). */
const IS_HEADING_HYDRATED = `(() => {
  const h1 = document.querySelector('h1');
  return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
})()`;

/** Whether the h1 now is the server's node, and the loaders seen. */
const FIRST_PAINT_FINDINGS = `({
  isSameHeading:
    window.paint.serverHeading !== null && window.paint.serverHeading === document.querySelector('h1'),
  loaders: window.paint.loaders,
})`;

void test('the catalogue pages paint once: the server HTML hydrates, no loader, no refetch', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors);
    const hospitals = await context.request.get('/api/hospitals?limit=100');
    const demo = ((await hospitals.json()) as Array<{ name: string; slug: string }>).find(
      (hospital) => hospital.name === DEMO_HOSPITAL_NAME,
    );
    assert.ok(demo, 'the demo hospital is listed');
    await context.addInitScript(RECORD_FIRST_PAINT);
    const page = await context.newPage();
    const apiReads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiReads.push(pathname);
    });

    for (const [url, name] of [
      ['/treatments/knee-replacement', 'Knee replacement'],
      ['/hospitals', 'Verified hospitals'],
      [`/hospitals/${demo.slug}`, DEMO_HOSPITAL_NAME],
    ] as const) {
      apiReads.length = 0;
      await page.goto(url);
      await waitUntilTrue(page, IS_HEADING_HYDRATED);
      const paint = (await page.evaluate(FIRST_PAINT_FINDINGS)) as {
        isSameHeading: boolean;
        loaders: string[];
      };
      assert.ok(paint.isSameHeading, `${url}: the server's h1 is the hydrated page's h1`);
      assert.deepEqual(paint.loaders, [], `${url}: no loader appeared`);
      await heading(page, name).waitFor();
      assert.deepEqual(
        apiReads.filter((path) => /^\/api\/(treatments|hospitals|hospital-filters)/.test(path)),
        [],
        `${url}: the page's data came with the HTML`,
      );
    }
    assert.deepEqual(errors, [], 'no console or page errors');
    await context.close();
  }));
