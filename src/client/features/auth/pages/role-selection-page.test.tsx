// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_NAME } from '#shared/common/constants.ts';
import { buildCurrentUser, renderApp } from '#client/test/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const newcomer = buildCurrentUser({ role: null });

describe('role selection with a referral code (SPEC §2.4, issue #12)', () => {
  it('welcomes the new user to the product by its name once the code is applied', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/', {
      user: newcomer,
      routes: {
        'POST /api/users/role': { status: 200, body: { ...newcomer, role: 'patient' } },
        'POST /api/referrals/use': { status: 200, body: { success: true } },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    await user.type(screen.getByLabelText('Referral code (optional)'), 'friend2024');
    await user.click(screen.getByRole('button', { name: 'Continue as Patient' }));

    expect(await screen.findByText(`Welcome to ${PRODUCT_NAME}!`)).toBeTruthy();
    expect(screen.queryByText('Welcome to the product!')).toBeNull();
    const sent = calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(sent).toEqual(['/api/users/role', '/api/referrals/use']);
    expect(calls.find((call) => call.path === '/api/referrals/use')?.body).toEqual({
      referralCode: 'FRIEND2024',
    });
  });

  it('says nothing about a refused code: the role is still chosen', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/', {
      user: newcomer,
      routes: {
        'POST /api/users/role': { status: 200, body: { ...newcomer, role: 'patient' } },
        'POST /api/referrals/use': {
          status: 400,
          body: { message: 'Invalid referral code', code: 'BAD_REQUEST' },
        },
      },
    });
    await user.type(await screen.findByLabelText('Referral code (optional)'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Continue as Patient' }));
    expect(await screen.findByText('Role selected successfully')).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/referrals/use')).toBe(true),
    );
    // Whatever the code's fate, the dashboard follows once the user is refreshed.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/auth/user').length).toBeGreaterThan(1),
    );
    expect(screen.queryByText(/Welcome to /)).toBeNull();
    expect(screen.queryByText('Invalid referral code')).toBeNull();
  });
});
