// @vitest-environment happy-dom
import { dehydrate } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueHospital } from '#shared/catalogue/catalogue.schemas.ts';
import { QUERY_STATE_ELEMENT_ID } from '#shared/rendering/prerendered.ts';
import { prefetchCataloguePage } from '#client/features/catalogue/api/prefetch-catalogue-page.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { buildCurrentUser, renderApp } from '#client/test/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.getElementById(QUERY_STATE_ELEMENT_ID)?.remove();
  window.history.replaceState(null, '', '/');
});

const HOSPITAL: CatalogueHospital = {
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
  languages: ['en'],
  accreditations: ['JCI'],
};

/**
 * The data block the server writes after `#root` (ADR 0055): the page's queries, fetched as
 * the SSR build does through `readApi`, dehydrated and serialised.
 */
async function writeQueryStateBlock(url: string, slug: string): Promise<void> {
  const client = createQueryClient();
  await prefetchCataloguePage(client, { kind: 'hospital', slug, url }, async (path) => ({
    status: path === `/api/hospitals/${slug}` ? 200 : 404,
    body: HOSPITAL,
    link: null,
  }));
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = QUERY_STATE_ELEMENT_ID;
  block.textContent = JSON.stringify(dehydrate(client));
  document.body.append(block);
}

describe('a server-rendered catalogue page (ADR 0055)', () => {
  it('shows its data from the page, without asking the API, and keeps the visitor signed in', async () => {
    const url = `/hospitals/${HOSPITAL.slug}`;
    await writeQueryStateBlock(url, HOSPITAL.slug);
    const { calls } = renderApp(url, { user: buildCurrentUser({ role: 'patient' }) });

    await screen.findByRole('heading', { level: 1, name: 'Chennai Ortho' });
    expect(screen.getByText('3')).toBeTruthy();
    // Signed in, the quote goes straight to Create Request (signed out it goes to sign-up).
    expect(screen.getByRole('link', { name: 'Request a quote' }).getAttribute('href')).toBe(
      `/create-request?procedureType=&hospital=${encodeURIComponent('Chennai Ortho')}`,
    );
    expect(calls.filter((call) => call.path.startsWith('/api/hospitals'))).toEqual([]);
  });

  it('refuses to render from a failed API answer, so the server sends its plain HTML', async () => {
    const client = createQueryClient();
    await expect(
      prefetchCataloguePage(
        client,
        { kind: 'treatment', slug: 'knee-replacement', url: '/treatments/knee-replacement' },
        async () => ({ status: 500, body: null, link: null }),
      ),
    ).rejects.toThrow(/answered 500/);
  });
});
