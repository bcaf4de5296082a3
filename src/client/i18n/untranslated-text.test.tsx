// @vitest-environment happy-dom
// Issue #17: a visible text that does not come from the message catalogues fails this test.
// Each translated part of the client renders under a pseudo-locale that wraps every catalogue
// message in ⟦…⟧; any text without the marks (outside `translate="no"` data) is reported.
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogueHospital, Treatment } from '#shared/catalogue/catalogue.schemas.ts';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import type { SymptomCheckerSession } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { LEVEL_MEANING } from '#shared/symptom-checker/triage-scale.ts';
import { PublicLayout } from '#client/app/public-layout.tsx';
import { HeroSection } from '#client/features/marketing/components/hero-section.tsx';
import { HowItWorksSection } from '#client/features/marketing/components/how-it-works-section.tsx';
import { buildCurrentUser, renderApp, type ApiRoutes } from '#client/test/render-app.tsx';
import { activatePseudoLocale, untranslatedTexts } from '#client/test/untranslated-text.ts';

let pseudo: { restore: () => void };
beforeAll(() => {
  pseudo = activatePseudoLocale();
});
afterAll(() => pseudo.restore());
afterEach(cleanup);

const PARTS: [string, () => ReactNode][] = [
  ['the public top bar', () => <PublicLayout>{null}</PublicLayout>],
  ['the landing hero, signed out', () => <HeroSection isSignedIn={false} />],
  ['the landing hero, signed in', () => <HeroSection isSignedIn />],
  ['How it works', () => <HowItWorksSection />],
];

describe('translated parts show only catalogue text', () => {
  it.each(PARTS)('%s', (_, part) => {
    const { container } = render(part());
    expect(container.textContent).toContain('⟦');
    expect(untranslatedTexts(container)).toEqual([]);
  });

  it('reports a text that bypasses the catalogue', () => {
    const { container } = render(
      <p>
        Plain English <span translate="no">Lotus Heart Institute</span>
      </p>,
    );
    expect(untranslatedTexts(container)).toEqual(['Plain English']);
  });
});

describe('a translated page shows only catalogue text and API data', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the treatment page', async () => {
    const treatment: Treatment = {
      slug: 'knee-replacement',
      name: 'Knee replacement',
      specialty: 'Orthopaedics',
      summary: 'Replaces a worn knee joint with an implant.',
      typicalStay: '1 to 3 days in hospital',
      typicalRecovery: '6 to 12 weeks',
      sourceUrl: 'https://www.nhs.uk/conditions/knee-replacement/',
      priceRange: { basis: 'estimate', minUsd: 4500, maxUsd: 28_000, acceptedBidCount: 0 },
    };
    const hospital: CatalogueHospital = {
      id: '8c1c7a0e-9d86-4a2f-8f57-1b0fbc6c1c11',
      slug: 'lotus-heart',
      name: 'Lotus Heart Institute Chennai',
      averageRating: 4.5,
      reviewCount: 2,
      requestsWon: 1,
      verifiedSince: '2026-01-05T00:00:00.000Z',
      country: 'IN',
      city: 'Chennai',
      specialties: ['Cardiology', 'Orthopaedics'],
      languages: ['en', 'ta'],
      accreditations: ['JCI'],
    };
    const { container } = renderApp('/treatments/knee-replacement', {
      routes: {
        'GET /api/treatments/knee-replacement': { status: 200, body: treatment },
        'GET /api/hospitals': { status: 200, body: [hospital] },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Knee replacement' });
    await screen.findByRole('link', { name: hospital.name });
    const data = [
      treatment.name,
      treatment.specialty,
      treatment.summary,
      treatment.typicalStay,
      treatment.typicalRecovery,
      'www.nhs.uk',
      hospital.name,
      // The profile's facts: its own words, and country and language names from Intl.
      'Chennai, India',
      'Cardiology, Orthopaedics',
      'English, Tamil',
      'JCI',
      'Joint Commission International',
    ];
    // The top bar and the page; toasts other test files raised may still be queued.
    const parts = [...container.querySelectorAll('header, main')];
    expect(parts).toHaveLength(2);
    expect(parts.flatMap((part) => untranslatedTexts(part, data))).toEqual([]);
  });
});

/** A page of the signed-in or public areas: where, as whom, the fake API, and the API's data. */
interface AreaPage {
  path: string;
  user?: CurrentUser;
  routes?: ApiRoutes;
  /** The page's main heading (a pattern: the pseudo-locale wraps it in ⟦…⟧). */
  heading: RegExp;
  data?: string[];
}

