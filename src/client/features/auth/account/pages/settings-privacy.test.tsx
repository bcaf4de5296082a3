// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Consent } from '#shared/consents/consents.schemas.ts';
import { buildConsent } from '#client/test/build-consent.ts';
import { renderApp, buildCurrentUser, type ApiRoutes } from '#client/test/render-app.tsx';
import { ACCOUNT_SETTINGS } from '#client/test/account-settings-fixture.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GIVEN_AT = '2026-11-20T10:00:00.000Z';
const CONSENTS: Consent[] = [
  buildConsent({ given: true, givenAt: GIVEN_AT, givenVersion: 2 }),
  buildConsent({
    purpose: 'cross_border_sharing',
    title: 'Sharing records with a hospital abroad',
    version: 1,
    needsRenewal: true,
    givenAt: GIVEN_AT,
    givenVersion: 0,
  }),
  buildConsent({
    purpose: 'marketing_email',
    title: 'News and offers by e-mail',
    version: 1,
    withdrawnAt: GIVEN_AT,
  }),
];

/** The settings page's "Privacy and consent" region against a fake API. */
async function openPrivacy(routes: ApiRoutes = {}) {
  const rendered = renderApp('/settings', {
    user: buildCurrentUser(),
    routes: {
      'GET /api/me/settings': { status: 200, body: ACCOUNT_SETTINGS },
      'GET /api/consents': { status: 200, body: CONSENTS },
      ...routes,
    },
  });
  const region = await screen.findByRole('region', { name: 'Privacy and consent' });
  const consent = async (title: string) => within(region).findByRole('article', { name: title });
  const callsTo = (method: string, path: string) =>
    rendered.calls.filter((call) => call.method === method && call.path === path);
  return { region, consent, callsTo };
}

describe('settings page: privacy and consent (issue #14)', () => {
  it('lists each consent with its standing, version, date and text', async () => {
    const { consent } = await openPrivacy();
    const health = await consent('Processing of your health data');
    expect(within(health).getByText(/^Given on .*2026 \(text version 2\)$/)).toBeTruthy();
    expect(within(health).getByText('Read the text (version 2)')).toBeTruthy();
    expect(within(health).getByText('I can withdraw at any time.')).toBeTruthy();
    expect(within(health).getByText('Legal basis: GDPR Art. 9(2)(a)')).toBeTruthy();

    const abroad = await consent('Sharing records with a hospital abroad');
    expect(within(abroad).getByText(/The text has changed/)).toBeTruthy();
    expect(within(abroad).getByRole('button', { name: 'Agree to the new text' })).toBeTruthy();
    const marketing = await consent('News and offers by e-mail');
    expect(within(marketing).getByText(/^Withdrawn on /)).toBeTruthy();
  });

  it('gives a consent under the version shown, and shows it given', async () => {
    const user = userEvent.setup();
    const { consent, callsTo } = await openPrivacy({
      'POST /api/consents': {
        status: 200,
        body: {
          ...CONSENTS[2]!,
          given: true,
          givenAt: GIVEN_AT,
          givenVersion: 1,
          withdrawnAt: null,
        },
      },
    });
    const marketing = await consent('News and offers by e-mail');
    await user.click(within(marketing).getByRole('button', { name: 'Give consent' }));
    expect(await within(marketing).findByText(/\(text version 1\)$/)).toBeTruthy();
    expect(callsTo('POST', '/api/consents').map((call) => call.body)).toEqual([
      { purpose: 'marketing_email', textVersion: 1 },
    ]);
  });

  it('asks before withdrawing the health-data consent, explaining that sharing stops', async () => {
    const user = userEvent.setup();
    const { consent, callsTo } = await openPrivacy({
      'DELETE /api/consents/health_data': {
        status: 200,
        body: {
          ...CONSENTS[0]!,
          given: false,
          givenAt: null,
          givenVersion: null,
          withdrawnAt: GIVEN_AT,
        },
      },
    });
    const health = await consent('Processing of your health data');
    await user.click(within(health).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Sharing with hospitals stops at once.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE', '/api/consents/health_data')).toEqual([]);

    await user.click(within(health).getByRole('button', { name: 'Withdraw' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Withdraw consent',
      }),
    );
    expect(await within(health).findByText(/^Withdrawn on /)).toBeTruthy();
    expect(callsTo('DELETE', '/api/consents/health_data')).toHaveLength(1);
  });
});
