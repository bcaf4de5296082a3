import type {
  HospitalBadges,
  HospitalProfilePage,
  OwnHospitalProfile,
  UpdateHospitalProfileInput,
} from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { MIN_RESPONSE_SAMPLE } from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import { countHospitalBids, getHospitalResponseTime } from '../bids/bids.service.ts';
import { getHospitalRating } from '../testimonials/testimonials.service.ts';
import { requireHospital, type UserRow } from '../users/users.service.ts';
import {
  hasBadge,
  toAccreditation,
  toOwnProfile,
  toPhoto,
  toProfileFields,
  utcDateOf,
} from './hospital-profiles.dto.ts';
import {
  findProfile,
  findProfileForUpdate,
  findPublishedHospitalIds,
  listAccreditations,
  listPhotos,
  setProfileStatus,
  upsertProfile,
} from './hospital-profiles.repository.ts';

export {
  deleteProfileRowsOf as deleteHospitalProfileOf,
  findProfileStorageKeys,
} from './hospital-profiles.repository.ts';

/** A hospital's own profile as it and admins see it (evidence links, state, note). */
export async function loadOwnProfile(
  db: Queryable,
  hospital: UserRow,
  now = new Date(),
): Promise<OwnHospitalProfile> {
  const [row, accreditations, photos] = await Promise.all([
    findProfile(db, hospital.id),
    listAccreditations(db, [hospital.id]),
    listPhotos(db, hospital.id),
  ]);
  return toOwnProfile({
    hospitalId: hospital.id,
    verified: hospital.hospitalVerifiedAt !== null,
    row,
    accreditations,
    photos,
    today: utcDateOf(now),
  });
}

/**
 * `PUT /api/hospital-profile`: saves the whole editable profile. Any save moves it to `draft`
 * (clearing a pending submission): what the admin approved is what was submitted (ADR 0050).
 * Once the profile was published, the fields patients see stay as approved and the edit waits
 * in `pending_changes` until the next approval (ADR 0065). The account's verification and the
 * badges already verified stay.
 */
export async function saveOwnProfile(
  db: Database,
  hospital: UserRow,
  input: UpdateHospitalProfileInput,
): Promise<OwnHospitalProfile> {
  return db.transaction(async (tx) => {
    const row = await findProfileForUpdate(tx, hospital.id);
    const review = { status: 'draft', submittedAt: null } as const;
    await (row?.firstApprovedAt
      ? upsertProfile(tx, hospital.id, { pendingChanges: input, ...review })
      : upsertProfile(tx, hospital.id, { ...input, pendingChanges: null, ...review }));
    return loadOwnProfile(tx, hospital);
  });
}

/**
 * `POST /api/hospital-profile/submit`: puts a saved draft (or a profile sent back) into the
 * admin queue. Needs the profile saved and at least one accreditation with its evidence.
 * @throws 409 `PROFILE_INCOMPLETE` without them; 409 `PROFILE_NOT_DRAFT` when already submitted
 * or approved and unchanged since.
 */
export async function submitOwnProfile(
  db: Database,
  hospital: UserRow,
  now = new Date(),
): Promise<OwnHospitalProfile> {
  return db.transaction(async (tx) => {
    const [row, accreditations] = await Promise.all([
      findProfile(tx, hospital.id),
      listAccreditations(tx, [hospital.id]),
    ]);
    if (!row || accreditations.length === 0) {
      throw conflict(
        'Save your profile and add at least one accreditation with its evidence before submitting',
        'PROFILE_INCOMPLETE',
      );
    }
    const submitted = await setProfileStatus(tx, hospital.id, ['draft', 'changes_requested'], {
      status: 'submitted',
      submittedAt: now,
    });
    if (!submitted) {
      throw conflict('This profile is already submitted or approved', 'PROFILE_NOT_DRAFT');
    }
    return loadOwnProfile(tx, hospital, now);
  });
}

/**
 * `GET /api/hospital-profiles/{id}`: the profile page (`/hospital/{id}`). The hospital itself
 * and admins see everything; others see the fields only once the profile was approved
 * (`isPublished`) as approved (ADR 0065), only accreditations with a badge and approved photos,
 * never evidence. Stats: published rating and
 * review count, median response time (ADR 0052, null below {@link MIN_RESPONSE_SAMPLE}
 * requests), requests won (accepted bids).
 * @throws 404 "Hospital not found" when the id is not a hospital's.
 */
export async function getProfilePage(
  db: Queryable,
  viewer: UserRow,
  rawId: string,
  now = new Date(),
): Promise<HospitalProfilePage> {
  const hospital = await requireHospital(db, rawId);
  const isInsider = viewer.id === hospital.id || viewer.role === 'admin';
  const today = utcDateOf(now);
  const [row, accreditations, photos, rating, response, bidCounts] = await Promise.all([
    findProfile(db, hospital.id),
    listAccreditations(db, [hospital.id]),
    listPhotos(db, hospital.id),
    getHospitalRating(db, hospital.id),
    getHospitalResponseTime(db, hospital.id, now),
    countHospitalBids(db, hospital.id),
  ]);
  const isPublished = row?.firstApprovedAt != null;
  const shown = isInsider || isPublished;
  const name = [hospital.firstName, hospital.lastName].filter(Boolean).join(' ');
  return {
    hospitalId: hospital.id,
    displayName: (shown && row?.legalName) || name || hospital.email,
    email: hospital.email,
    verified: hospital.hospitalVerifiedAt !== null,
    isPublished,
    ...toProfileFields(shown ? row : undefined),
    accreditations: accreditations
      .filter((a) => isInsider || hasBadge(a, today))
      .map((a) => toAccreditation(a, { today, withEvidence: isInsider })),
    photos: photos.filter((p) => isInsider || (isPublished && p.approvedAt)).map(toPhoto),
    stats: {
      averageRating: rating.averageRating,
      reviewCount: rating.reviewCount,
      medianResponseMinutes:
        response.requests >= MIN_RESPONSE_SAMPLE ? response.medianMinutes : null,
      respondedRequests: response.requests,
      requestsWon: bidCounts.accepted,
      totalBids: bidCounts.total,
    },
  };
}

/**
 * `GET /api/hospital-profiles/badges`: each hospital's accreditation badges in force, in the
 * order asked (bid cards and comparison). Unknown ids, and hospitals whose profile was never
 * approved, have none.
 */
export async function getHospitalBadges(
  db: Queryable,
  hospitalIds: readonly string[],
  now = new Date(),
): Promise<HospitalBadges[]> {
  const today = utcDateOf(now);
  const [published, accreditations] = await Promise.all([
    findPublishedHospitalIds(db, hospitalIds),
    listAccreditations(db, hospitalIds),
  ]);
  return hospitalIds.map((hospitalId) => ({
    hospitalId,
    badges: published.has(hospitalId)
      ? accreditations
          .filter((a) => a.hospitalId === hospitalId && hasBadge(a, today))
          .map((a) => {
            const { body, bodyName } = toAccreditation(a, { today, withEvidence: false });
            return { body, bodyName };
          })
      : [],
  }));
}
