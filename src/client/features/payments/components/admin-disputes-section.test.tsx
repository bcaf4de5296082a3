// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminDispute, BidDispute } from '#shared/payments/disputes.schemas.ts';
import { AdminDisputesSection } from '#client/features/payments/components/admin-disputes-section.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const DISPUTE: AdminDispute = {
  id: '0b8e2f4a-7c1d-4e5f-9a6b-3c2d1e0f9a8b',
  bidId: '6b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  status: 'open',
  reason: 'The implant was not the one quoted.',
  outcome: null,
  decisionRefundCents: null,
  paidCents: 1_200_000,
  refundedCents: 0,
  hospitalNetCents: 1_000_000,
  currency: 'USD',
  grievanceReference: 'ABCD-EFGH-JKMN',
  openedAt: '2026-11-27T06:00:00.000Z',
  decidedAt: null,
  treatmentRequestId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  procedureType: 'Spinal fusion',
  patientName: 'Dana Patient',
  hospitalName: 'Disputed Hospital',
};

/** The section over a fetch that answers the list, then the decision, then the list again. */
function renderSection() {
  const decided: BidDispute = {
    dispute: { ...DISPUTE, status: 'decided', outcome: 'partial_refund' },
    canOpen: false,
  };
  const answers: unknown[] = [[DISPUTE], decided, []];
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(answers.shift() ?? {}));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminDisputesSection />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('AdminDisputesSection (issue #16, ADR 0060)', () => {
  it('states both sides’ amounts before a partial refund and sends it in cents', async () => {
    const fetch = renderSection();
    const row = await screen.findByTestId('dispute-row');
    expect(
      within(row).getByText(
        'Paid $12,000.00, refunded $0.00; the hospital’s share now $10,000.00.',
      ),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Refund part' }));
    const dialog = screen.getByRole('dialog');
    const amount = within(dialog).getByLabelText('Refund to the patient (USD)');
    await user.type(amount, '12000.01');
    await user.click(within(dialog).getByRole('button', { name: 'Refund part' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Enter an amount between $0.01 and $12,000.00.',
    );
    expect(fetch).toHaveBeenCalledTimes(1);

    await user.clear(amount);
    await user.type(amount, '3000.50');
    expect(within(dialog).getByTestId('partial-refund-effect').textContent).toBe(
      '$3,000.50 goes back to the patient’s card; the hospital is then paid about $7,499.58, after the platform fee.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund $3,000.50' }));
    expect(await screen.findByText('No open disputes.')).toBeTruthy();
    expect(fetch.mock.calls[1]?.[0]).toBe(`/api/admin/disputes/${DISPUTE.id}/decision`);
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({
      outcome: 'partial_refund',
      refundCents: 300_050,
    });
  });

  it('asks before a full refund, stating what goes back and that the hospital gets nothing', async () => {
    renderSection();
    const row = await screen.findByTestId('dispute-row');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Refund in full' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText(
        '$12,000.00 goes back to the patient’s card and the hospital is paid nothing. This cannot be undone.',
      ),
    ).toBeTruthy();
  });
});
