// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BidComparison } from './bid-comparison.tsx';
import type { ComparableQuote } from './comparable-quote.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let nextId = 0;

/** A pending quote of `hospitalName`: $7,000 + $1,400 fee, nothing structured stated. */
function buildQuote(
  hospitalName: string,
  overrides: Partial<ComparableQuote> = {},
): ComparableQuote {
  nextId += 1;
  const suffix = String(nextId).padStart(12, '0');
  return {
    bidId: `3c9d1f7e-6a52-4b1e-8d3a-${suffix}`,
    hospitalId: `8c1c7a0e-9d86-4a2f-8f57-${suffix}`,
    hospitalName,
    hospitalVerified: true,
    totalPrice: 8400,
    basePrice: 7000,
    platformCommission: 1400,
    includedServices: [],
    excludedServices: [],
    leadDoctorName: null,
    leadDoctorSpecialty: null,
    hospitalNights: null,
    recoveryDays: null,
    followUpConsultations: null,
    validUntil: null,
    priceChangeConditions: null,
    previousTotalPrice: null,
    status: 'pending',
    averageRating: null,
    reviewCount: 0,
    accreditations: [],
    ...overrides,
  };
}

/** Makes `useIsMobile` see a 390 px phone. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const TODAY = '2026-11-20';

function renderComparison(quotes: ComparableQuote[], props: { budgetMaxUsd?: number } = {}) {
  return render(
    <BidComparison
      quotes={quotes}
      budgetMaxUsd={props.budgetMaxUsd ?? 9000}
      today={TODAY}
      renderApproximate={(usd) => <span>≈ €{Math.round(usd * 0.9)}</span>}
    />,
  );
}

/** The table's hospital columns, left to right. */
function columnHospitals(): string[] {
  const [headerRow] = within(screen.getByRole('table')).getAllByRole('row');
  if (!headerRow) throw new Error('no header row');
  return within(headerRow)
    .getAllByRole('columnheader')
    .slice(1)
    .map((header) => within(header).getByRole('link').textContent ?? '');
}

