import type { Consent } from '#shared/consents/consents.schemas.ts';

/** A consent as `GET /api/consents` lists it: `health_data`, version 2, not given, unless told. */
export function buildConsent(overrides: Partial<Consent> = {}): Consent {
  return {
    purpose: 'health_data',
    title: 'Processing of your health data',
    text: 'I agree that CareAbroad stores my records.\n\nI can withdraw at any time.',
    version: 2,
    legalBasis: 'GDPR Art. 9(2)(a)',
    withdrawalEffect: 'Sharing with hospitals stops at once.',
    given: false,
    needsRenewal: false,
    givenAt: null,
    givenVersion: null,
    withdrawnAt: null,
    ...overrides,
  };
}
