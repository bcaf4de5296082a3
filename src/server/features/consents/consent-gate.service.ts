import type { ConsentPurpose } from '#shared/consents/consents.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import { consentTextOf } from './consent-texts.ts';
import { lockConsentsInForce } from './consents.repository.ts';

/** The consents sharing a record with a hospital needs (ADR 0041). */
export const SHARING_CONSENTS: readonly ConsentPurpose[] = ['health_data', 'cross_border_sharing'];

/**
 * Of `purposes`, those the user has NOT consented to under the current texts. Share-locks the
 * consents in force until the caller's transaction ends, so a withdrawal committing meanwhile
 * waits for it (run it on the transaction that acts on the consent).
 */
export async function findMissingConsents(
  db: Queryable,
  userId: string,
  purposes: readonly ConsentPurpose[],
): Promise<ConsentPurpose[]> {
  const required = purposes.map((purpose) => ({
    purpose,
    version: consentTextOf(purpose).version,
  }));
  const given = await lockConsentsInForce(db, userId, required);
  return purposes.filter((purpose) => !given.includes(purpose));
}

/**
 * Passes when the user consented to every one of `purposes` under the current texts (locking
 * them as {@link findMissingConsents} does).
 * @throws 409 `CONSENT_REQUIRED` naming the missing consents by their titles.
 */
export async function requireCurrentConsents(
  db: Queryable,
  userId: string,
  purposes: readonly ConsentPurpose[],
): Promise<void> {
  const missing = await findMissingConsents(db, userId, purposes);
  if (missing.length === 0) return;
  const titles = missing.map((purpose) => `“${consentTextOf(purpose).title}”`).join(' and ');
  throw conflict(
    `This needs your consent to ${titles}. You can give it in Settings under Privacy and consent.`,
    'CONSENT_REQUIRED',
  );
}
