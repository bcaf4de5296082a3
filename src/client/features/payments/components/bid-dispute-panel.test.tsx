// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BidDispute, Dispute } from '#shared/payments/disputes.schemas.ts';
import { BidDisputePanel } from '#client/features/payments/components/bid-dispute-panel.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

const BID_ID = '6b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const REASON = 'The implant used was not the one quoted.';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function dispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    id: '0b8e2f4a-7c1d-4e5f-9a6b-3c2d1e0f9a8b',
    bidId: BID_ID,
    status: 'open',
    reason: REASON,
    outcome: null,
    decisionRefundCents: null,
    paidCents: 1_020_000,
    refundedCents: 0,
    hospitalNetCents: 850_000,
    currency: 'USD',
    grievanceReference: 'ABCD-EFGH-JKMN',
    openedAt: '2026-11-27T06:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

function renderPanel(answers: Response[]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift() ?? json({}));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BidDisputePanel bidId={BID_ID} />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('BidDisputePanel (issue #16, ADR 0060)', () => {
  it('lets the patient open a dispute with a reason, then shows it held with its reference', async () => {
    const opened: BidDispute = { dispute: dispute(), canOpen: false };
    const fetch = renderPanel([
      json({ dispute: null, canOpen: true }),
      json({ message: 'Reason must be at least 10 characters', code: 'VALIDATION_FAILED' }, 400),
      json(opened, 201),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open a dispute' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Too short but ok');
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(await within(dialog).findByText('Reason must be at least 10 characters')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Reason'));
    await user.type(within(dialog).getByLabelText('Reason'), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect((await screen.findByTestId('dispute-state')).textContent).toMatch(
      /^Payment dispute opened on .+: the payout to the hospital is on hold/,
    );
    expect(screen.getByText('ABCD-EFGH-JKMN')).toBeTruthy();
    expect(fetch.mock.calls[2]?.[0]).toBe(`/api/payments/bid/${BID_ID}/dispute`);
    expect(JSON.parse(String(fetch.mock.calls[2]?.[1]?.body))).toEqual({ reason: REASON });
  });

  it('states a partial refund decision with its amount, and nothing when there is no dispute', async () => {
    renderPanel([
      json({
        dispute: dispute({
          status: 'decided',
          outcome: 'partial_refund',
          decisionRefundCents: 510_000,
          decidedAt: '2026-11-28T06:00:00.000Z',
        }),
        canOpen: false,
      }),
    ]);
    expect((await screen.findByTestId('dispute-state')).textContent).toMatch(
      /: \$5,100\.00 refunded to the patient’s card; the hospital is paid the rest\.$/,
    );
    cleanup();
    renderPanel([json({ dispute: null, canOpen: false })]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('bid-dispute')).toBeNull();
  });
});