const patient = buildCurrentUser({ role: 'patient' });
const admin = buildCurrentUser({ role: 'admin' });
const notification = {
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  kind: 'bid_received',
  link: '/requests/7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  summary: 'A hospital placed a bid on your treatment request',
  readAt: null,
  createdAt: new Date().toISOString(),
};

// Clinical wording (the analysis, the triage scale's meanings) is shown as written, never
// machine-translated (ADR 0058 addendum): the test lists it as data.
const session: SymptomCheckerSession = {
  id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  userId: null,
  symptoms: ['runny nose', 'sore throat'],
  age: 34,
  gender: 'female',
  existingConditions: null,
  medications: null,
  aiAnalysis: {
    urgencyLevel: 'routine',
    possibleConditions: [
      {
        name: 'Common cold',
        description: 'A viral infection of the nose and throat.',
        severity: 'other',
        likelihood: 'high',
      },
    ],
    recommendedActions: ['Rest and drink plenty of fluids.'],
    whenToSeekHelp: 'See a doctor if it lasts more than three weeks.',
    relatedSpecialties: ['General practice'],
    disclaimer: 'This is general information, not a diagnosis.',
  },
  disposition: null,
  followUp: { questions: [], answers: null },
  createdAt: '2026-11-27T09:00:00.000Z',
};

const AREA_PAGES: [string, AreaPage][] = [
  [
    'notifications',
    {
      path: '/notifications',
      user: patient,
      routes: {
        'GET /api/notifications/unread-count': { status: 200, body: { unread: 1 } },
        'GET /api/notifications': { status: 200, body: [notification] },
      },
      heading: /Notifications/,
      data: [notification.summary],
    },
  ],
  [
    'messages, no conversations',
    {
      path: '/messages',
      user: patient,
      routes: { 'GET /api/messages/conversations': { status: 200, body: [] } },
      heading: /Messages/,
    },
  ],
  ['FAQ', { path: '/faq', heading: /Frequently Asked Questions/ }],
  ['contact', { path: '/contact', heading: /Contact Support/ }],
  ['how grievances work', { path: '/grievance-info', heading: /How grievances work/ }],
  ['file a grievance', { path: '/grievance', heading: /File a Grievance/ }],
  ['grievance status', { path: '/grievance-status', heading: /Grievance Status/ }],
  [
    'reviews, none yet',
    {
      path: '/reviews',
      routes: { 'GET /api/testimonials/verified': { status: 200, body: [] } },
      heading: /Patient Reviews/,
    },
  ],
  [
    'referrals',
    {
      path: '/referrals',
      user: patient,
      routes: { 'GET /api/referrals/my': { status: 200, body: [] } },
      heading: /Referrals & Earn Coffee/,
      // The link and code are the user's own, not words.
      data: [patient.referralCode, `${window.location.origin}/?ref=${patient.referralCode}`],
    },
  ],
  [
    'medical records, none yet',
    {
      path: '/records',
      user: patient,
      routes: { 'GET /api/records': { status: 200, body: [] } },
      heading: /Medical Records/,
    },
  ],
  ['symptom checker', { path: '/symptom-checker', heading: /Symptom checker/ }],
  [
    'symptom checker results',
    {
      path: `/symptom-checker/results?sessionId=${session.id}`,
      routes: { [`GET /api/symptom-checker/${session.id}`]: { status: 200, body: session } },
      heading: /Your results/,
      data: [
        'Common cold',
        'A viral infection of the nose and throat.',
        'Rest and drink plenty of fluids.',
        'See a doctor if it lasts more than three weeks.',
        'General practice',
        'This is general information, not a diagnosis.',
        ...Object.values(LEVEL_MEANING),
      ],
    },
  ],
  [
    'exchange rates (admin)',
    {
      path: '/admin/exchange-rates',
      user: admin,
      routes: { 'GET /api/exchange-rates': { status: 200, body: [] } },
      heading: /Exchange rates/,
    },
  ],
  [
    'hospital verification (admin), none waiting',
    {
      path: '/admin/hospital-verification',
      user: admin,
      routes: { 'GET /api/admin/hospital-verifications': { status: 200, body: [] } },
      heading: /Hospital verification/,
    },
  ],
];

describe('the migrated feature pages show only catalogue text and API data', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(AREA_PAGES)('%s', async (_, page) => {
    const { container } = renderApp(page.path, { user: page.user, routes: page.routes ?? {} });
    await screen.findByRole('heading', { level: 1, name: page.heading });
    // The page itself; the top bars (inside the signed-in shell's main) are the shells'.
    const main = container.querySelector('main');
    if (!main) throw new Error(`${page.path} has no main landmark`);
    const content = [...main.children].filter((element) => element.tagName !== 'HEADER');
    expect(content.flatMap((element) => untranslatedTexts(element, page.data))).toEqual([]);
  });
});
