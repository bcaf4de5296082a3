// @vitest-environment happy-dom
// Issue #17: a visible text that does not come from the message catalogues fails this test.
// Each translated part of the client renders under a pseudo-locale that wraps every catalogue
// message in ⟦…⟧; any text without the marks (outside `translate="no"` data) is reported.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogueHospital, Treatment } from '#shared/catalogue/catalogue.schemas.ts';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import type { SymptomCheckerSession } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { LEVEL_MEANING } from '#shared/symptom-checker/triage-scale.ts';
import { PublicLayout } from '#client/app/public-layout.tsx';
import { HeroSection } from '#client/features/marketing/components/hero-section.tsx';
import { HowItWorksSection } from '#client/features/marketing/components/how-it-works-section.tsx';
import { HospitalCard } from '#client/features/marketing/components/hospital-card.tsx';
import { LandingSections } from '#client/features/marketing/components/landing-sections.tsx';
import { FaqPage } from '#client/features/support/pages/faq-page.tsx';
import { formatCalendarDate, formatDate } from '#client/lib/format.ts';
import { checklistItemsOf } from '#client/features/bids/components/inclusion-checklist.tsx';
import { inclusionCategoryFor } from '#shared/bids/quote-inclusions.ts';
import { SUPPORT_CONTACT } from '#client/lib/support-contact.ts';
import { ACCOUNT_SETTINGS } from '#client/test/account-settings-fixture.ts';
import { buildBid } from '#client/test/build-bid.ts';
import { buildConsent } from '#client/test/build-consent.ts';
import { buildTreatmentRequest } from '#client/test/build-treatment-request.ts';
import { buildBidPayment } from '#client/test/build-bid-payment.ts';
import { buildCurrentUser, renderApp, type ApiRoutes } from '#client/test/render-app.tsx';
import { activatePseudoLocale, untranslatedTexts } from '#client/test/untranslated-text.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Bid } from '#shared/bids/bids.schemas.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { BookingDetails } from '#client/features/payments/components/booking-details.tsx';
import { PartSummary } from '#client/features/payments/components/payment-part-summary.tsx';
import { PaymentReceipt } from '#client/features/payments/components/payment-receipt.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

let pseudo: { restore: () => void };
beforeAll(() => {
  pseudo = activatePseudoLocale();
});
afterAll(() => pseudo.restore());
afterEach(cleanup);

