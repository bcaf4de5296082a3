// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser, renderApp } from '#client/test/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The referrals page of a patient; returns the invitation form's field and the calls. */
async function openInviteForm() {
  const { calls } = renderApp('/referrals', {
    user: buildCurrentUser(),
    routes: {
      'GET /api/referrals/my': { status: 200, body: [] },
      'POST /api/referrals/send-email': { status: 201, body: {} },
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Referrals & Earn Coffee' });
  const invites = () => calls.filter((call) => call.path === '/api/referrals/send-email');
  return { field: screen.getByLabelText("Friend's email"), invites };
}

describe('referrals page: inviting a friend by e-mail (SPEC §5, §8; issue #12)', () => {
  it('calls a malformed address invalid, not missing, and sends nothing', async () => {
    const user = userEvent.setup();
    const { field, invites } = await openInviteForm();
    await user.type(field, 'friend@');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(screen.queryByText('Email required')).toBeNull();
    expect(screen.getAllByText('Please enter a valid email address').length).toBeGreaterThan(0);
    expect(invites()).toHaveLength(0);
  });

  it('calls an empty address missing', async () => {
    const user = userEvent.setup();
    const { invites } = await openInviteForm();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText("Please enter your friend's email address.")).toBeTruthy();
    expect(invites()).toHaveLength(0);
  });

  it('sends a well-formed invitation and clears the field', async () => {
    const user = userEvent.setup();
    const { field, invites } = await openInviteForm();
    await user.type(field, 'friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const toast = (await screen.findByText('Email sent!')).closest('li') ?? document.body;
    expect(within(toast).getByText('Referral invitation sent to friend@example.com')).toBeTruthy();
    expect(invites().map((call) => call.body)).toEqual([{ refereeEmail: 'friend@example.com' }]);
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
  });
});
