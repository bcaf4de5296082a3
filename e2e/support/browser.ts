import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** The server under test (set by e2e/run.ts). */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:5099';

const SCREENSHOT_DIR = fileURLToPath(new URL('../artifacts/screenshots', import.meta.url));

/** Debian's Chromium, with the flags this network-less machine needs (DESIGN §8). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * One Chromium for a spec file: launched before its first test and closed after its last
 * (node:test hooks). Returns the running browser; calling it before the hook ran is a bug.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in the before() hook');
    return browser;
  };
}

/** Desktop and phone widths every main page is checked at. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * A browser context (its own cookies, like a separate person) that fails the test on any
 * console error or uncaught page error. `locale` is the browser's language (its
 * `navigator.languages` and Accept-Language); Chromium's default otherwise.
 */
export async function newPersonContext(
  browser: Browser,
  errors: string[],
  { locale }: { locale?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: VIEWPORTS.desktop,
    ...(locale && { locale }),
  });
  context.on('page', (page) => watchPage(page, errors));
  return context;
}

/**
 * Network answers the product expects, which Chromium still logs as console errors: a 401 from
 * `GET /api/auth/user` is how a signed-out browser learns it is signed out.
 */
const EXPECTED_FAILED_RESOURCES = [/\/api\/auth\/user$/];

function watchPage(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    const isExpected =
      message.text().startsWith('Failed to load resource') &&
      EXPECTED_FAILED_RESOURCES.some((pattern) => pattern.test(url));
    if (!isExpected) errors.push(`console: ${message.text()} (${url})`);
  });
}

/**
 * Runs a journey; when it fails, saves a screenshot of every open page as
 * `failure-<n>.png` (with its URL in the error) before rethrowing, so CI logs show where.
 */
export async function withFailureScreenshots(
  browser: Browser,
  journey: () => Promise<void>,
): Promise<void> {
  try {
    await journey();
  } catch (error) {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const urls: string[] = [];
    let n = 0;
    for (const context of browser.contexts()) {
      for (const page of context.pages()) {
        n += 1;
        urls.push(`failure-${n}.png: ${page.url()}`);
        await page
          .screenshot({ path: path.join(SCREENSHOT_DIR, `failure-${n}.png`), fullPage: true })
          .catch(() => {});
      }
    }
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nOpen pages:\n${urls.join('\n')}`,
      { cause: error },
    );
  }
}

/** Saves full-page screenshots of `page` at desktop and phone width as `<name>-<width>.png`. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    await page.setViewportSize(viewport);
    await page.waitForLoadState('networkidle');
    // Sticky header and sidebar are painted at the current scroll offset in full-page shots.
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${name}-${viewport.width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}
