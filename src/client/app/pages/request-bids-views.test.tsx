// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBid } from '#client/test/build-bid.ts';
import { buildTreatmentRequest } from '#client/test/build-treatment-request.ts';
import { buildCurrentUser, renderApp } from '#client/test/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const patient = buildCurrentUser({ role: 'patient' });
const request = buildTreatmentRequest(patient.id, { bidCount: 2, budgetMax: 9000 });
const apollo = buildBid(request);
const fortis = buildBid(request, {
  id: '4d0e2a8f-7b63-4c2f-9e4b-3f5a6b7c8d92',
  hospitalId: '9d2d8b1f-0e97-4b3a-9a68-2c1acd7d2d22',
  basePrice: 8000,
  platformCommission: 1600,
  totalPrice: 9600,
  price: 8000,
  hospital: { firstName: 'Fortis', lastName: 'Delhi', verified: false },
});
const hospitalIds = [apollo.hospitalId, fortis.hospitalId].sort().join(',');
const ratingsPath = `/api/testimonials/ratings?hospitalIds=${hospitalIds}`;
const badgesPath = `/api/hospital-profiles/badges?hospitalIds=${hospitalIds}`;

function renderRequestPage(options: { bids: unknown[]; user?: typeof patient }) {
  return renderApp(`/requests/${request.id}`, {
    user: options.user ?? patient,
    routes: {
      'GET /api/exchange-rates': {
        status: 200,
        body: [
          {
            currency: 'EUR',
            unitsPerUsd: '0.84788876',
            rateDate: '2026-02-06',
            source: 'ecb',
            updatedAt: '2026-02-06T16:00:00.000Z',
          },
        ],
      },
      [`GET /api/treatment-requests/${request.id}`]: { status: 200, body: request },
      [`GET /api/bids/request/${request.id}`]: { status: 200, body: options.bids },
      [`GET ${ratingsPath}`]: {
        status: 200,
        body: [
          { hospitalId: apollo.hospitalId, averageRating: 4.5, reviewCount: 12 },
          { hospitalId: fortis.hospitalId, averageRating: null, reviewCount: 0 },
        ],
      },
      [`GET ${badgesPath}`]: {
        status: 200,
        body: [
          {
            hospitalId: apollo.hospitalId,
            badges: [{ body: 'JCI', bodyName: 'Joint Commission International' }],
          },
          { hospitalId: fortis.hospitalId, badges: [] },
        ],
      },
    },
  });
}

describe('request detail: comparing bids (issue #15)', () => {
  it('lets the owner switch from the cards to a comparison with verified ratings', async () => {
    const user = userEvent.setup();
    const { calls } = renderRequestPage({ bids: [apollo, fortis] });
    // The page's code loads on demand, slowly on a busy machine.
    const tabs = await screen.findByRole('tablist', { name: 'Show bids as' }, { timeout: 15_000 });
    expect(within(tabs).getByRole('tab', { name: 'Cards' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Accept bid from Apollo' })).toBeTruthy();
    // The cards show each hospital's verified rating and accreditation badges (issue #17).
    const apolloCard = screen
      .getByRole('heading', { name: /^Apollo/ })
      .closest<HTMLElement>('[data-slot="card"]');
    if (!apolloCard) throw new Error('no card for Apollo');
    expect(await within(apolloCard).findByText('(12 verified reviews)')).toBeTruthy();
    expect(within(apolloCard).getByText('Joint Commission International accredited')).toBeTruthy();

    await user.click(within(tabs).getByRole('tab', { name: 'Compare' }));
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'Compare bids (2)' })).toBeTruthy();
    expect(within(table).getByText('4.5 out of 5')).toBeTruthy();
    expect(within(table).getByText('Joint Commission International accredited')).toBeTruthy();
    expect(within(table).getByText('Over budget by $600')).toBeTruthy();
    expect(calls.filter((call) => call.path === ratingsPath)).toHaveLength(1);
  });

  it('shows each card’s total in the patient’s currency too, marked approximate', async () => {
    renderRequestPage({ bids: [apollo, fortis], user: { ...patient, preferredCurrency: 'EUR' } });
    const card = (
      await screen.findByRole('heading', { name: 'Fortis' }, { timeout: 15_000 })
    ).closest('[aria-labelledby]');
    // $9,600 × 0.84788876 = 8,139.73 → €8,140.
    expect(await within(card as HTMLElement).findByText('≈ €8,140')).toBeTruthy();
    expect(
      within(card as HTMLElement).getByText(
        'approximately 8,140 euros, at the rate of February 6, 2026',
      ),
    ).toBeTruthy();
  });

  it('leaves withdrawn bids out of the comparison', async () => {
    const user = userEvent.setup();
    const withdrawn = buildBid(request, {
      id: '0b6c7d8e-9f10-4a2b-8c3d-4e5f6a7b8c9d',
      hospitalId: '3f1e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
      status: 'withdrawn',
      hospital: { firstName: 'Medanta', lastName: null, verified: true },
    });
    renderRequestPage({ bids: [apollo, withdrawn] });
    expect(
      await screen.findByText('The hospital withdrew this bid.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    cleanup();

    renderRequestPage({ bids: [apollo, fortis, withdrawn] });
    const tabs = await screen.findByRole('tablist', { name: 'Show bids as' }, { timeout: 15_000 });
    await user.click(within(tabs).getByRole('tab', { name: 'Compare' }));
    expect(await screen.findByRole('heading', { name: 'Compare bids (2)' })).toBeTruthy();
    expect(await screen.findByText('1 withdrawn bid is not compared.')).toBeTruthy();
    expect(within(await screen.findByRole('table')).queryByText('Medanta')).toBeNull();
  });

  it('shows no comparison for a single bid, nor to a hospital', async () => {
    renderRequestPage({ bids: [apollo] });
    expect(
      await screen.findByRole('button', { name: 'Accept bid from Apollo' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    cleanup();

    const hospital = buildCurrentUser({ role: 'hospital', id: apollo.hospitalId });
    renderRequestPage({ bids: [apollo, fortis], user: hospital });
    expect(await screen.findByRole('heading', { name: 'Your Bid' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
