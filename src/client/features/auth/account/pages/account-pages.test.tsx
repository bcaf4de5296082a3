// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser, renderApp } from '#client/test/render-app.tsx';
import { ACCOUNT_SETTINGS } from '#client/test/account-settings-fixture.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('account pages (issue #12)', () => {
  it('asks for an address and shows the same neutral answer the server gives any address', async () => {
    const user = userEvent.setup();
    const answer = 'If this address has an account, we have sent it a link.';
    const { calls } = renderApp('/forgot-password', {
      routes: { 'POST /api/auth/password-reset': { status: 202, body: { message: answer } } },
    });

    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    await waitFor(() => expect(document.title).toBe('Forgot your password? · CareAbroad'));
    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(answer)).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/auth/password-reset');
    expect(sent?.body).toEqual({ email: 'someone@example.com' });
  });

  it('offers two-factor sign-in on the settings page only where the server says it is available', async () => {
    renderApp('/settings', {
      user: buildCurrentUser({ role: 'patient' }),
      routes: { 'GET /api/me/settings': { status: 200, body: ACCOUNT_SETTINGS } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Profile & settings' });
    // The sections drawn from the settings answer are there, two-factor sign-in is not.
    await screen.findByRole('heading', { name: 'Notifications' });
    expect(screen.queryByRole('heading', { name: 'Two-factor sign-in' })).toBeNull();
    cleanup();

    renderApp('/settings', {
      user: buildCurrentUser({ role: 'hospital' }),
      routes: {
        'GET /api/me/settings': {
          status: 200,
          body: { ...ACCOUNT_SETTINGS, twoFactorAvailable: true },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeTruthy();
  });

  it('gives every address the same answer on the forgot-password page', async () => {
    const answer = 'If this address has an account, we have sent it a link.';
    const shown: string[] = [];
    for (const email of ['known@example.com', 'unknown@example.com']) {
      const user = userEvent.setup();
      renderApp('/forgot-password', {
        routes: { 'POST /api/auth/password-reset': { status: 202, body: { message: answer } } },
      });
      await user.type(await screen.findByLabelText('Email'), email);
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      shown.push((await screen.findByRole('status')).textContent ?? '');
      cleanup();
    }
    expect(shown).toEqual([answer, answer]);
  });
});
