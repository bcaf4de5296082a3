// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import type { Bid } from '#shared/bids/bids.schemas.ts';
import type { BidPayment, Payment } from '#shared/payments/payments.schemas.ts';
import { BookingDetails } from '#client/features/payments/components/booking-details.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { buildBidPayment, dayIn } from '#client/test/build-bid-payment.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bid = { id: '6f1d1c2a-0000-4000-8000-000000000001', hospitalId: 'h' } as Bid;
const patient = { id: 'p', role: 'patient' } as CurrentUser;

function view(overrides: Partial<BidPayment> = {}): BidPayment {
  const deposit = {
    id: '6f1d1c2a-0000-4000-8000-000000000002',
    part: 'deposit',
    status: 'succeeded',
    totalAmount: 840,
  } as Payment;
  return buildBidPayment([deposit], overrides);
}

function renderDetails(data: BidPayment, user: CurrentUser = patient, isRequestOwner = true) {
  const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BookingDetails bid={bid} data={data} user={user} isRequestOwner={isRequestOwner} />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('BookingDetails (issue #16, ADR 0049)', () => {
  it('states the exact refund before the patient confirms, and asks first', async () => {
    const fetch = renderDetails(view());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('cancel-refund').textContent).toBe(
      'You get $420.00 back to your card.',
    );
    expect(within(dialog).getByText('Deposit: $420.00 of $840.00 (50 %)')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers no cancel to the hospital, before the deposit, on the admission day, or once settling', () => {
    renderDetails(view(), { id: 'h', role: 'hospital' } as CurrentUser, false);
    expect(screen.getByRole('button', { name: 'Change admission date' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    cleanup();
    renderDetails(view({ payments: [], payment: null }));
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    cleanup();
    renderDetails(view({ admissionDate: dayIn(0) }));
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    cleanup();
    // A released payout or an open dispute decides where the money goes (ADR 0060).
    renderDetails(view({ isSettling: true }));
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByText('If you cancel')).toBeNull();
  });

  it('says when no date is set, and when the booking was cancelled', () => {
    renderDetails(view({ admissionDate: null }));
    expect(screen.getByTestId('admission-date').textContent).toBe('Not set yet');
    expect(screen.getByText(/Until the hospital sets your admission date/)).toBeTruthy();
    cleanup();
    renderDetails(view({ cancelledAt: '2026-11-27T06:00:00.000Z' }));
    expect(screen.getByTestId('booking-cancelled').textContent).toMatch(/^Booking cancelled on/);
  });
});
