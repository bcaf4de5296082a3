// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReconciliationReport } from '#shared/payments/ledger.schemas.ts';
import { ReconciliationPanel } from '#client/features/payments/components/reconciliation-panel.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function buildReport(overrides: Partial<ReconciliationReport> = {}): ReconciliationReport {
  return {
    checkedAt: '2026-11-27T03:00:00.000Z',
    isReconciled: true,
    ledger: {
      chargesCents: 1_020_000,
      commissionCents: 170_000,
      refundsCents: 250_000,
      commissionReversalCents: 41_667,
      transfersCents: 0,
    },
    stripe: { chargesCents: 1_020_000, refundsCents: 250_000, transfersCents: 0 },
    mismatchCount: 0,
    mismatches: [],
    ...overrides,
  };
}

function renderPanel(answer: Response) {
  const fetch = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReconciliationPanel />
    </QueryClientProvider>,
  );
  return fetch;
}

const checkButton = () => screen.getByRole('button', { name: 'Check against Stripe' });

describe('ReconciliationPanel (issue #16, ADR 0047)', () => {
  it('asks Stripe only when the admin presses the button, then shows both sides', async () => {
    const fetch = renderPanel(json(200, buildReport()));
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.setup().click(checkButton());
    expect(await screen.findByText('Ledger and Stripe agree')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    const charges = screen.getByRole('row', { name: /Charges/ });
    expect(
      within(charges)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$10,200.00', '$10,200.00']);
    const fees = screen.getByRole('row', { name: /Platform fees/ });
    expect(within(fees).getAllByRole('cell')[0]?.textContent).toBe('$1,283.33');
  });

  it('lists the Stripe objects that differ', async () => {
    renderPanel(
      json(
        200,
        buildReport({
          isReconciled: false,
          mismatchCount: 1,
          mismatches: [
            { kind: 'refund', stripeObjectId: 're_123', ledgerCents: 0, stripeCents: 250_000 },
          ],
        }),
      ),
    );
    await userEvent.setup().click(checkButton());
    expect(await screen.findByText('1 Stripe object differs from the ledger')).toBeTruthy();
    expect(screen.getByText('re_123')).toBeTruthy();
    expect(screen.getByText('Refund: ledger $0.00, Stripe $2,500.00')).toBeTruthy();
    expect(screen.queryByText('Ledger and Stripe agree')).toBeNull();
  });

  it("shows the server's reason when Stripe cannot be read", async () => {
    renderPanel(
      json(502, {
        message:
          'The card payment provider could not list the payments. Please try again in a moment.',
        code: 'PAYMENT_PROVIDER_ERROR',
      }),
    );
    await userEvent.setup().click(checkButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Couldn't reconcile with Stripe")).toBeTruthy();
    expect(within(alert).getByText(/could not list the payments/)).toBeTruthy();
  });
});
