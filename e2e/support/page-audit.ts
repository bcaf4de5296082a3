// The page audit of the accessibility specs (issue #12): every page an audience can reach, at
// 1280 and 390 px: axe-core finds no serious or critical WCAG 2.1 A/AA violation, and each page
// has its own document title. One spec file per audience, so the E2E runner audits them side by
// side.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { ROLE_ROUTES, PUBLIC_ROUTES } from '../../src/shared/navigation/role-routes.ts';
import { DEMO_PATIENT, markReadAsDemoHospital, signIn } from './actions.ts';
import { describeViolations, findAxeViolations } from './axe.ts';
import { newPersonContext, useBrowser, VIEWPORTS, withFailureScreenshots } from './browser.ts';

/** The seeded hospital awaiting verification (README). */
export const DEMO_NEW_HOSPITAL = {
  email: 'newhospital@careabroad.test',
  password: 'DemoHospital#2026',
};

/** Ids that fill the route patterns' parameters, read from the demo data. */
export interface Fixtures {
  openRequestId: string;
  acceptedRequestId: string;
  hospitalId: string;
  /** A symptom check made by the audience being audited (only its creator may read it). */
  symptomSessionId: string | null;
}

const HEADERS = { 'X-Requested-With': 'fetch' };

/** A bid id that exists nowhere. */
const UNKNOWN_BID_ID = '00000000-0000-4000-8000-000000000000';

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  assert.ok(response.ok(), `GET ${url} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** Reads the demo patient's requests and bids, and runs one symptom check, in `context`. */
async function loadFixtures(context: BrowserContext): Promise<Fixtures> {
  const requests = await getJson<{ id: string; status: string }[]>(
    context.request,
    '/api/treatment-requests',
  );
  const bids = await getJson<{ id: string; status: string; hospitalId: string }[]>(
    context.request,
    '/api/bids/patient',
  );
  const open = requests.find((r) => r.status === 'open');
  const accepted = requests.find((r) => r.status === 'accepted');
  const acceptedBid = bids.find((b) => b.status === 'accepted');
  assert.ok(open && accepted && acceptedBid, 'the demo data has an open and an accepted request');
  // A message with a long link, so the conversation is audited with content in it.
  const message = await context.request.post('/api/messages', {
    headers: HEADERS,
    data: {
      treatmentRequestId: accepted.id,
      receiverId: acceptedBid.hospitalId,
      content: `Here are my reports: https://example.org/${'reports/'.repeat(20)}scan.pdf`,
    },
  });
  assert.ok(message.ok(), `sending a message answered ${message.status()}`);
  return {
    openRequestId: open.id,
    acceptedRequestId: accepted.id,
    hospitalId: acceptedBid.hospitalId,
    symptomSessionId: null,
  };
}

/** Runs one symptom check as whoever `context` is signed in as; returns its session id. */
async function checkSymptoms(context: BrowserContext): Promise<string> {
  const analysis = await context.request.post('/api/symptom-checker/analyze', {
    headers: HEADERS,
    data: {
      symptoms: ['headache', 'runny nose'],
      age: 40,
      gender: 'female',
      existingConditions: [],
      medications: [],
    },
  });
  assert.ok(analysis.ok(), `symptom analysis answered ${analysis.status()}`);
  return ((await analysis.json()) as { sessionId: string }).sessionId;
}

/**
 * A concrete URL for a route pattern. Throws for a pattern it does not know, so a route added
 * to the table without a way to visit it fails this spec instead of going unchecked.
 */
function urlFor(pattern: string, f: Fixtures): string {
  switch (pattern) {
    case '/requests/:id':
      return `/requests/${f.openRequestId}`;
    case '/pay/:bidId':
      // Not the demo's accepted bid: opening its payment page starts a payment, which would
      // change the demo data the payments journey starts from. An unknown bid is audited instead.
      return `/pay/${UNKNOWN_BID_ID}`;
    case '/messages/:requestId?':
      return `/messages/${f.acceptedRequestId}`;
    case '/submit-bid/:id':
      return `/submit-bid/${f.openRequestId}`;
    case '/symptom-checker/results':
      assert.ok(f.symptomSessionId, 'the audience ran a symptom check');
      return `/symptom-checker/results?sessionId=${f.symptomSessionId}`;
    case '/hospital/:id':
      return `/hospital/${f.hospitalId}`;
    case '/treatments/:slug':
      return '/treatments/knee-replacement';
    case '/hospitals/:slug':
      // A bare account id is a valid slug (ADR 0054).
      return `/hospitals/${f.hospitalId}`;
    default:
      assert.ok(!pattern.includes(':'), `no URL for the route pattern ${pattern}`);
      return pattern;
  }
}

