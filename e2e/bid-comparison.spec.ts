// Issue #15's comparison journey: a patient with three bids from three new verified hospitals
// switches the request page from Cards to Compare, sees the table at 1280 px with the
// over-budget mark and the services aligned, sorts by rating and back by price, then swipes the
// cards at 390 px; totals also in the patient's euros, the quotes' doctors and exclusions
// aligned. axe at both widths; screenshots at both widths.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_ADMIN } from './support/actions.ts';
import { apiPost, apiPut, registerViaApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  VIEWPORTS,
  newPersonContext,
  screenshotBothWidths,
  useBrowser,
  withFailureScreenshots,
} from './support/browser.ts';

const browser = useBrowser();
const errors: string[] = [];

await test('a patient compares three bids at 1280 and 390 px and sorts them', () =>
  withFailureScreenshots(browser(), async () => {
    const run = Date.now() % 100_000;
    const procedure = `Knee arthroscopy ${run}`;
    const admin = await newPersonContext(browser(), errors);
    await apiPost(admin.request, '/api/auth/login', DEMO_ADMIN);

    // A euro rate the admin keeps — dated before the ECB file the exchange-rates journey
    // imports, so whichever runs first, that journey's rate stays the latest — and a patient
    // who reads prices in euros (issue #15).
    await apiPut(admin.request, '/api/admin/exchange-rates/EUR', {
      unitsPerUsd: '0.90000000',
      rateDate: '2026-01-02',
    });
    const patientContext = await newPersonContext(browser(), errors);
    await registerViaApi(patientContext, 'Ada', 'patient');
    await apiPut(patientContext.request, '/api/me/preferred-currency', {
      preferredCurrency: 'EUR',
    });
    const request = await apiPost<{ id: string }>(
      patientContext.request,
      '/api/treatment-requests',
      {
        procedureType: procedure,
        description: 'Torn meniscus in the right knee; looking for arthroscopic repair.',
        preferredLocation: 'Bangkok, Thailand',
        budgetMin: 5000,
        budgetMax: 10_000,
        preferredStartDate: '2027-04-01',
        preferredEndDate: '2027-05-01',
      },
    );

    // Hospital prices 7,000 / 9,000 / 6,000 → totals 8,400 / 10,800 (over budget) / 7,200.
    const bids = [
      { name: `Apollo ${run}`, price: 7000, services: ['Surgery', 'MRI scan', 'Physiotherapy'] },
      { name: `Bumrungrad ${run}`, price: 9000, services: ['Surgery', 'Airport transfer'] },
      { name: `Chula ${run}`, price: 6000, services: ['Surgery'] },
    ];
    for (const bid of bids) {
      const context = await newPersonContext(browser(), errors);
      const { id: hospitalId } = await registerViaApi(context, bid.name, 'hospital');
      await apiPost(admin.request, `/api/admin/hospitals/${hospitalId}/verify`);
      await apiPost(context.request, '/api/bids', {
        treatmentRequestId: request.id,
        price: bid.price,
        estimatedDuration: '5 days',
        description: 'Arthroscopic meniscus repair with two physiotherapy sessions.',
        includedServices: bid.services,
        excludedServices: ['Flights'],
        leadDoctorName: `Dr ${bid.name}`,
        leadDoctorSpecialty: 'Orthopaedic surgery',
        hospitalNights: 2,
      });
      await context.close();
    }

    const page = await patientContext.newPage();
    await page.goto(`/requests/${request.id}`);
    await page.getByRole('heading', { name: 'Bids (3)' }).waitFor();
    await page.getByRole('tab', { name: 'Compare' }).click();
    const table = page.getByRole('table');
    await table.waitFor();
    await page.getByRole('heading', { name: 'Compare bids (3)' }).waitFor();

    const columns = () => table.locator('thead th a').allTextContents();
    const hospitalsOf = (...indexes: number[]) => indexes.map((i) => bids[i]?.name ?? '');
    assert.deepEqual(await columns(), hospitalsOf(2, 0, 1), 'sorted by price, lowest first');
    const totals = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Total price' }) });
    assert.match(
      (await totals.getByRole('cell').nth(2).textContent()) ?? '',
      /\$10,800.*Over budget by \$800/,
    );
    assert.match((await totals.getByRole('cell').nth(0).textContent()) ?? '', /Within budget/);
    // 7,200 USD in euros, marked approximate (at 0.9, or the ECB file's rate if imported).
    assert.match((await totals.getByRole('cell').nth(0).textContent()) ?? '', /≈ €6,[0-9]{3}/);
    const doctors = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Lead doctor' }) });
    assert.match((await doctors.getByRole('cell').nth(0).textContent()) ?? '', /Dr Chula/);
    const flights = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Flights' }) });
    assert.deepEqual(await flights.getByRole('cell').allTextContents(), [
      '✗ Excluded',
      '✗ Excluded',
      '✗ Excluded',
    ]);
    const mri = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'MRI scan' }) });
    assert.deepEqual(await mri.getByRole('cell').allTextContents(), [
      '— Not stated',
      '✓ Included',
      '— Not stated',
    ]);

    const sort = page.getByLabel('Sort bids by');
    await sort.selectOption('rating');
    await page
      .getByRole('status')
      .filter({ hasText: 'Sorted by rating, highest first.' })
      .waitFor();
    await sort.selectOption('price');
    await page.getByRole('status').filter({ hasText: 'Sorted by price, lowest first.' }).waitFor();
    assert.deepEqual(await columns(), hospitalsOf(2, 0, 1));
    await expectNoAxeViolations(page, 'the bid comparison at 1280 px');
    await screenshotBothWidths(page, 'bid-comparison');

    await page.setViewportSize(VIEWPORTS.phone);
    const strip = page.getByRole('region', { name: /swipe or scroll sideways/ });
    await strip.waitFor();
    assert.equal(await table.count(), 0, 'no table at 390 px');
    await page.getByText('1 of 3', { exact: true }).waitFor();
    await strip.getByRole('article', { name: `1 of 3: ${bids[2]?.name}` }).waitFor();
    await page.getByRole('button', { name: 'Next bid' }).click();
    await page.getByText('2 of 3', { exact: true }).waitFor();
    // Keyboard: the strip takes focus and arrow keys scroll it.
    await strip.focus();
    await page.keyboard.press('ArrowRight');
    // axe reads colours as painted: let the buttons' state transitions (disabled fades) end
    // (a cancelled one rejects: settled is enough).
    await page.evaluate('Promise.allSettled(document.getAnimations().map((a) => a.finished))');
    await expectNoAxeViolations(page, 'the bid comparison at 390 px');
    const overBudget = strip.getByRole('article', { name: `3 of 3: ${bids[1]?.name}` });
    assert.match((await overBudget.textContent()) ?? '', /Over budget by \$800/);

    assert.deepEqual(errors, []);
  }));
