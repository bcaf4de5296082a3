import { and, eq, inArray, isNotNull, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { users } from '../../db/schema/users.ts';
import { newerThan, oldestFirst, type Cursor } from '../../lib/pagination.ts';

/** A users row as the services use it. */
export type UserRow = typeof users.$inferSelect;

const selectUserById = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

/** The user with this id, or undefined. */
export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await selectUserById(db).execute({ id });
  return row;
}

/** The user with this e-mail (case-insensitive), or undefined. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Inserts a user. @throws a unique violation (23505) on a taken e-mail or referral code. */
export async function insertUser(
  db: Queryable,
  values: typeof users.$inferInsert,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Sets the role only if none is set yet (compare-and-set); undefined when one already was. */
export async function setRoleIfUnset(
  db: Queryable,
  id: string,
  role: 'patient' | 'hospital' | 'admin',
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ role })
    .where(and(eq(users.id, id), isNull(users.role)))
    .returning();
  return row;
}

/** Records a sign-in: `lastLoginAt` now, `firstLoginAt` the first time; optionally a role. */
export async function recordLogin(
  db: Queryable,
  id: string,
  options: { grantAdmin: boolean },
): Promise<UserRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(users)
    .set({
      lastLoginAt: now,
      firstLoginAt: sql`coalesce(${users.firstLoginAt}, ${now.toISOString()}::timestamptz)`,
      ...(options.grantAdmin ? { role: 'admin' as const } : {}),
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Grants the admin role to the account with this e-mail; undefined when none exists. */
export async function grantAdminByEmail(
  db: Queryable,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ role: 'admin' })
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .returning();
  return row;
}

/** Marks a hospital account verified (idempotent); undefined when no such hospital exists. */
export async function markHospitalVerified(
  db: Queryable,
  id: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ hospitalVerifiedAt: sql`coalesce(${users.hospitalVerifiedAt}, now())` })
    .where(and(eq(users.id, id), eq(users.role, 'hospital')))
    .returning();
  return row;
}

/** The user signed in through the OpenID provider with this subject, or undefined. */
export async function findUserByOidcSubject(
  db: Queryable,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.oidcSubject, subject)).limit(1);
  return row;
}

/**
 * Links an account to an OpenID subject if it has none yet (compare-and-set); undefined when
 * the account is already linked. @throws a unique violation when the subject is linked elsewhere.
 */
export async function linkOidcSubject(
  db: Queryable,
  id: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ oidcSubject: subject })
    .where(and(eq(users.id, id), isNull(users.oidcSubject)))
    .returning();
  return row;
}

/** Sets the account's preferred display currency; undefined when the row is gone. */
export async function updatePreferredCurrency(
  db: Queryable,
  id: string,
  currency: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ preferredCurrency: currency })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Verified hospital accounts not deleted, oldest account first, keyset by (created_at, id)
 * after `cursor` (millisecond precision, as the cursor carries it); `limit` rows at most; only
 * ids `onlyIds` (a subquery) selects, when given.
 */
export function listVerifiedHospitalRows(
  db: Queryable,
  page: { limit: number; cursor: Cursor | undefined; onlyIds?: SQLWrapper },
): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.role, 'hospital'),
        isNotNull(users.hospitalVerifiedAt),
        isNull(users.deletedAt),
        page.onlyIds ? inArray(users.id, page.onlyIds) : undefined,
        newerThan(users.createdAt, users.id, page.cursor),
      ),
    )
    .orderBy(...oldestFirst(users.createdAt, users.id))
    .limit(page.limit);
}
