// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnHospitalProfile } from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { ProfileStatusNotice } from '#client/features/hospital-profiles/components/profile-status-notice.tsx';

afterEach(cleanup);

const KEEPS_APPROVED = /Patients keep seeing your last verified profile/;

function profile(overrides: Partial<OwnHospitalProfile>): OwnHospitalProfile {
  return {
    hospitalId: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    legalName: 'Apollo Hospitals Enterprise Ltd',
    country: 'IN',
    city: 'Chennai',
    address: '21 Greams Lane',
    website: null,
    licenceNumber: 'TN-1',
    specialties: ['Orthopaedics'],
    languages: ['en'],
    doctors: [],
    status: 'draft',
    isPublished: false,
    reviewNote: null,
    submittedAt: null,
    verified: false,
    accreditations: [],
    photos: [],
    ...overrides,
  };
}

describe('ProfileStatusNotice (ADR 0065)', () => {
  it('tells a published hospital that patients see the approved version while a change waits', () => {
    render(<ProfileStatusNotice profile={profile({ status: 'submitted', isPublished: true })} />);
    expect(screen.getByRole('status').textContent).toMatch(KEEPS_APPROVED);
  });

  it('says nothing of it before the first approval, or once approved', () => {
    render(<ProfileStatusNotice profile={profile({ status: 'draft' })} />);
    render(<ProfileStatusNotice profile={profile({ status: 'approved', isPublished: true })} />);
    for (const notice of screen.getAllByRole('status')) {
      expect(notice.textContent).not.toMatch(KEEPS_APPROVED);
    }
  });
});
