// Issue #5's Admin Tools journey: the demo admin opens Admin Tools from the dashboard, sees the
// database statistics and the launch checklist, cancels and then confirms "reset all reward
// points", sees SPEC §8's success toast, the statistics at 0 and the action in the audit log.
// Screenshots at 1280 and 390 px.
// e2e: runs alone — resetting every user's reward points would race the referral journey's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, signIn } from './support/actions.ts';
import {
  useBrowser,
  newPersonContext,
  screenshotBothWidths,
  withFailureScreenshots,
} from './support/browser.ts';

const browser = useBrowser();
const errors: string[] = [];

/** The number on the Database Statistics card labelled `label`, once it has loaded. */
async function databaseStat(page: Page, label: string): Promise<number> {
  const value = page
    .getByRole('region', { name: 'Database Statistics' })
    .getByText(label, { exact: true })
    .locator('xpath=ancestor::*[@data-slot="card"][1]')
    .locator('p.tabular-nums');
  await value.waitFor();
  return Number((await value.innerText()).replace(/[^0-9]/g, ''));
}

await test('admin resets reward points from Admin Tools and finds it in the audit log', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors);
    const page = await context.newPage();
    await signIn(page, DEMO_ADMIN);

    // The dashboard's own button, not the top bar's link of the same name.
    await page.locator('#main-content').getByRole('link', { name: 'Admin Tools' }).click();
    await page.waitForURL('**/admin/tools');
    await page.getByRole('heading', { level: 1, name: 'Admin Tools' }).waitFor();
    assert.ok((await databaseStat(page, 'Total Users')) >= 3, 'the demo accounts are counted');
    await page.getByText('E-mail through SMTP').waitFor();
    const auditLog = page.getByRole('region', { name: 'Audit Log' });
    await auditLog.getByRole('table').or(auditLog.getByText('No audit entries yet')).waitFor();
    await screenshotBothWidths(page, 'admin-tools');

    // Cancel leaves everything as it was.
    const reset = page.getByRole('button', { name: 'Reset all reward points' });
    await reset.click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
    await dialog.waitFor();
    await screenshotBothWidths(page, 'admin-tools-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(
      await auditLog.getByRole('row').filter({ hasText: 'Reset all reward points' }).count(),
      0,
      'nothing is audited before confirming',
    );

    // Yes, proceed runs it.
    await reset.click();
    await dialog.getByRole('button', { name: 'Yes, proceed' }).click();
    await page.getByText('All user reward points have been reset to 0', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await databaseStat(page, 'Total Reward Points'), 0);

    const entry = auditLog.getByRole('row').filter({ hasText: 'Reset all reward points' }).first();
    await entry.waitFor();
    assert.match(await entry.innerText(), /by Alex Morgan/);
    await screenshotBothWidths(page, 'admin-tools-after-reset');

    await context.close();
    assert.deepEqual(errors, [], 'no console or page errors');
  }));
