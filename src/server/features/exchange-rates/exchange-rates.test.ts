import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import type {
  EcbImportResult,
  ExchangeRate,
} from '#shared/exchange-rates/exchange-rates.schemas.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { exchangeRates } from '../../db/schema/exchange-rates.ts';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import { ADMIN_TEST_EMAIL, createActor, createAdmin, type Actor } from '../../test/factories.ts';
import { testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../test-data/exchange-rates/${name}`, import.meta.url), 'utf8');
const DAILY = fixture('eurofxref.csv');
const HISTORY = fixture('eurofxref-hist-head.csv');

describe('exchange rates (issue #15)', () => {
  let t: TestApp;
  let admin: Actor;
  let patient: Actor;
  let hospital: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    [patient, hospital] = await Promise.all([
      createActor(t.app, 'patient'),
      createActor(t.app, 'hospital'),
    ]);
  });
  beforeEach(async () => {
    await t.db.delete(exchangeRates);
  });
  afterAll(() => t.close());

  const importCsv = (csv: string, actor: Actor = admin) =>
    actor.request({
      method: 'POST',
      url: '/api/admin/exchange-rates/ecb-import',
      body: csv,
      headers: { 'content-type': 'text/csv' },
    });
  const putRate = (currency: string, body: unknown, actor: Actor = admin) =>
    actor.request({ method: 'PUT', url: `/api/admin/exchange-rates/${currency}`, body });
  const listRates = async (actor: Actor = patient) => {
    const response = await actor.get('/api/exchange-rates');
    expect(response.statusCode).toBe(200);
    return response.json<ExchangeRate[]>();
  };
  const rateOf = (rates: ExchangeRate[], currency: string) =>
    rates.find((rate) => rate.currency === currency);
  const storedRows = async () => (await t.db.select({ n: count() }).from(exchangeRates))[0]?.n;

  it('imports the daily ECB file as units per US dollar, exact to 8 places', async () => {
    const response = await importCsv(DAILY);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<EcbImportResult>();
    expect(result.rateDate).toBe('2026-02-06');
    expect(result.skipped).toEqual([]);
    // 28 currencies besides USD, plus EUR itself.
    expect(result.imported).toHaveLength(29);

    const rates = await listRates();
    // Expected values: Python's decimal, X/EUR ÷ 1.1794 quantized to 8 places half up.
    const expected = {
      EUR: '0.84788876',
      JPY: '157.08835001',
      GBP: '0.73588265',
      IDR: '16872.98626420',
      KRW: '1467.42411396',
      INR: '90.66177717',
    };
    for (const [currency, unitsPerUsd] of Object.entries(expected)) {
      expect(rateOf(rates, currency)).toMatchObject({
        unitsPerUsd,
        rateDate: '2026-02-06',
        source: 'ecb',
      });
    }
    expect(rateOf(rates, 'USD')).toBeUndefined();
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'exchange_rate.import_ecb'));
    expect(audit).toMatchObject({ actorId: admin.id, targetId: '2026-02-06', rowsAffected: 29 });
  });

  it('rounds a tie half up in decimal, where binary floats round it down', async () => {
    // 1.00000001 / 2 = 0.500000005 exactly; as doubles it is 0.50000000499…
    const response = await importCsv('Date, USD, GBP, \n06 February 2026, 2, 1.00000001, \n');
    expect(response.statusCode, response.body).toBe(200);
    expect(rateOf(await listRates(), 'GBP')?.unitsPerUsd).toBe('0.50000001');
    expect(rateOf(await listRates(), 'EUR')?.unitsPerUsd).toBe('0.50000000');
  });

  it('imports the newest day of the history file and skips its N/A currencies', async () => {
    const response = await importCsv(HISTORY);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<EcbImportResult>();
    expect(result.rateDate).toBe('2026-02-20');
    expect(result.skipped).toEqual(
      expect.arrayContaining(['BGN', 'CYP', 'EEK', 'HRK', 'RUB', 'TRL']),
    );
    const rates = await listRates();
    expect(rateOf(rates, 'EUR')).toMatchObject({
      unitsPerUsd: '0.84983428',
      rateDate: '2026-02-20',
    });
    expect(rateOf(rates, 'INR')?.unitsPerUsd).toBe('90.94544064');
    expect(rateOf(rates, 'BGN')).toBeUndefined();
  });

  it.each([
    ['an empty file', '', /the file is empty/],
    ['JSON text', '{"USD": 1.1}', /CSV could not be read/],
    ['another CSV', 'Currency,Rate\nEUR,1.1\n', /first column must be "Date" \(found "Currency"\)/],
    ['a file without USD', 'Date, JPY, \n06 February 2026, 185.27, \n', /no USD column/],
    ['a header only', 'Date, USD, JPY, \n', /no row of rates/],
    ['an unknown date', 'Date, USD, \nFebruary 6th, 1.1794, \n', /"February 6th" is not a date/],
    ['31 February', 'Date, USD, \n31 February 2026, 1.1794, \n', /not a date/],
    ['a bad rate', 'Date, USD, JPY, \n06 February 2026, 1.1794, 18x, \n', /JPY rate .* "18x"/],
    ['a zero rate', 'Date, USD, JPY, \n06 February 2026, 1.1794, 0.000, \n', /JPY rate/],
    ['a ragged row', 'Date, USD, JPY, \n06 February 2026, 1.1794, \n', /could not be read/],
    ['a non-ISO code', 'Date, USD, ABC, \n06 February 2026, 1.1, 2, \n', /ABC is not a current/],
    ['a ZIP archive', 'PK\u0003\u0004eurofxref.csv', /invalid character|ZIP archive/],
    ['USD N/A', 'Date,USD,JPY,\n2026-02-20,N/A,182.63,\n', /USD rate of 2026-02-20 is N\/A/],
    ['a future day', 'Date, USD, \n06 February 2099, 1.1794, \n', /in the future/],
  ])('refuses %s with a 400 naming the problem, storing nothing', async (_name, csv, message) => {
    await importCsv(DAILY);
    const before = await listRates();
    expectErrorEnvelope(await importCsv(csv), 400, message);
    expect(await listRates()).toEqual(before);
  });

  it('refuses a file over 4 MiB with 413 and an import sent as JSON with 400', async () => {
    expectErrorEnvelope(await importCsv(DAILY + 'x'.repeat(4 * 1024 * 1024)), 413);
    const asJson = await admin.request({
      method: 'POST',
      url: '/api/admin/exchange-rates/ecb-import',
      body: { csv: DAILY },
    });
    expectErrorEnvelope(asJson, 400, /text\/csv/);
    expect(await storedRows()).toBe(0);
  });

  it('lets an admin set a rate by hand; the latest day is the one listed', async () => {
    await importCsv(DAILY);
    const set = await putRate('EUR', { unitsPerUsd: '0.9236', rateDate: '2026-11-26' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<ExchangeRate>()).toMatchObject({
      currency: 'EUR',
      unitsPerUsd: '0.92360000',
      rateDate: '2026-11-26',
      source: 'manual',
    });
    // An older day is kept as history but does not replace the latest.
    expect((await putRate('EUR', { unitsPerUsd: '0.5', rateDate: '2026-01-01' })).statusCode).toBe(
      200,
    );
    expect(rateOf(await listRates(), 'EUR')?.unitsPerUsd).toBe('0.92360000');
    // The same day again corrects it.
    await putRate('EUR', { unitsPerUsd: '0.9300', rateDate: '2026-11-26' });
    expect(rateOf(await listRates(), 'EUR')?.unitsPerUsd).toBe('0.93000000');
    // A currency the ECB does not quote.
    expect(
      (await putRate('AED', { unitsPerUsd: '3.6725', rateDate: '2026-11-26' })).statusCode,
    ).toBe(200);
    expect(rateOf(await listRates(hospital), 'AED')?.source).toBe('manual');
  });

  it.each([
    ['USD', { unitsPerUsd: '1', rateDate: '2026-11-26' }, /USD is the base currency/],
    ['XAU', { unitsPerUsd: '0.0004', rateDate: '2026-11-26' }, /XAU is not a current ISO 4217/],
    ['eur', { unitsPerUsd: '0.9', rateDate: '2026-11-26' }, /3-letter ISO 4217 code/],
    ['EUR', { unitsPerUsd: 0.9, rateDate: '2026-11-26' }, /./],
    ['EUR', { unitsPerUsd: '0', rateDate: '2026-11-26' }, /greater than 0/],
    ['EUR', { unitsPerUsd: '-1', rateDate: '2026-11-26' }, /decimal number/],
    ['EUR', { unitsPerUsd: '0.123456789', rateDate: '2026-11-26' }, /at most 8 decimals/],
    ['EUR', { unitsPerUsd: '12345678901', rateDate: '2026-11-26' }, /decimal number/],
    ['EUR', { unitsPerUsd: '0.9', rateDate: '26/11/2026' }, /date such as/],
    ['EUR', { unitsPerUsd: '0.9', rateDate: '2099-01-01' }, /cannot be in the future/],
    ['EUR', { unitsPerUsd: '0.9', rateDate: '2026-11-26', source: 'ecb' }, /./],
  ])('refuses PUT %s %j with 400 and stores nothing', async (currency, body, message) => {
    expectErrorEnvelope(await putRate(currency, body), 400, message);
    expect(await storedRows()).toBe(0);
  });

  it('keeps rate changes to admins: 401 signed out, 403 for other roles', async () => {
    for (const actor of [patient, hospital]) {
      expectErrorEnvelope(await importCsv(DAILY, actor), 403);
      expectErrorEnvelope(
        await putRate('EUR', { unitsPerUsd: '1', rateDate: '2026-11-26' }, actor),
        403,
      );
    }
    expectErrorEnvelope(await testClient(t.app).get('/api/exchange-rates'), 401);
    expect(await storedRows()).toBe(0);
  });

  it('saves a preferred currency that has a rate and shows it on the current user', async () => {
    const refused = await patient.request({
      method: 'PUT',
      url: '/api/me/preferred-currency',
      body: { preferredCurrency: 'EUR' },
    });
    expect(expectErrorEnvelope(refused, 400, /no exchange rate for EUR/).issues?.[0]?.path).toEqual(
      ['preferredCurrency'],
    );
    await importCsv(DAILY);
    const saved = await patient.request({
      method: 'PUT',
      url: '/api/me/preferred-currency',
      body: { preferredCurrency: 'EUR' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CurrentUser>().preferredCurrency).toBe('EUR');
    expect((await patient.get('/api/auth/user')).json<CurrentUser>().preferredCurrency).toBe('EUR');
    // Back to USD, which needs no rate.
    const usd = await patient.request({
      method: 'PUT',
      url: '/api/me/preferred-currency',
      body: { preferredCurrency: 'USD' },
    });
    expect(usd.json<CurrentUser>().preferredCurrency).toBe('USD');
  });
});
