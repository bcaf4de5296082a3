import {
  ConsentPurposeSchema,
  type Consent,
  type ConsentPurpose,
  type ConsentRecord,
  type GiveConsentInput,
} from '#shared/consents/consents.schemas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { revokeGrantsOnConsentWithdrawal } from '../records/sharing/record-grants.service.ts';
import type { UserRow } from '../users/users.service.ts';
import { SHARING_CONSENTS } from './consent-gate.service.ts';
import { CONSENT_TEXTS, consentTextOf, type ConsentText } from './consent-texts.ts';
import {
  deleteConsentsOfUser,
  endConsentInForce,
  findConsentInForce,
  insertConsent,
  listConsentRows,
  type ConsentRow,
} from './consents.repository.ts';

/** One purpose's current text and the user's standing, from the user's consent history. */
function toConsent(text: ConsentText, history: readonly ConsentRow[]): Consent {
  const rows = history.filter((row) => row.purpose === text.purpose);
  const inForce = rows.find((row) => row.endedAt === null);
  const lastWithdrawal = rows.findLast((row) => row.endReason === 'withdrawn');
  const given = inForce?.textVersion === text.version;
  return {
    purpose: text.purpose,
    title: text.title,
    text: text.text,
    version: text.version,
    legalBasis: text.legalBasis,
    withdrawalEffect: text.withdrawalEffect,
    given,
    needsRenewal: inForce !== undefined && !given,
    givenAt: inForce?.givenAt.toISOString() ?? null,
    givenVersion: inForce?.textVersion ?? null,
    withdrawnAt: inForce ? null : (lastWithdrawal?.endedAt?.toISOString() ?? null),
  };
}

async function consentOf(db: Queryable, user: UserRow, purpose: ConsentPurpose): Promise<Consent> {
  return toConsent(consentTextOf(purpose), await listConsentRows(db, user.id));
}

/**
 * `GET /api/consents`: every purpose the product asks consent for (issue #14, ADR 0041), with
 * its current text and version, and whether, when and under which version the user gave it.
 */
export async function listConsents(db: Queryable, user: UserRow): Promise<Consent[]> {
  const history = await listConsentRows(db, user.id);
  return CONSENT_TEXTS.map((text) => toConsent(text, history));
}

/**
 * `POST /api/consents`: the user gives consent under the text version they were shown. A
 * consent in force under an older version is ended (`renewed`) and a new row records this one,
 * in one transaction; giving a consent already in force changes nothing.
 * @throws 409 `CONSENT_TEXT_OUTDATED` when `textVersion` is not the current version.
 */
export async function giveConsent(
  db: Database,
  user: UserRow,
  input: GiveConsentInput,
): Promise<Consent> {
  const current = consentTextOf(input.purpose);
  if (input.textVersion !== current.version) {
    throw conflict(
      `The text of “${current.title}” has changed (now version ${current.version}). ` +
        'Please read the current text and give your consent again.',
      'CONSENT_TEXT_OUTDATED',
    );
  }
  await db.transaction(async (tx) => {
    await endConsentInForce(tx, {
      userId: user.id,
      purpose: input.purpose,
      reason: 'renewed',
      unlessVersion: current.version,
    });
    await insertConsent(tx, {
      userId: user.id,
      purpose: input.purpose,
      textVersion: current.version,
    });
  });
  return consentOf(db, user, input.purpose);
}

/**
 * `DELETE /api/consents/{purpose}`: withdraws the user's consent (GDPR Art. 7(3): as easy as
 * giving it). Withdrawing `health_data` or `cross_border_sharing` revokes the patient's live
 * grants in the same transaction (reason `consent_withdrawn`), so hospitals lose access the
 * moment it commits — and every read checks the consents anyway (ADR 0041). Withdrawing a
 * consent not in force changes nothing.
 * @throws 404 for an unknown purpose.
 */
export async function withdrawConsent(
  db: Database,
  user: UserRow,
  rawPurpose: string,
): Promise<Consent> {
  const parsed = ConsentPurposeSchema.safeParse(rawPurpose);
  if (!parsed.success) throw notFound('Consent not found');
  const purpose = parsed.data;
  await db.transaction(async (tx) => {
    // Grants before the consent: a hospital's read locks them in that order (ADR 0041), and
    // the opposite order here deadlocked against reads in flight.
    if (!(await findConsentInForce(tx, user.id, purpose))) return;
    if (SHARING_CONSENTS.includes(purpose)) await revokeGrantsOnConsentWithdrawal(tx, user.id);
    await endConsentInForce(tx, { userId: user.id, purpose, reason: 'withdrawn' });
  });
  return consentOf(db, user, purpose);
}

/** The user's consent history for the data export (ADR 0028), oldest first. */
export async function exportConsents(db: Queryable, userId: string): Promise<ConsentRecord[]> {
  const rows = await listConsentRows(db, userId);
  return rows.map((row) => ({
    purpose: row.purpose,
    textVersion: row.textVersion,
    givenAt: row.givenAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    endReason: row.endReason,
  }));
}

/** Account deletion, in the caller's transaction: removes the user's consent history. */
export function deleteConsentHistory(db: Queryable, userId: string): Promise<void> {
  return deleteConsentsOfUser(db, userId);
}
