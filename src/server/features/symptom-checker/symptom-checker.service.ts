import {
  AiAnalysisSchema,
  type AnalyzeSymptomsInput,
  type AnalyzeSymptomsResult,
  type SymptomCheckerSession,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import type { SymptomAnalyzer } from './symptom-analysis.ts';
import { toSymptomCheckerSession } from './symptom-checker.dto.ts';
import {
  deleteAnonymousSessionsBefore,
  findSymptomSession,
  insertSymptomSession,
  type SymptomSessionRow,
} from './symptom-checker.repository.ts';

/** Anonymous sessions are readable, and kept, this long (SECURITY §5, ADR 0010). */
export const ANONYMOUS_SESSION_TTL_MS = 24 * 60 * 60_000;

const SESSION_NOT_FOUND = 'Symptom check not found';

/**
 * Who owns a new session (ADR 0010): the signed-in user, or for anonymous use the browser whose
 * owner token hashes to `ownerTokenHash`.
 */
export type SymptomSessionOwner = { userId: string } | { ownerTokenHash: string };

/** What a reader presents: its signed-in user and its browser's owner-token hash, if any. */
export interface SymptomSessionReader {
  userId: string | undefined;
  ownerTokenHash: string | undefined;
}

/**
 * Analyses the input (engine, plus the model when configured) and stores the session with its
 * `aiAnalysis` for `owner` (SPEC §3, §7 `POST /api/symptom-checker/analyze`).
 */
export async function analyzeAndStore(
  db: Queryable,
  analyze: SymptomAnalyzer,
  owner: SymptomSessionOwner,
  input: AnalyzeSymptomsInput,
): Promise<AnalyzeSymptomsResult> {
  const aiAnalysis = AiAnalysisSchema.parse(await analyze(input));
  const row = await insertSymptomSession(db, {
    userId: 'userId' in owner ? owner.userId : null,
    ownerTokenHash: 'ownerTokenHash' in owner ? owner.ownerTokenHash : null,
    symptoms: input.symptoms,
    age: input.age,
    gender: input.gender,
    existingConditions: input.existingConditions ?? null,
    medications: input.medications ?? null,
    aiAnalysis,
  });
  return { sessionId: row.id };
}

/**
 * Whether `reader` created the session (DESIGN §5): a user's session only for that user; an
 * anonymous one for the browser holding its owner token, until it expires.
 */
function isCreator(row: SymptomSessionRow, reader: SymptomSessionReader, now: Date): boolean {
  if (row.userId !== null) return row.userId === reader.userId;
  return (
    reader.ownerTokenHash !== undefined &&
    row.ownerTokenHash === reader.ownerTokenHash &&
    now.getTime() - row.createdAt.getTime() < ANONYMOUS_SESSION_TTL_MS
  );
}

/**
 * The session with its analysis (SPEC §7 `GET /api/symptom-checker/{sessionId}`), for its
 * creator only.
 * @throws 404, the same for a malformed, unknown, expired or someone else's session.
 */
export async function getOwnSymptomSession(
  db: Queryable,
  reader: SymptomSessionReader,
  rawSessionId: string,
  now = new Date(),
): Promise<SymptomCheckerSession> {
  const id = requireUuid(rawSessionId, SESSION_NOT_FOUND);
  const row = await findSymptomSession(db, id);
  if (!row || !isCreator(row, reader, now)) throw notFound(SESSION_NOT_FOUND);
  return toSymptomCheckerSession(row);
}

/** Deletes anonymous sessions older than {@link ANONYMOUS_SESSION_TTL_MS}; returns how many. */
export function deleteExpiredAnonymousSessions(db: Queryable, now = new Date()): Promise<number> {
  return deleteAnonymousSessionsBefore(db, new Date(now.getTime() - ANONYMOUS_SESSION_TTL_MS));
}