/** A verified hospital as the catalogue API lists it. */
const HOSPITAL: CatalogueHospital = {
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

const PARTS: [string, () => ReactNode][] = [
  ['the public top bar', () => <PublicLayout>{null}</PublicLayout>],
  ['the landing hero, signed out', () => <HeroSection isSignedIn={false} />],
  ['the landing hero, signed in', () => <HeroSection isSignedIn />],
  ['How it works', () => <HowItWorksSection />],
  ['the FAQ', () => <FaqPage />],
];

/** The landing page's fixed contact details and brand, the same in every language. */
const FOOTER_DATA = ['CareAbroad', SUPPORT_CONTACT.email, SUPPORT_CONTACT.phoneDisplay];

describe('translated parts show only catalogue text', () => {
  it.each(PARTS)('%s', (_, part) => {
    const { container } = render(part());
    expect(container.textContent).toContain('⟦');
    expect(untranslatedTexts(container)).toEqual([]);
  });

  it('the landing page below the hero, with its footer', () => {
    const { container } = render(
      <LandingSections
        canCreateRequest={false}
        rewardAudience="signed-out"
        featuredHospitals={null}
        testimonials={null}
      />,
    );
    expect(untranslatedTexts(container, FOOTER_DATA)).toEqual([]);
  });

  it('a partner hospital card of the landing page', () => {
    const { container } = render(
      <HospitalCard hospital={HOSPITAL} rating={<span>⟦4.5 out of 5⟧</span>} />,
    );
    expect(untranslatedTexts(container, [HOSPITAL.name])).toEqual([]);
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
    const hospital = HOSPITAL;
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

  // The profile's facts as the treatment page shows them: its own words and Intl's names.
  const HOSPITAL_DATA = [
    HOSPITAL.name,
    'Chennai, India',
    'Cardiology, Orthopaedics',
    'English, Tamil',
    'JCI',
    'Joint Commission International',
  ];

  it('the hospitals list with its filters', async () => {
    const { container } = renderApp('/hospitals', {
      routes: {
        'GET /api/hospitals': { status: 200, body: [HOSPITAL] },
        'GET /api/hospital-filters': {
          status: 200,
          body: {
            countries: ['IN'],
            specialties: ['Cardiology'],
            accreditations: ['JCI'],
            languages: ['ta'],
          },
        },
      },
    });
    await screen.findByRole('link', { name: HOSPITAL.name });
    await screen.findByRole('form', { name: '⟦Filter hospitals⟧' });
    const data = [...HOSPITAL_DATA, 'India', 'Cardiology', 'Tamil'];
    expect(untranslatedInMain(container, data)).toEqual([]);
  });

  it('a hospital page', async () => {
    const { container } = renderApp(`/hospitals/${HOSPITAL.slug}`, {
      routes: { [`GET /api/hospitals/${HOSPITAL.slug}`]: { status: 200, body: HOSPITAL } },
    });
    await screen.findByRole('heading', { level: 1, name: HOSPITAL.name });
    expect(untranslatedInMain(container, [...HOSPITAL_DATA, '4.5', '(2)', '1'])).toEqual([]);
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

/** The page's `main` in the pseudo-locale: no text outside the catalogues but `data`. */
function untranslatedInMain(container: Element, data: readonly string[] = []): string[] {
  // Signed in, the page's own content; signed out, the whole main landmark.
  const main = container.querySelector('#main-content') ?? container.querySelector('main');
  expect(main?.textContent).toContain('⟦');
  return untranslatedTexts(main!, data);
}

/** The document title is a catalogue message: `⟦Sign in⟧ · CareAbroad`. */
const TRANSLATED_TITLE = /^⟦[^⟧]+⟧ · CareAbroad$/;

describe('the quote journey shows only catalogue text and API data (ADR 0062)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sign-in', async () => {
    const { container } = renderApp('/login');
    await screen.findByRole('button', { name: '⟦Sign in⟧' });
    expect(untranslatedInMain(container)).toEqual([]);
    expect(document.title).toMatch(TRANSLATED_TITLE);
  });

  it('sign-up, with the validation messages of an empty form', async () => {
    const { container } = renderApp('/login?mode=register');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '⟦Create account⟧' }));
    // The shared schema's message, through the catalogue.
    await screen.findByText('⟦First name is required⟧');
    expect(untranslatedInMain(container)).toEqual([]);
  });

  it('role selection', async () => {
    const { container } = renderApp('/', { user: buildCurrentUser({ role: null }) });
    await screen.findByRole('button', { name: '⟦Continue as Patient⟧' });
    expect(untranslatedInMain(container, ['FRIEND2024'])).toEqual([]);
    expect(document.title).toMatch(TRANSLATED_TITLE);
  });

  it('Create Request, prefilled, with the validation messages of an empty budget', async () => {
    const { container } = renderApp('/create-request?procedureType=Knee%20replacement', {
      user: buildCurrentUser(),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '⟦Create Request⟧' }));
    await screen.findByText('⟦Minimum budget is required⟧');
    expect(untranslatedInMain(container, ['5000', '10000'])).toEqual([]);
    expect(document.title).toMatch(TRANSLATED_TITLE);
  });

  it('My Treatment Requests', async () => {
    const request = buildTreatmentRequest(buildCurrentUser().id);
    const { container } = renderApp('/my-requests', {
      user: buildCurrentUser(),
      routes: { 'GET /api/treatment-requests': { status: 200, body: [request] } },
    });
    await screen.findByRole('heading', { level: 2, name: request.procedureType });
    const data = [request.procedureType, request.description!, request.preferredLocation];
    expect(untranslatedInMain(container, data)).toEqual([]);
    expect(document.title).toMatch(TRANSLATED_TITLE);
  });

  it('the not-found page', async () => {
    const { container } = renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: '⟦404 Page Not Found⟧' });
    expect(untranslatedInMain(container)).toEqual([]);
    expect(document.title).toMatch(TRANSLATED_TITLE);
  });
});

