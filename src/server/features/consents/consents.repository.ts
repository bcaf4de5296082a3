import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { ConsentPurpose } from '#shared/consents/consents.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { consents } from '../../db/schema/consents.ts';

/** A consents row: one consent given, and how it ended (if it did). */
export type ConsentRow = typeof consents.$inferSelect;

/** Every consent the user ever gave, oldest first (history, export). */
export function listConsentRows(db: Queryable, userId: string): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.givenAt), asc(consents.id));
}

/** The user's consent in force for `purpose`, or undefined (served by the partial unique index). */
export async function findConsentInForce(
  db: Queryable,
  userId: string,
  purpose: ConsentPurpose,
): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(consents)
    .where(
      and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.endedAt)),
    )
    .limit(1);
  return row;
}

/**
 * Ends the user's consent in force for `purpose` (compare-and-set on `ended_at IS NULL`), only
 * when its version differs from `unlessVersion` if given; the ended row, or undefined.
 */
export async function endConsentInForce(
  db: Queryable,
  input: {
    userId: string;
    purpose: ConsentPurpose;
    reason: 'withdrawn' | 'renewed';
    unlessVersion?: number;
  },
): Promise<ConsentRow | undefined> {
  const [row] = await db
    .update(consents)
    .set({ endedAt: sql`now()`, endReason: input.reason })
    .where(
      and(
        eq(consents.userId, input.userId),
        eq(consents.purpose, input.purpose),
        isNull(consents.endedAt),
        input.unlessVersion === undefined
          ? undefined
          : ne(consents.textVersion, input.unlessVersion),
      ),
    )
    .returning();
  return row;
}

/**
 * Records a consent given under `textVersion`, unless one is in force already (the partial
 * unique index makes a concurrent second insert a no-op).
 */
export async function insertConsent(
  db: Queryable,
  values: { userId: string; purpose: ConsentPurpose; textVersion: number },
): Promise<void> {
  await db.insert(consents).values(values).onConflictDoNothing();
}

/**
 * Of `required` (purpose and current version), the purposes the user's consents in force
 * cover, share-locking those rows until the transaction ends: a withdrawal (an UPDATE of the
 * row) waits for the caller's transaction, and the caller never acts on a consent whose
 * withdrawal has committed.
 */
export async function lockConsentsInForce(
  db: Queryable,
  userId: string,
  required: ReadonlyArray<{ purpose: ConsentPurpose; version: number }>,
): Promise<ConsentPurpose[]> {
  const rows = await db
    .select({ purpose: consents.purpose, textVersion: consents.textVersion })
    .from(consents)
    .where(
      and(
        eq(consents.userId, userId),
        isNull(consents.endedAt),
        inArray(
          consents.purpose,
          required.map((r) => r.purpose),
        ),
      ),
    )
    .for('share');
  return rows
    .filter((row) =>
      required.some((r) => r.purpose === row.purpose && r.version === row.textVersion),
    )
    .map((row) => row.purpose);
}

/** Deletes the user's consent history (account deletion, ADR 0028). */
export async function deleteConsentsOfUser(db: Queryable, userId: string): Promise<void> {
  await db.delete(consents).where(eq(consents.userId, userId));
}
