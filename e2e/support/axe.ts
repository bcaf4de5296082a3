import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** One axe-core rule violation, as much as a failure message needs. */
interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core (Deque's WCAG 2.x A/AA rules) on the page as it is now and fails on any
 * violation, naming the rule and the elements. `label` says which page and state was checked;
 * `include` (CSS selectors) limits the check to parts of the page.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  include?: string[],
): Promise<void> {
  // evaluate() runs through the DevTools protocol, so the app's CSP (no inline scripts) stays on.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async (context) => {
      const axe = (
        globalThis as unknown as {
          axe: { run: (context: object, options: object) => Promise<unknown> };
        }
      ).axe;
      const result = (await axe.run(context, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      })) as { violations: Violation[] };
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map((node) => ({ target: node.target })),
      }));
    },
    include ? { include: include.map((selector) => [selector]) } : { exclude: [] },
  );
  assert.deepEqual(
    violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    [],
    `axe found accessibility violations on ${label}`,
  );
}
