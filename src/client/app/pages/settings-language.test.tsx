// @vitest-environment happy-dom
// The account's language (issue #17, ADR 0064): the settings card switches the app at once and
// saves the choice on the account; a browser without a choice of its own adopts the account's.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, applyDocumentLocale } from '#client/i18n/i18n.ts';
import { LOCALE_STORAGE_KEY } from '#client/i18n/locales.ts';
import { ACCOUNT_SETTINGS } from '#client/test/account-settings-fixture.ts';
import { buildCurrentUser, renderApp } from '#client/test/render-app.tsx';
import { activatePseudoLocale, untranslatedTexts } from '#client/test/untranslated-text.ts';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await activateLocale('en');
  applyDocumentLocale('en');
});

const settingsRoutes = { 'GET /api/me/settings': { status: 200, body: ACCOUNT_SETTINGS } };
const patient = buildCurrentUser();
/** The account's language saved as the server does: the current user with it. */
const savingRoute = {
  'PUT /api/me/preferred-locale': (body: unknown) => ({
    status: 200,
    body: { ...patient, ...(body as object) },
  }),
};

describe('settings: language', () => {
  it('switches the app at once and saves the language on the account', async () => {
    const user = userEvent.setup();
    const rendered = renderApp('/settings', {
      user: patient,
      routes: { ...settingsRoutes, ...savingRoute },
    });
    const region = await screen.findByRole('region', { name: 'Language' });
    const select = within(region).getByLabelText('Show CareAbroad in');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Español', 'Deutsch', 'العربية', 'हिन्दी']);

    await user.selectOptions(select, 'es');

    const spanish = await screen.findByRole('region', { name: 'Idioma' });
    expect(within(spanish).getByLabelText('Mostrar CareAbroad en')).toHaveProperty('value', 'es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
    expect(rendered.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/me/preferred-locale',
      body: { preferredLocale: 'es' },
    });
    // The keyboard stays where it was, on the re-rendered control.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(spanish).getByLabelText('Mostrar CareAbroad en')),
    );
  });

  it('says when the language could not be saved, and keeps the switch', async () => {
    const user = userEvent.setup();
    renderApp('/settings', {
      user: buildCurrentUser(),
      routes: {
        ...settingsRoutes,
        'PUT /api/me/preferred-locale': {
          status: 503,
          body: { message: 'Service unavailable', code: 'DATABASE_UNAVAILABLE' },
        },
      },
    });
    const region = await screen.findByRole('region', { name: 'Language' });
    await user.selectOptions(within(region).getByLabelText('Show CareAbroad in'), 'de');
    expect(await screen.findByText('Ihre Sprache konnte nicht gespeichert werden')).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });

  it('shows only catalogue text', async () => {
    const pseudo = activatePseudoLocale();
    try {
      renderApp('/settings', { user: buildCurrentUser(), routes: settingsRoutes });
      const region = await screen.findByRole('region', { name: '⟦Language⟧' });
      expect(untranslatedTexts(region)).toEqual([]);
    } finally {
      pseudo.restore();
    }
  });
});

describe('the header switcher, signed in', () => {
  it('saves the chosen language on the account too', async () => {
    const user = userEvent.setup();
    const rendered = renderApp('/', { user: patient, routes: savingRoute });
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Deutsch' }));
    await screen.findByRole('button', { name: 'Sprache: Deutsch' });
    await waitFor(() =>
      expect(rendered.calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/me/preferred-locale',
        body: { preferredLocale: 'de' },
      }),
    );
  });
});

describe("the account's language on a new browser", () => {
  it('is adopted after sign-in when the browser has no choice of its own', async () => {
    renderApp('/', { user: buildCurrentUser({ preferredLocale: 'de' }) });
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de');
  });

  it("gives way to this browser's own choice", async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    renderApp('/', { user: buildCurrentUser({ preferredLocale: 'de' }) });
    await screen.findByRole('button', { name: 'Language: English' });
    expect(document.documentElement.lang).not.toBe('de');
  });
});
