// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BidPayout } from '#shared/payments/payouts.schemas.ts';
import { BidPayoutPanel } from '#client/features/payments/components/bid-payout-panel.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

const BID_ID = '6b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

function payout(overrides: Partial<BidPayout> = {}): BidPayout {
  return {
    bidId: BID_ID,
    state: 'awaiting_confirmation',
    amountCents: 850_000,
    currency: 'USD',
    releasedAt: null,
    paidOutAt: null,
    canConfirm: true,
    ...overrides,
  };
}

function renderPanel(answers: BidPayout[]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(answers.shift()));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BidPayoutPanel bidId={BID_ID} />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('BidPayoutPanel (issue #16, ADR 0056)', () => {
  it('asks the patient before confirming, then shows the payout paid out', async () => {
    const fetch = renderPanel([
      payout(),
      payout({ state: 'paid_out', paidOutAt: '2026-11-27T06:00:00.000Z', canConfirm: false }),
    ]);
    expect(await screen.findByText('Waiting for the patient to confirm treatment')).toBeTruthy();
    expect(screen.getByText('$8,500.00')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm treatment took place' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/The hospital is then paid \$8,500\.00/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm treatment' }));
    expect(await screen.findByText(/Paid out on/)).toBeTruthy();
    expect(fetch.mock.calls[1]?.[0]).toBe(`/api/payouts/bid/${BID_ID}/confirm`);
    expect(fetch.mock.calls[1]?.[1]?.method).toBe('POST');
    expect(screen.queryByRole('button', { name: 'Confirm treatment took place' })).toBeNull();
  });

  it('offers no confirmation to the hospital, and shows nothing before it is paid in full', async () => {
    renderPanel([payout({ canConfirm: false })]);
    expect(await screen.findByText('Waiting for the patient to confirm treatment')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderPanel([payout({ state: 'not_due', canConfirm: false })]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('bid-payout')).toBeNull();
  });
});
