// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicBid } from '#shared/bids/bids.schemas.ts';
import type { UserProfile } from '#shared/users/users.schemas.ts';
import { buildCurrentUser, renderApp } from '#client/test/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOW = '2026-11-20T10:00:00.000Z';
const admin = buildCurrentUser({
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  role: 'admin',
  firstName: 'Asha',
  lastName: 'Admin',
  email: 'asha@example.test',
});
const hospitalProfile: UserProfile = {
  id: '8c1c7a0e-9d86-4a2f-8f57-1b0fbc6c1c11',
  email: 'apollo@example.test',
  firstName: 'Apollo',
  lastName: 'Chennai',
  profileImageUrl: null,
  role: 'hospital',
  verified: true,
  createdAt: NOW,
  stats: { totalBids: 1, acceptedBids: 0 },
};
const bid = (price?: number): PublicBid => ({
  id: '3c9d1f7e-6a52-4b1e-8d3a-2e4f5a6b7c81',
  ...(price === undefined ? {} : { price }),
  estimatedDuration: '10 days',
  status: 'pending',
  createdAt: NOW,
  treatmentRequest: { procedureType: 'Total knee replacement' },
});

describe('profile pages (SPEC §2.2, §2.8; issue #12)', () => {
  it("takes an admin from the profile menu's View Profile to a real profile page", async () => {
    const user = userEvent.setup();
    renderApp('/faq', {
      user: admin,
      routes: {
        [`GET /api/users/${admin.id}`]: {
          status: 200,
          body: { ...admin, role: 'admin' } satisfies UserProfile,
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /account menu for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'View Profile' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Admin' })).toBeTruthy();
    expect(window.location.pathname).toBe(`/hospital/${admin.id}`);
    expect(screen.getByText('Administrator')).toBeTruthy();
    const adminLinks = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(adminLinks).getByRole('link', { name: 'Admin Tools' })).toBeTruthy();
    expect(screen.queryByText('Hospital not found')).toBeNull();
  });

  it("shows another hospital the procedure and status of a hospital's bids, not the price", async () => {
    renderApp(`/hospital/${hospitalProfile.id}`, {
      user: buildCurrentUser({ role: 'hospital', firstName: 'Rival' }),
      routes: {
        [`GET /api/users/${hospitalProfile.id}`]: { status: 200, body: hospitalProfile },
        [`GET /api/bids/hospital/${hospitalProfile.id}`]: { status: 200, body: [bid()] },
        [`GET /api/testimonials/hospital/${hospitalProfile.id}`]: { status: 200, body: [] },
      },
    });
    expect(await screen.findByText('Total knee replacement')).toBeTruthy();
    expect(screen.getByText(/Bid prices are shown only to this hospital/)).toBeTruthy();
    expect(screen.queryByText(/^\$/)).toBeNull();
  });

  it('shows an admin the prices of those bids', async () => {
    renderApp(`/hospital/${hospitalProfile.id}`, {
      user: admin,
      routes: {
        [`GET /api/users/${hospitalProfile.id}`]: { status: 200, body: hospitalProfile },
        [`GET /api/bids/hospital/${hospitalProfile.id}`]: { status: 200, body: [bid(7000)] },
        [`GET /api/testimonials/hospital/${hospitalProfile.id}`]: { status: 200, body: [] },
      },
    });
    expect(await screen.findByText('$7,000')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByText(/Bid prices are shown only to this hospital/)).toBeNull(),
    );
  });
});
