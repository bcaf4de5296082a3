import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from './browser.ts';

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** axe-core's impact levels, least to most severe. */
const IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;
type Impact = (typeof IMPACTS)[number];

/** One axe-core rule violation, as much as a failure message needs. */
export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core (Deque's WCAG 2.x A/AA rules) on the page as it is now and returns the
 * violations of at least `minImpact` (default: every impact).
 */
export async function findAxeViolations(
  page: Page,
  { minImpact = 'minor' }: { minImpact?: Impact } = {},
): Promise<Violation[]> {
  // A dialog fading in has blended colours that fail contrast checks for a moment: axe looks at
  // the page once its finite animations (not spinners or skeleton pulses) have ended.
  await page.evaluate(`Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  )`);
  // evaluate() runs through the DevTools protocol, so the app's CSP (no inline scripts) stays on.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (options: object) => Promise<unknown> } })
      .axe;
    const result = (await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })) as { violations: Violation[] };
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
  const floor = IMPACTS.indexOf(minImpact);
  return violations.filter((v) => IMPACTS.indexOf((v.impact ?? 'minor') as Impact) >= floor);
}

/** One line per violation: rule, impact, help text and the offending elements. */
export function describeViolations(violations: readonly Violation[]): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * Fails on any axe violation of at least `minImpact` (default: every impact) on the page as it
 * is now, naming the rule and the elements. `label` says which page and state was checked.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  options: { minImpact?: Impact } = {},
): Promise<void> {
  const violations = await findAxeViolations(page, options);
  assert.deepEqual(
    describeViolations(violations),
    [],
    `axe found accessibility violations on ${label}`,
  );
}

/**
 * Violations of at least `minImpact` on the page as it is now at 1280 px and then at 390 px,
 * one line each prefixed with `label` and the width; leaves the page at 1280 px. For a journey
 * that gathers every page's problems and asserts once at the end.
 */
export async function axeProblemsAtBothWidths(
  page: Page,
  label: string,
  options: { minImpact?: Impact } = {},
): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    await page.setViewportSize(viewport);
    const lines = describeViolations(await findAxeViolations(page, options));
    problems.push(...lines.map((line) => `${label} @${viewport.width}: ${line}`));
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  return problems;
}

/** Fails on any axe violation on the page as it is now at 1280 px or at 390 px. */
export async function expectAccessibleAtBothWidths(page: Page, label: string): Promise<void> {
  assert.deepEqual(
    await axeProblemsAtBothWidths(page, label),
    [],
    `axe found accessibility violations on ${label}`,
  );
}
