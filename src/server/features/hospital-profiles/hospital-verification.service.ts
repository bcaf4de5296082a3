import type {
  OwnHospitalProfile,
  RequestChangesInput,
  VerificationQueueItem,
} from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import { recordAdminAction } from '../admin/audit-log.service.ts';
import { hospitalProfileNotice } from '../notifications/notification-notices.ts';
import { notify } from '../notifications/notifications.service.ts';
import {
  findUserById,
  requireHospital,
  verifyHospitalAccount,
  type UserRow,
} from '../users/users.service.ts';
import { loadOwnProfile } from './hospital-profiles.service.ts';
import { editableColumnsOf, withPendingChanges } from './hospital-profiles.dto.ts';
import {
  approvePhotosOf,
  approveSubmittedProfile,
  findProfileForUpdate,
  listSubmittedProfiles,
  setProfileStatus,
  verifyAccreditationsOf,
} from './hospital-profiles.repository.ts';

/** Profiles the queue shows at once: a review takes minutes, so one screen is plenty. */
const QUEUE_LIMIT = 50;

const notSubmitted = () =>
  conflict('This profile is not waiting for verification', 'PROFILE_NOT_SUBMITTED');

/**
 * `GET /api/admin/hospital-verifications`: submitted profiles, oldest submission first (up to
 * 50), each with its accreditations' evidence links and the account's e-mail.
 */
export async function listVerificationQueue(db: Queryable): Promise<VerificationQueueItem[]> {
  const rows = await listSubmittedProfiles(db, QUEUE_LIMIT);
  const items = await Promise.all(
    rows.map(async (row) => {
      const hospital = await findUserById(db, row.hospitalId);
      if (!hospital) return undefined;
      return { ...(await loadOwnProfile(db, hospital)), email: hospital.email };
    }),
  );
  return items.filter((item) => item !== undefined);
}

/**
 * `POST /api/admin/hospital-verifications/{id}/approve`, in one transaction: the profile goes
 * `submitted → approved` (compare-and-set) and its pending changes become the published fields
 * (ADR 0065), the account is verified (as
 * `POST /api/admin/hospitals/{id}/verify` does), its listed accreditations get their badges and its photos are shown,
 * the audit log records it and the hospital is notified (bell, then the digest e-mail).
 * @throws 404 when the id is not a hospital's; 409 when its profile is not submitted.
 */
export async function approveProfile(
  db: Database,
  admin: UserRow,
  rawId: string,
  now = new Date(),
): Promise<OwnHospitalProfile> {
  const hospital = await requireHospital(db, rawId);
  return db.transaction(async (tx) => {
    const submitted = withPendingChanges(await findProfileForUpdate(tx, hospital.id));
    if (
      !submitted ||
      !(await approveSubmittedProfile(tx, hospital.id, now, editableColumnsOf(submitted)))
    ) {
      throw notSubmitted();
    }
    const verified = await verifyHospitalAccount(tx, hospital.id);
    await verifyAccreditationsOf(tx, hospital.id, now);
    await approvePhotosOf(tx, hospital.id, now);
    await recordAdminAction(tx, admin, {
      action: 'hospital.profile_approve',
      targetType: 'user',
      targetId: hospital.id,
      rowsAffected: 1,
    });
    await notify(tx, hospitalProfileNotice('profile_approved', hospital.id, hospital.id));
    return loadOwnProfile(tx, verified, now);
  });
}

/**
 * `POST /api/admin/hospital-verifications/{id}/request-changes`: sends a submitted profile back
 * with the admin's note (`submitted → changes_requested`), audited (the note's length only:
 * no free text in the log) and notified, in one transaction.
 * @throws 404 when the id is not a hospital's; 409 when its profile is not submitted.
 */
export async function requestProfileChanges(
  db: Database,
  admin: UserRow,
  rawId: string,
  input: RequestChangesInput,
): Promise<OwnHospitalProfile> {
  const hospital = await requireHospital(db, rawId);
  return db.transaction(async (tx) => {
    const row = await setProfileStatus(tx, hospital.id, ['submitted'], {
      status: 'changes_requested',
      reviewNote: input.note,
      submittedAt: null,
    });
    if (!row) throw notSubmitted();
    await recordAdminAction(tx, admin, {
      action: 'hospital.profile_request_changes',
      targetType: 'user',
      targetId: hospital.id,
      rowsAffected: 1,
      details: { noteLength: input.note.length },
    });
    await notify(tx, hospitalProfileNotice('profile_changes_requested', hospital.id, hospital.id));
    return loadOwnProfile(tx, hospital);
  });
}