/** The text of each cell of the row headed `label`, left to right. */
function rowCells(label: string): string[] {
  const header = screen.getByRole('rowheader', { name: label });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row ${label}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('BidComparison on desktop (issue #15)', () => {
  it('lines up included and excluded services row by row across bids, in words', () => {
    renderComparison([
      buildQuote('Apollo', {
        totalPrice: 8000,
        includedServices: ['Surgery', 'MRI scan'],
        excludedServices: ['Flights'],
      }),
      buildQuote('Fortis', {
        totalPrice: 9000,
        includedServices: ['mri  Scan', 'Airport transfer'],
        excludedServices: ['Surgery'],
      }),
    ]);
    expect(columnHospitals()).toEqual(['Apollo', 'Fortis']);
    expect(rowCells('Surgery')).toEqual(['✓ Included', '✗ Excluded']);
    expect(rowCells('MRI scan')).toEqual(['✓ Included', '✓ Included']);
    expect(rowCells('Flights')).toEqual(['✗ Excluded', '— Not stated']);
    expect(rowCells('Airport transfer')).toEqual(['— Not stated', '✓ Included']);
    expect(screen.queryByRole('rowheader', { name: 'mri Scan' })).toBeNull();
  });

  it('marks totals over the request budget, and by how much', () => {
    renderComparison(
      [buildQuote('Apollo', { totalPrice: 8400 }), buildQuote('Fortis', { totalPrice: 10200 })],
      { budgetMaxUsd: 9000 },
    );
    const [apollo, fortis] = rowCells('Total price');
    expect(apollo).toContain('Within budget');
    expect(apollo).not.toContain('Over budget');
    expect(fortis).toContain('Over budget by $1,200');
    // The page's currency slot sits beside each total.
    expect(fortis).toContain('≈ €9180');
  });

  it('sorts by price, rating and stay, unknowns last, and says how it is sorted', async () => {
    const user = userEvent.setup();
    renderComparison([
      buildQuote('Apollo', {
        totalPrice: 9000,
        averageRating: 4.2,
        reviewCount: 9,
        hospitalNights: 5,
      }),
      buildQuote('Fortis', { totalPrice: 7000, averageRating: null, hospitalNights: 3 }),
      buildQuote('Medanta', { totalPrice: 8000, averageRating: 4.8, reviewCount: 2 }),
    ]);
    expect(columnHospitals()).toEqual(['Fortis', 'Medanta', 'Apollo']);
    expect(screen.getByRole('status').textContent).toBe('Sorted by price, lowest first.');

    const sort = screen.getByLabelText('Sort bids by');
    await user.selectOptions(sort, 'rating');
    expect(columnHospitals()).toEqual(['Medanta', 'Apollo', 'Fortis']);
    expect(screen.getByRole('status').textContent).toBe('Sorted by rating, highest first.');
    expect(rowCells('Verified rating')).toEqual([
      '4.8 out of 5(2 verified reviews)',
      '4.2 out of 5(9 verified reviews)',
      'No verified reviews',
    ]);

    await user.selectOptions(sort, 'stay');
    expect(columnHospitals()).toEqual(['Fortis', 'Apollo', 'Medanta']);
    expect(rowCells('Nights in hospital')).toEqual(['3 nights', '5 nights', 'Not stated']);
  });

  it('marks an expired quote, and hides rows no bid states', () => {
    renderComparison([
      buildQuote('Apollo', { validUntil: '2026-11-19' }),
      buildQuote('Fortis', { totalPrice: 8500, validUntil: TODAY }),
      buildQuote('Medanta', { totalPrice: 8600 }),
    ]);
    const [apollo, fortis, medanta] = rowCells('Price valid until');
    expect(apollo).toBe('Nov 19, 2026Expired');
    expect(fortis).toBe('Nov 20, 2026');
    expect(medanta).toBe('Not stated');
    expect(screen.queryByRole('rowheader', { name: 'Lead doctor' })).toBeNull();
    expect(screen.queryByRole('rowheader', { name: 'Earlier price' })).toBeNull();
  });

  it('shows the lead doctor, the stay, the follow-ups and an earlier price', () => {
    renderComparison([
      buildQuote('Apollo', {
        leadDoctorName: 'Dr. Rao',
        leadDoctorSpecialty: 'Orthopaedic surgery',
        recoveryDays: 14,
        followUpConsultations: 1,
        previousTotalPrice: 9600,
      }),
      buildQuote('Fortis', { totalPrice: 8500 }),
    ]);
    expect(rowCells('Lead doctor')).toEqual(['Dr. RaoOrthopaedic surgery', 'Not stated']);
    expect(rowCells('Recovery before flying home')).toEqual(['14 days', 'Not stated']);
    expect(rowCells('Follow-up consultations')).toEqual(['1 consultation', 'Not stated']);
    expect(rowCells('Earlier price')).toEqual(['Was $9,600', 'Unchanged']);
    expect(rowCells('Hospital price')).toEqual(['$7,000', '$7,000']);
    expect(rowCells('Platform fee')).toEqual(['$1,400', '$1,400']);
  });
});

describe('BidComparison at 390 px (issue #15)', () => {
  it('shows one swipeable card per bid with the same content and its position', async () => {
    onPhone();
    const user = userEvent.setup();
    renderComparison(
      [
        buildQuote('Apollo', { totalPrice: 9500, includedServices: ['Surgery'] }),
        buildQuote('Fortis', { totalPrice: 7000, excludedServices: ['Surgery'] }),
        buildQuote('Medanta', { totalPrice: 8000, validUntil: '2026-11-01' }),
      ],
      { budgetMaxUsd: 9000 },
    );
    expect(screen.queryByRole('table')).toBeNull();
    const strip = screen.getByRole('region', { name: /swipe or scroll sideways/ });
    expect(strip.tabIndex).toBe(0);
    const cards = within(strip).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      '1 of 3: Fortis',
      '2 of 3: Medanta',
      '3 of 3: Apollo',
    ]);
    const [fortis, medanta, apollo] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(fortis).getByRole('heading', { name: 'Fortis' })).toBeTruthy();
    expect(fortis.textContent).toContain('Within budget');
    expect(apollo.textContent).toContain('Over budget by $500');
    expect(within(medanta).getByText('Expired')).toBeTruthy();
    const surgery = (card: HTMLElement) =>
      within(card).getByText('Surgery', { selector: 'dt' }).nextElementSibling?.textContent;
    expect([fortis, medanta, apollo].map(surgery)).toEqual([
      '✗ Excluded',
      '— Not stated',
      '✓ Included',
    ]);

    expect(screen.getByText('1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous bid' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Next bid' }));
    await user.click(screen.getByRole('button', { name: 'Next bid' }));
    expect(screen.getByText('3 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next bid' }).hasAttribute('disabled')).toBe(true);
  });

  it('fills in the details of the cards past the first three right after', async () => {
    onPhone();
    renderComparison(
      ['Apollo', 'Fortis', 'Medanta', 'Manipal', 'Narayana'].map((name, index) =>
        buildQuote(name, { totalPrice: 8000 + index * 100, includedServices: ['Surgery'] }),
      ),
    );
    const fifth = screen.getByRole('article', { name: '5 of 5: Narayana' });
    await waitFor(() => expect(fifth.getAttribute('aria-busy')).toBe('false'));
    expect(within(fifth).getByText('$8,400')).toBeTruthy();
    expect(within(fifth).getByText('Surgery', { selector: 'dt' })).toBeTruthy();
  });
});
