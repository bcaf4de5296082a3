import { z } from 'zod';
import {
  DoctorSchema,
  type Accreditation,
  type Doctor,
  type HospitalPhoto,
  type OwnHospitalProfile,
  UpdateHospitalProfileInputSchema,
} from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { accreditationBodyOf } from '#shared/hospital-profiles/reference-lists.ts';
import type { AccreditationRow, PhotoRow, ProfileRow } from './hospital-profiles.repository.ts';

/** Today's date in UTC, YYYY-MM-DD: an accreditation is valid through its expiry date. */
export const utcDateOf = (now: Date): string => now.toISOString().slice(0, 10);

/** The stored doctors list, parsed again on the way out (a JSON column is a boundary). */
export function doctorsOf(row: ProfileRow | undefined): Doctor[] {
  const parsed = z.array(DoctorSchema).safeParse(row?.doctors ?? []);
  return parsed.success ? parsed.data : [];
}

/** Whether the accreditation's badge shows on `today`: verified, not removed, not expired. */
export function hasBadge(row: AccreditationRow, today: string): boolean {
  return row.verifiedAt !== null && row.badgeRemovedAt === null && row.expiresOn >= today;
}

export function toAccreditation(
  row: AccreditationRow,
  options: { today: string; withEvidence: boolean },
): Accreditation {
  return {
    id: row.id,
    body: row.body,
    bodyName: accreditationBodyOf(row.body)?.name ?? row.body,
    number: row.number,
    expiresOn: row.expiresOn,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    badgeRemovedAt: row.badgeRemovedAt?.toISOString() ?? null,
    hasBadge: hasBadge(row, options.today),
    ...(options.withEvidence
      ? {
          evidence: {
            mediaType: row.evidenceMediaType,
            sizeBytes: row.evidenceSizeBytes,
            url: `/api/hospital-profile/accreditations/${row.id}/evidence`,
          },
        }
      : {}),
  };
}

export function toPhoto(row: PhotoRow): HospitalPhoto {
  return {
    id: row.id,
    caption: row.caption,
    width: row.width,
    height: row.height,
    urls: {
      avif: `/api/hospital-photos/${row.id}/avif`,
      webp: `/api/hospital-photos/${row.id}/webp`,
    },
  };
}

/**
 * The profile as its hospital last saved it: the published row with its pending changes (ADR
 * 0060) laid over it. Patients never see this; the hospital's editor and the admin queue do.
 */
export function withPendingChanges(row: ProfileRow | undefined): ProfileRow | undefined {
  if (!row?.pendingChanges) return row;
  const pending = UpdateHospitalProfileInputSchema.safeParse(row.pendingChanges);
  return pending.success ? { ...row, ...pending.data } : row;
}

/** The columns a hospital edits (`UpdateHospitalProfileInput`), as stored in `row`. */
export function editableColumnsOf(row: ProfileRow) {
  const { legalName, country, city, address, website, licenceNumber } = row;
  const { specialties, languages, doctors } = row;
  return {
    legalName,
    country,
    city,
    address,
    website,
    licenceNumber,
    specialties,
    languages,
    doctors,
  };
}

/** The profile's editable fields, empty for a hospital that never saved one. */
export function toProfileFields(row: ProfileRow | undefined) {
  return {
    legalName: row?.legalName ?? null,
    country: row?.country ?? null,
    city: row?.city ?? null,
    address: row?.address ?? null,
    website: row?.website ?? null,
    licenceNumber: row?.licenceNumber ?? null,
    specialties: row?.specialties ?? [],
    languages: row?.languages ?? [],
    doctors: doctorsOf(row),
  };
}

/** The owner's (and the admin queue's) view: fields as last saved, state, evidence links. */
export function toOwnProfile(input: {
  hospitalId: string;
  verified: boolean;
  row: ProfileRow | undefined;
  accreditations: AccreditationRow[];
  photos: PhotoRow[];
  today: string;
}): OwnHospitalProfile {
  return {
    hospitalId: input.hospitalId,
    ...toProfileFields(withPendingChanges(input.row)),
    status: input.row?.status ?? 'draft',
    isPublished: input.row?.firstApprovedAt != null,
    reviewNote: input.row?.reviewNote ?? null,
    submittedAt: input.row?.submittedAt?.toISOString() ?? null,
    verified: input.verified,
    accreditations: input.accreditations.map((row) =>
      toAccreditation(row, { today: input.today, withEvidence: true }),
    ),
    photos: input.photos.map(toPhoto),
  };
}