/** The untranslated texts of each of `parts`, which must all be on the page. */
function untranslatedIn(parts: (Element | null)[], data: readonly string[]): string[] {
  expect(parts.every((part) => part !== null)).toBe(true);
  return parts.flatMap((part) => untranslatedTexts(part!, data));
}

describe("the patient's signed-in pages show only catalogue text and API data", () => {
  afterEach(() => vi.unstubAllGlobals());

  const patient = buildCurrentUser();
  const request = buildTreatmentRequest(patient.id, { bidCount: 2 });
  const apollo = buildBid(request, {
    leadDoctorName: 'Dr. Rao',
    hospitalNights: 3,
    revisedAt: '2026-11-21T10:00:00.000Z',
    previousTotalPrice: 9000,
  });
  const fortis = buildBid(request, {
    id: '4d0e2a8f-7b63-4c2f-9e4b-3f5a6b7c8d92',
    hospitalId: '9d2d8b1f-0e97-4b3a-9a68-2c1acd7d2d22',
    totalPrice: 9600,
    hospital: { firstName: 'Fortis', lastName: 'Delhi', verified: false },
  });
  /** What the API sent: names, the patient's and hospitals' own words. */
  const data = [
    request.procedureType,
    request.description!,
    request.preferredLocation,
    'Apollo',
    'Fortis',
    apollo.estimatedDuration,
    apollo.description,
    'Surgery',
    'Dr. Rao',
    'JCI',
    'Joint Commission International',
  ];

  it('the dashboard', async () => {
    const { container } = renderApp('/', {
      user: patient,
      routes: {
        'GET /api/dashboard/patient': {
          status: 200,
          body: { totalRequests: 1, activeRequests: 1, activeBids: 1, acceptedBids: 0 },
        },
        'GET /api/treatment-requests': { status: 200, body: [request] },
        'GET /api/bids/patient': { status: 200, body: [apollo] },
      },
    });
    await screen.findByRole('heading', { level: 3, name: 'Apollo' });
    const sections = ['quick-actions', 'recent-requests', 'recent-bids'].map((id) =>
      container.querySelector(`[aria-labelledby="${id}-heading"]`),
    );
    const header = container.querySelector('[data-slot="page-header"]');
    const summary = container.querySelector('[aria-label="⟦Summary⟧"]');
    expect(untranslatedIn([header, summary, ...sections], ['Priya', ...data])).toEqual([]);
  });

  it('a request with its bids, and their comparison', async () => {
    const user = userEvent.setup();
    const { container } = renderApp(`/requests/${request.id}`, {
      user: patient,
      routes: {
        [`GET /api/treatment-requests/${request.id}`]: { status: 200, body: request },
        [`GET /api/bids/request/${request.id}`]: { status: 200, body: [apollo, fortis] },
        'GET /api/testimonials/ratings': {
          status: 200,
          body: [
            { hospitalId: apollo.hospitalId, averageRating: 4.5, reviewCount: 12 },
            { hospitalId: fortis.hospitalId, averageRating: null, reviewCount: 0 },
          ],
        },
        'GET /api/hospital-profiles/badges': {
          status: 200,
          body: [
            {
              hospitalId: apollo.hospitalId,
              badges: [{ body: 'JCI', bodyName: 'Joint Commission International' }],
            },
          ],
        },
      },
    });
    const details = await screen.findByRole('heading', { level: 2, name: '⟦Request details⟧' });
    await screen.findByRole('heading', { level: 3, name: 'Fortis' });
    const header = container.querySelector('[data-slot="page-header"]');
    const card = details.closest('[data-slot="card"]');
    const bids = container.querySelector('[aria-labelledby="bids-heading"]');
    // Dates come from Intl in the active locale.
    const start = formatCalendarDate(request.preferredStartDate);
    const end = formatCalendarDate(request.preferredEndDate);
    const dates = [
      `${start} – ${end}`,
      formatDate(request.createdAt),
      formatCalendarDate(`${apollo.validUntil}T00:00:00.000Z`),
    ];
    expect(untranslatedIn([header, card, bids], [...data, ...dates])).toEqual([]);

    await user.click(screen.getByRole('tab', { name: '⟦Compare⟧' }));
    const table = await screen.findByRole('region', { name: '⟦Bid comparison table⟧' });
    const comparison = table.closest('section');
    expect(within(table).getByText('⟦Was $9,000⟧')).toBeTruthy();
    expect(untranslatedIn([comparison], [...data, ...dates])).toEqual([]);
  });

  it("the hospital's bid form", async () => {
    const hospital = buildCurrentUser({
      id: HOSPITAL.id,
      firstName: 'Lotus',
      role: 'hospital',
      verified: true,
    });
    const { container } = renderApp(`/submit-bid/${request.id}`, {
      user: hospital,
      routes: {
        [`GET /api/treatment-requests/${request.id}`]: { status: 200, body: request },
        [`GET /api/bids/request/${request.id}`]: { status: 200, body: [] },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '⟦Submit Bid⟧' }));
    await screen.findByText('⟦Estimated duration is required⟧');
    // The checklist's items and category come from quote-inclusions.json, in English.
    const category = inclusionCategoryFor(request.procedureType);
    const checklist = [...checklistItemsOf(category), category.label.toLowerCase()];
    const dates = [formatCalendarDate(request.preferredStartDate), formatDate(request.createdAt)];
    expect(
      untranslatedInMain(container, [
        ...data,
        ...checklist,
        ...dates,
        `${dates[0]} – ${dates[0]}`,
        '8500',
        'Dr. Meera Rao',
      ]),
    ).toEqual([]);
  });

  it("the hospital's bids, with the withdraw dialog", async () => {
    const hospital = buildCurrentUser({ id: apollo.hospitalId, role: 'hospital', verified: true });
    const { container } = renderApp('/my-bids', {
      user: hospital,
      routes: { 'GET /api/bids/hospital': { status: 200, body: [apollo] } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^⟦Withdraw⟧/ }));
    const dialog = await screen.findByRole('alertdialog');
    const dates = [formatDate(apollo.createdAt), formatDate(apollo.revisedAt!)];
    expect(untranslatedIn([dialog], data)).toEqual([]);
    expect(untranslatedInMain(container, [...data, ...dates, '$7,000'])).toEqual([]);
  });
});