/** Every page an audience can reach: its routes, plus a path that does not exist (404). */
export function urlsForRole(role: keyof typeof ROLE_ROUTES, f: Fixtures): string[] {
  const patterns = ['/', '/home', ...PUBLIC_ROUTES, '/hospital/:id', ...ROLE_ROUTES[role]];
  const urls = patterns.map((pattern) => urlFor(pattern, f));
  // The conversation list as well as one conversation.
  if (ROLE_ROUTES[role].includes('/messages/:requestId?')) urls.push('/messages');
  return [...urls, '/no-such-page'];
}

export const SIGNED_OUT_URLS = (f: Fixtures) => [
  '/',
  '/login',
  '/login?mode=register',
  ...PUBLIC_ROUTES,
  '/symptom-checker',
  urlFor('/symptom-checker/results', f),
  // A signed-in page opened signed out shows the sign-in page.
  `/messages/${f.acceptedRequestId}`,
  '/no-such-page',
];

/** Waits until the page has settled: no requests in flight, its heading and title shown. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor();
  await page.locator('[data-slot="skeleton"]').first().waitFor({ state: 'detached' });
}

/**
 * Visits every URL at desktop and phone width; returns one line per serious or critical axe
 * violation and per page whose title is missing, prefixed with the page.
 */
export async function auditPages(page: Page, audience: string, urls: readonly string[]) {
  const problems: string[] = [];
  const titles = new Map<string, string>();
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    await page.setViewportSize(viewport);
    for (const url of urls) {
      await page.goto(url);
      await settle(page);
      const label = `${audience} ${url} @${viewport.width}`;
      const violations = await findAxeViolations(page, { minImpact: 'serious' });
      problems.push(...describeViolations(violations).map((line) => `${label}: ${line}`));
      const title = await page.title();
      if (!/^\S.* · CareAbroad$/.test(title)) {
        problems.push(`${label}: document title "${title}" does not name the page`);
      }
      titles.set(url, title);
    }
  }
  return { problems, titles };
}

/** One audience of an audit: a name, its demo account (none: signed out), its URLs. */
export interface Audience {
  name: string;
  account: { email: string; password: string } | null;
  urls: (f: Fixtures) => readonly string[];
}

/**
 * Registers one test that audits every page of `audiences` (and, given `extra`, more pages in a
 * browser of its own), failing with every serious or critical problem found and every script
 * error. Reads the demo fixtures first and marks their message read at the end, so other
 * journeys find the demo hospital's inbox as the seed left it.
 */
export function auditAudiences(
  title: string,
  audiences: readonly Audience[],
  extra?: (browser: Browser, consoleLines: string[]) => Promise<string[]>,
): Promise<void> {
  const browser = useBrowser();
  // Pages are also audited in their not-found and not-allowed states (a hospital opening a
  // patient's payment page), whose API calls answer 4xx; only script errors fail the audit.
  const consoleLines: string[] = [];
  return test(title, () =>
    withFailureScreenshots(browser(), async () => {
      const problems: string[] = [];
      const setup = await newPersonContext(browser(), consoleLines);
      await signIn(await setup.newPage(), DEMO_PATIENT);
      const fixtures = await loadFixtures(setup);
      await setup.close();
      for (const audience of audiences) {
        const context = await newPersonContext(browser(), consoleLines);
        const page = await context.newPage();
        if (audience.account) await signIn(page, audience.account);
        const symptomSessionId = await checkSymptoms(context);
        const urls = audience.urls({ ...fixtures, symptomSessionId });
        problems.push(...(await auditPages(page, audience.name, urls)).problems);
        await context.close();
      }
      if (extra) problems.push(...(await extra(browser(), consoleLines)));
      await markReadAsDemoHospital(browser(), fixtures.acceptedRequestId);
      assert.equal(problems.join('\n'), '', `${problems.length} problems`);
      assert.deepEqual(
        consoleLines.filter((line) => line.startsWith('pageerror')),
        [],
      );
    }),
  );
}
