// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  CatalogueHospital,
  HospitalFilterOptions,
} from '#shared/catalogue/catalogue.schemas.ts';
import { renderApp } from '#client/test/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const OPTIONS: HospitalFilterOptions = {
  countries: ['IN', 'TR'],
  specialties: ['Cardiology', 'Orthopaedics'],
  accreditations: ['JCI'],
  languages: ['en', 'tr'],
};

const CHENNAI: CatalogueHospital = {
  id: '6f1d0c1e-4b1a-4c8e-9f50-0a1b2c3d4e5f',
  slug: 'chennai-ortho-6f1d0c1e-4b1a-4c8e-9f50-0a1b2c3d4e5f',
  name: 'Chennai Ortho',
  averageRating: 4.5,
  reviewCount: 2,
  requestsWon: 3,
  verifiedSince: '2026-01-05T10:00:00.000Z',
  country: 'IN',
  city: 'Chennai',
  specialties: ['Orthopaedics'],
  languages: ['en', 'ta'],
  accreditations: ['JCI'],
};

function openHospitals(path: string) {
  return renderApp(path, {
    routes: {
      'GET /api/hospital-filters': { status: 200, body: OPTIONS },
      'GET /api/hospitals?limit=24': { status: 200, body: [CHENNAI] },
      'GET /api/hospitals?limit=24&country=IN': { status: 200, body: [CHENNAI] },
      'GET /api/hospitals?limit=24&country=IN&language=tr': { status: 200, body: [] },
    },
  });
}

describe('/hospitals filters (issue #17, ADR 0059)', () => {
  it('shows each hospital’s place, badges and languages, and narrows the list by country', async () => {
    const user = userEvent.setup();
    const { calls } = openHospitals('/hospitals');
    const card = (await screen.findByRole('heading', { name: 'Chennai Ortho' })).closest(
      'article',
    )!;
    expect(within(card).getByText('Chennai, India')).toBeTruthy();
    expect(within(card).getByText('English, Tamil')).toBeTruthy();
    expect(within(card).getByText('Joint Commission International accredited')).toBeTruthy();

    await user.selectOptions(await screen.findByLabelText('Country'), 'IN');
    await screen.findByRole('heading', { name: 'Chennai Ortho' });
    expect(calls.map((call) => call.path)).toContain('/api/hospitals?limit=24&country=IN');
    expect(window.location.search).toBe('?country=IN');
  });

  it('reads the filters from the address and says when nothing matches, with a way back', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/hospitals?country=IN&language=tr');
    openHospitals('/hospitals?country=IN&language=tr');
    expect(await screen.findByText('No verified hospital matches these filters.')).toBeTruthy();
    expect((screen.getByLabelText('Language spoken') as HTMLSelectElement).value).toBe('tr');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('heading', { name: 'Chennai Ortho' });
    expect(window.location.search).toBe('');
  });
});
