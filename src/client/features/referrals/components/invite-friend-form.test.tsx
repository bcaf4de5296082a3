// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { InviteFriendForm } from '#client/features/referrals/components/invite-friend-form.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <InviteFriendForm />
      <Toaster />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('InviteFriendForm (SPEC §5, §8; issue #12)', () => {
  it('names an empty address as missing, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetch = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText("Please enter your friend's email address.")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names a malformed address as invalid, not as missing, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetch = renderForm();
    await user.type(screen.getByLabelText("Friend's email"), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(screen.queryByText('Email required')).toBeNull();
    expect(screen.getAllByText('Please enter a valid email address').length).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});
