// Issue #15's currency journey: the demo admin opens Exchange rates from Admin Tools, has a file
// that is not the ECB's refused with its reason, imports the ECB's eurofxref.csv and sees the
// euro per US dollar; a new patient picks euros on the settings page and sees a price
// approximately in euros. axe at 1280 and 390 px on both pages; screenshots at both widths.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { DEMO_ADMIN, signIn, signUpWithRole, uniqueEmail } from './support/actions.ts';
import { expectAccessibleAtBothWidths } from './support/axe.ts';
import {
  newPersonContext,
  screenshotBothWidths,
  useBrowser,
  withFailureScreenshots,
} from './support/browser.ts';

const browser = useBrowser();
const errors: string[] = [];
const ECB_FILE = path.resolve('test-data/exchange-rates/eurofxref.csv');

await test('admin imports the ECB rates; a patient sees prices approximately in euros', () =>
  withFailureScreenshots(browser(), async () => {
    const adminContext = await newPersonContext(browser(), errors);
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN);
    await admin.goto('/admin/tools');
    await admin.locator('#main-content').getByRole('link', { name: 'Exchange rates' }).click();
    await admin.waitForURL('**/admin/exchange-rates');
    await admin.getByRole('heading', { level: 1, name: 'Exchange rates' }).waitFor();

    // A file that is not the ECB's is refused, with the reason, and nothing changes.
    const fileInput = admin.getByLabel('ECB reference-rates file (CSV)');
    await fileInput.setInputFiles({
      name: 'prices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Currency,Rate\nEUR,1.1\n'),
    });
    await admin.getByRole('button', { name: 'Import rates' }).click();
    const refusal = admin.getByRole('alert').filter({ hasText: 'Not an ECB reference-rates file' });
    await refusal.waitFor();
    assert.match(await refusal.innerText(), /first column must be "Date" \(found "Currency"\)/);

    await fileInput.setInputFiles(ECB_FILE);
    await admin.getByRole('button', { name: 'Import rates' }).click();
    await admin.getByText('Imported 29 rates of February 6, 2026.').waitFor();
    const euroRow = admin.getByRole('row').filter({ hasText: 'EUR' });
    await euroRow.getByText('0.84788876').waitFor();
    assert.match(await euroRow.innerText(), /February 6, 2026/);
    assert.match(await euroRow.innerText(), /ECB/);
    await expectAccessibleAtBothWidths(admin, 'exchange rates (admin)');
    await screenshotBothWidths(admin, 'exchange-rates-admin');

    // The edit dialog is keyboard-reachable and accessible too.
    await euroRow.getByRole('button', { name: 'Edit EUR rate' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit the Euro rate' });
    await dialog.getByLabel('Units per US dollar').waitFor();
    assert.equal(await dialog.getByLabel('Units per US dollar').inputValue(), '0.84788876');
    await expectAccessibleAtBothWidths(admin, 'edit rate dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await adminContext.close();

    const patientContext = await newPersonContext(browser(), errors);
    const patient = await patientContext.newPage();
    await signUpWithRole(
      patient,
      { firstName: 'Elena', lastName: 'Rossi', email: uniqueEmail('currency') },
      'Patient',
    );
    // The patient's navigation shows once the role is chosen and the new session is set.
    await patient.getByRole('link', { name: 'My Requests' }).first().waitFor();
    await patient.goto('/settings');
    const currency = patient.getByRole('region', { name: 'Currency' });
    await currency.getByLabel('Also show prices in').selectOption('EUR');
    await patient.getByText('Prices also shown in Euro').first().waitFor();
    // $10,000 at 0.84788876 € per dollar.
    await currency.getByText('≈ €8,479').waitFor();
    await currency
      .getByText('approximately 8,479 euros, at the rate of February 6, 2026')
      .waitFor();
    // The choice is the account's: it is still there after a reload.
    await patient.reload();
    assert.equal(
      await patient
        .getByRole('region', { name: 'Currency' })
        .getByLabel('Also show prices in')
        .inputValue(),
      'EUR',
    );
    await patient.getByRole('region', { name: 'Currency' }).getByText('≈ €8,479').waitFor();
    await expectAccessibleAtBothWidths(patient, 'settings with a preferred currency');
    await screenshotBothWidths(patient, 'exchange-rates-settings');
    await patientContext.close();

    // Chromium logs the deliberate refusal above as a failed resource; nothing else may fail.
    const refusedImport = (error: string) =>
      error.includes('status of 400') && error.includes('/api/admin/exchange-rates/ecb-import');
    assert.equal(errors.filter(refusedImport).length, 1, 'the one refused import');
    assert.deepEqual(
      errors.filter((error) => !refusedImport(error)),
      [],
      'no other errors',
    );
  }));