describe('the payment parts show only catalogue text and API data (issue #17)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const patient = buildCurrentUser();
  const request = buildTreatmentRequest(patient.id);
  const bid: Bid = { ...buildBid(request), status: 'accepted' };
  const deposit: Payment = {
    id: '6f1d1c2a-0000-4000-8000-000000000002',
    bidId: bid.id,
    treatmentRequestId: request.id,
    procedureType: request.procedureType,
    patientId: patient.id,
    hospitalId: bid.hospitalId,
    hospitalName: 'Apollo',
    part: 'deposit',
    status: 'succeeded',
    hospitalAmount: 700,
    platformFee: 140,
    totalAmount: 840,
    currency: 'USD',
    paymentMethod: 'card',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
  const view = buildBidPayment([deposit]);
  const admissionDate = view.admissionDate!;

  it('the booking with its cancellation schedule and cancel dialog', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { container } = render(
      <QueryClientProvider client={createQueryClient()}>
        <BookingDetails bid={bid} data={view} user={patient} isRequestOwner />
      </QueryClientProvider>,
    );
    // Dates and amounts come from Intl in the active locale.
    const dates = [formatCalendarDate(admissionDate)];
    expect(untranslatedTexts(container, dates)).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: /⟦Cancel booking⟧/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(untranslatedTexts(dialog)).toEqual([]);
  });

  it('the booking as its hospital sees it before the admission date is set', () => {
    const hospital = buildCurrentUser({ id: bid.hospitalId, role: 'hospital' });
    const { container } = render(
      <QueryClientProvider client={createQueryClient()}>
        <BookingDetails
          bid={bid}
          data={{ ...view, admissionDate: null }}
          user={hospital}
          isRequestOwner={false}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: /⟦Set admission date⟧/ })).toBeTruthy();
    expect(untranslatedTexts(container)).toEqual([]);
  });

  it('the deposit summary and receipt', () => {
    const { container } = render(
      <>
        <PartSummary part="deposit" data={view} />
        <PaymentReceipt payment={deposit} />
      </>,
    );
    expect(screen.getByRole('heading', { name: '⟦Deposit receipt⟧' })).toBeTruthy();
    expect(untranslatedTexts(container, [formatDate(deposit.createdAt)])).toEqual([]);
  });

  it('the payment page when card payments are not configured', async () => {
    const { container } = renderApp(`/pay/${bid.id}`, {
      user: patient,
      routes: {
        [`GET /api/payments/bid/${bid.id}`]: {
          status: 200,
          body: { ...view, nextPart: 'balance' },
        },
        'POST /api/payments': {
          status: 503,
          body: { message: 'Card payments are not configured', code: 'PAYMENTS_NOT_CONFIGURED' },
        },
      },
    });
    await screen.findByText('⟦Card payments are not configured⟧', undefined, { timeout: 5000 });
    expect(untranslatedInMain(container)).toEqual([]);
  });
});

