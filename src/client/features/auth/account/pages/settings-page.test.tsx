// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountSettings } from '#shared/account/account.schemas.ts';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { WEAK_PASSWORD_MESSAGE } from '#shared/auth/password-strength.ts';
import { buildCurrentUser, renderApp, type ApiRoutes } from '#client/test/render-app.tsx';
import { ACCOUNT_SETTINGS } from '#client/test/account-settings-fixture.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The settings page of `user` against a fake API; returns the region named `name`. */
async function openSettings(
  {
    user = buildCurrentUser(),
    settings = {},
    routes = {},
  }: { user?: CurrentUser; settings?: Partial<AccountSettings>; routes?: ApiRoutes } = {},
  name: string,
) {
  const rendered = renderApp('/settings', {
    user,
    routes: {
      'GET /api/me/settings': { status: 200, body: { ...ACCOUNT_SETTINGS, ...settings } },
      ...routes,
    },
  });
  const region = await screen.findByRole('region', { name });
  const callsTo = (method: string, path: string) =>
    rendered.calls.filter((call) => call.method === method && call.path === path);
  return { region, callsTo };
}

describe('settings page (issue #12)', () => {
  it('saves a new name and says so', async () => {
    const user = userEvent.setup();
    const patient = buildCurrentUser();
    const { region, callsTo } = await openSettings(
      {
        user: patient,
        routes: {
          'PATCH /api/me/profile': (body) => ({
            status: 200,
            body: { ...patient, ...(body as object) },
          }),
        },
      },
      'Profile',
    );
    const firstName = within(region).getByLabelText('First name');
    expect((firstName as HTMLInputElement).value).toBe('Priya');
    await user.clear(firstName);
    await user.type(firstName, 'Anjali');
    await user.click(within(region).getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(callsTo('PATCH', '/api/me/profile').map((call) => call.body)).toEqual([
      { firstName: 'Anjali', lastName: 'Sharma' },
    ]);
  });

  it('asks for an e-mail change with the password and shows where the link went', async () => {
    const user = userEvent.setup();
    const answer = 'We sent a link to new@example.com. Your address changes when you open it.';
    const { region, callsTo } = await openSettings(
      { routes: { 'POST /api/me/email': { status: 202, body: { message: answer } } } },
      'E-mail address',
    );
    expect(within(region).getByText('priya@example.test')).toBeTruthy();
    await user.type(within(region).getByLabelText('New e-mail address'), 'new@example.com');
    await user.type(within(region).getByLabelText('Current password'), 'my-current-password');
    await user.click(within(region).getByRole('button', { name: 'Send confirmation link' }));

    expect(await within(region).findByText(answer)).toBeTruthy();
    expect(callsTo('POST', '/api/me/email')[0]?.body).toEqual({
      newEmail: 'new@example.com',
      currentPassword: 'my-current-password',
    });
  });

  it('refuses a guessable new password with the strength message, then changes a strong one', async () => {
    const user = userEvent.setup();
    const { region, callsTo } = await openSettings(
      { routes: { 'POST /api/me/password': { status: 204 } } },
      'Password',
    );
    await user.type(within(region).getByLabelText('Current password'), 'my-current-password');
    const newPassword = within(region).getByLabelText('New password');
    await user.type(newPassword, 'password123');
    await user.click(within(region).getByRole('button', { name: 'Change password' }));
    expect(await within(region).findByText(WEAK_PASSWORD_MESSAGE)).toBeTruthy();
    expect(callsTo('POST', '/api/me/password')).toHaveLength(0);

    await user.clear(newPassword);
    await user.type(newPassword, 'Quiet-harbour-lantern-81');
    await user.click(within(region).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your other sessions were signed out.')).toBeTruthy();
    expect(callsTo('POST', '/api/me/password')[0]?.body).toEqual({
      currentPassword: 'my-current-password',
      newPassword: 'Quiet-harbour-lantern-81',
    });
  });

  it('signs out the other sessions it counts', async () => {
    const user = userEvent.setup();
    const { region, callsTo } = await openSettings(
      {
        settings: { otherSessions: 2 },
        routes: { 'POST /api/me/sessions/end-others': { status: 200, body: { ended: 2 } } },
      },
      'Sessions',
    );
    expect(
      within(region).getByText('You are also signed in on 2 other browsers or devices.'),
    ).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Sign out of other sessions' }));
    expect(await screen.findByText('2 other sessions were signed out.')).toBeTruthy();
    expect(callsTo('POST', '/api/me/sessions/end-others')).toHaveLength(1);
  });

  it('turns the unread-message e-mail off', async () => {
    const user = userEvent.setup();
    const { region, callsTo } = await openSettings(
      {
        routes: {
          'PATCH /api/me/preferences': (body) => ({
            status: 200,
            body: { ...ACCOUNT_SETTINGS, ...(body as object) },
          }),
        },
      },
      'Notifications',
    );
    const checkbox = within(region).getByRole('checkbox', {
      name: 'E-mail me about unread messages',
    });
    expect((checkbox as HTMLInputElement).checked).toBe(true);
    await user.click(checkbox);
    expect(await screen.findByText('Message e-mails off')).toBeTruthy();
    expect(callsTo('PATCH', '/api/me/preferences')[0]?.body).toEqual({ messageEmails: false });
    await waitFor(() => expect((checkbox as HTMLInputElement).checked).toBe(false));
  });

  it('sets up two-factor sign-in for a hospital: QR code, code entry, recovery codes shown once', async () => {
    const user = userEvent.setup();
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
    const { region, callsTo } = await openSettings(
      {
        user: buildCurrentUser({ role: 'hospital', firstName: 'Apollo', lastName: 'Chennai' }),
        settings: { twoFactorAvailable: true },
        routes: {
          'POST /api/me/two-factor/setup': {
            status: 200,
            body: {
              secret: 'JBSWY3DPEHPK3PXP',
              otpauthUri: 'otpauth://totp/CareAbroad:priya@example.test?secret=JBSWY3DPEHPK3PXP',
              qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
            },
          },
          'POST /api/me/two-factor/enable': (body) =>
            (body as { code: string }).code === '123456'
              ? { status: 200, body: { recoveryCodes: codes } }
              : {
                  status: 400,
                  body: {
                    message: 'That code does not match.',
                    code: 'VALIDATION_FAILED',
                    issues: [{ path: ['code'], message: 'That code does not match.' }],
                  },
                },
        },
      },
      'Two-factor sign-in',
    );
    await user.click(within(region).getByRole('button', { name: 'Set up two-factor sign-in' }));

    const qr = await within(region).findByRole('img', {
      name: 'QR code to add CareAbroad to your authenticator app',
    });
    expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(within(region).getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();

    const codeField = within(region).getByLabelText('Code from the app');
    await user.type(codeField, '654321');
    await user.click(within(region).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await within(region).findByText('That code does not match.')).toBeTruthy();

    await user.clear(codeField);
    await user.type(codeField, '123456');
    await user.click(within(region).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const list = await within(region).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(callsTo('POST', '/api/me/two-factor/enable').map((call) => call.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);

    await user.click(within(region).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(within(region).queryByRole('list')).toBeNull());
    expect(within(region).queryByText(codes[0]!)).toBeNull();
  });

  it('offers the data export with the files as a ZIP, and the data alone as JSON', async () => {
    const { region } = await openSettings({}, 'Your data');
    const archive = within(region).getByRole('link', { name: 'Download my data and files (ZIP)' });
    expect(archive.getAttribute('href')).toBe('/api/me/export/archive');
    expect(archive.hasAttribute('download')).toBe(true);
    const link = within(region).getByRole('link', { name: 'Data only (JSON)' });
    expect(link.getAttribute('href')).toBe('/api/me/export');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('deletes the account only after the typed confirmation and password in the dialog', async () => {
    const user = userEvent.setup();
    const { region, callsTo } = await openSettings(
      { routes: { 'DELETE /api/me': { status: 204 } } },
      'Your data',
    );
    await user.click(within(region).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('DELETE', '/api/me')).toHaveLength(0);

    await user.click(within(region).getByRole('button', { name: 'Delete account' }));
    const again = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(again).getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(within(again).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(again).findByText('Enter your password to delete your account'),
    ).toBeTruthy();
    expect(callsTo('DELETE', '/api/me')).toHaveLength(0);

    const confirmation = within(again).getByLabelText('Type DELETE to confirm');
    await user.clear(confirmation);
    await user.type(confirmation, 'DELETE');
    await user.type(within(again).getByLabelText('Your password'), 'my-current-password');
    await user.click(within(again).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(callsTo('DELETE', '/api/me').map((call) => call.body)).toEqual([
        { confirmation: 'DELETE', currentPassword: 'my-current-password' },
      ]),
    );
  });
});
