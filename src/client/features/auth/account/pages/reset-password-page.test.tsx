// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEAK_PASSWORD_MESSAGE } from '#shared/auth/password-strength.ts';
import { renderApp, type ApiReply } from '#client/test/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'kq3Vd0y2n8c8bT9cO3p0J6lZ6m1Jq2wU4xH7rY5sA1e';
const INVALID_LINK = 'This link is invalid or has expired. Ask for a new one.';
const STRONG = 'Quiet-harbour-lantern-81';

/** The reset page opened from the e-mailed link, its token in the fragment (ADR 0027). */
function openResetLink(reply: ApiReply, link = `/reset-password#token=${TOKEN}`) {
  const { calls } = renderApp(link, {
    routes: { 'POST /api/auth/password-reset/confirm': reply },
  });
  return () => calls.filter((call) => call.path === '/api/auth/password-reset/confirm');
}

async function submitNewPassword(password: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat the new password'), password);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('reset-password page (issue #12)', () => {
  it('sets a strong password with the link’s token and leads to sign-in', async () => {
    const confirmCalls = openResetLink({ status: 204 });
    await submitNewPassword(STRONG);
    expect(
      await screen.findByText(
        'Your new password is set, and every session of your account was signed out.',
      ),
    ).toBeTruthy();
    expect(confirmCalls().map((call) => call.body)).toEqual([{ token: TOKEN, password: STRONG }]);
    const page = screen.getByRole('main');
    expect(within(page).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('refuses a guessable password with the strength message and sends nothing', async () => {
    const confirmCalls = openResetLink({ status: 204 });
    await submitNewPassword('12345678');
    expect(await screen.findByText(WEAK_PASSWORD_MESSAGE)).toBeTruthy();
    expect(confirmCalls()).toHaveLength(0);
  });

  it('says an expired link has expired and offers a new one', async () => {
    openResetLink({ status: 400, body: { message: INVALID_LINK, code: 'INVALID_LINK' } });
    await submitNewPassword(STRONG);
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByText(/Your new password is set/)).toBeNull();
  });

  it('says a link without its token is incomplete', async () => {
    const confirmCalls = openResetLink({ status: 204 }, '/reset-password');
    expect(await screen.findByText(/This link is incomplete/)).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    await waitFor(() => expect(confirmCalls()).toHaveLength(0));
  });
});