describe('the account pages show only catalogue text and API data', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The page, where it is, and a control that shows it has rendered. */
  const LINK_PAGES: [string, string, { role: 'button' | 'link'; name: string }][] = [
    ['forgot password', '/forgot-password', { role: 'button', name: '⟦Send reset link⟧' }],
    [
      'set a new password, from a link without its token',
      '/reset-password',
      { role: 'link', name: '⟦Ask for a new link⟧' },
    ],
    [
      'confirm a new e-mail address, from a link without its token',
      '/confirm-email',
      { role: 'button', name: '⟦Confirm new address⟧' },
    ],
  ];

  it.each(LINK_PAGES)('%s', async (_, path, control) => {
    const { container } = renderApp(path);
    await screen.findByRole(control.role, { name: control.name });
    expect(untranslatedInMain(container)).toEqual([]);
  });

  it('set a new password, with the validation messages of an empty form', async () => {
    const { container } = renderApp('/reset-password#token=abc');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('⟦Repeat the new password⟧'), 'x');
    await user.click(screen.getByRole('button', { name: '⟦Set new password⟧' }));
    await screen.findByText('⟦The two passwords are not the same⟧');
    expect(untranslatedInMain(container)).toEqual([]);
  });

  it('settings, every account section of a hospital with two-factor sign-in on', async () => {
    const hospital = buildCurrentUser({ role: 'hospital' });
    const consent = buildConsent({
      given: true,
      givenAt: '2026-11-20T10:00:00.000Z',
      givenVersion: 1,
    });
    renderApp('/settings', {
      user: hospital,
      routes: {
        'GET /api/me/settings': {
          status: 200,
          body: {
            ...ACCOUNT_SETTINGS,
            twoFactorAvailable: true,
            twoFactorEnabled: true,
            recoveryCodesLeft: 8,
            otherSessions: 2,
          },
        },
        'GET /api/consents': { status: 200, body: [consent] },
      },
    });
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: '⟦Profile & settings⟧',
    });
    await screen.findByRole('article', { name: consent.title });
    // The account's own cards; the language, currency and payout cards are other features'.
    const sections = [
      'profile',
      'email',
      'password',
      'two-factor',
      'notifications',
      'sessions',
      'privacy-consent',
      'your-data',
    ].map((id) => document.getElementById(`${id}-heading`)?.closest('[role="region"]') ?? null);
    const data = [hospital.email, consent.title, ...consent.text.split('\n\n'), consent.legalBasis];
    expect(untranslatedIn([heading.parentElement, ...sections], data)).toEqual([]);
  });
});
