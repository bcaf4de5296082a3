// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeRate } from '#shared/exchange-rates/exchange-rates.schemas.ts';
import { buildCurrentUser, renderApp } from '#client/test/render-app.tsx';
import { ACCOUNT_SETTINGS } from '#client/test/account-settings-fixture.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EUR: ExchangeRate = {
  currency: 'EUR',
  unitsPerUsd: '0.84788876',
  rateDate: '2026-02-06',
  source: 'ecb',
  updatedAt: '2026-02-06T16:00:00.000Z',
};

describe('settings: preferred currency (issue #15)', () => {
  it('offers the currencies with a rate and previews a price in the chosen one', async () => {
    const user = userEvent.setup();
    const patient = buildCurrentUser();
    const rendered = renderApp('/settings', {
      user: patient,
      routes: {
        'GET /api/me/settings': { status: 200, body: ACCOUNT_SETTINGS },
        'GET /api/exchange-rates': { status: 200, body: [EUR] },
        'PUT /api/me/preferred-currency': (body) => ({
          status: 200,
          body: { ...patient, ...(body as object) },
        }),
      },
    });
    const region = await screen.findByRole('region', { name: 'Currency' });
    const select = await within(region).findByLabelText('Also show prices in');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['US dollars only (USD)', 'Euro (EUR)']);

    await user.selectOptions(select, 'EUR');

    expect(await screen.findByText('Prices also shown in Euro')).toBeTruthy();
    expect(rendered.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      preferredCurrency: 'EUR',
    });
    // $10,000 × 0.84788876 = 8,478.89 → €8,479, spoken in full with the rate's day.
    expect(await within(region).findByText('≈ €8,479')).toBeTruthy();
    expect(
      within(region).getByText('approximately 8,479 euros, at the rate of February 6, 2026'),
    ).toBeTruthy();
  });

  it('says prices stay in dollars when no rate exists yet', async () => {
    renderApp('/settings', {
      user: buildCurrentUser(),
      routes: {
        'GET /api/me/settings': { status: 200, body: ACCOUNT_SETTINGS },
        'GET /api/exchange-rates': { status: 200, body: [] },
      },
    });
    const region = await screen.findByRole('region', { name: 'Currency' });
    expect(
      await within(region).findByText(
        'No exchange rates have been entered yet, so prices show in US dollars only.',
      ),
    ).toBeTruthy();
  });
});
