import {
  AiAnalysisSchema,
  type AnalyzeSymptomsInput,
  type AnalyzeSymptomsResult,
  type FollowUpAnswersInput,
  type SymptomCheckerSession,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import type { SymptomAnalyzer } from './symptom-analysis.ts';
import { toSymptomCheckerSession } from './symptom-checker.dto.ts';
import {
  deleteAnonymousSessionsBefore,
  findSymptomSession,
  insertSymptomSession,
  saveFollowUpAnswers,
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
 * `aiAnalysis`, disposition and follow-up questions for `owner` (SPEC §3, §7 `POST
 * /api/symptom-checker/analyze`; ADR 0019). Returns the id and the questions to ask.
 */
export async function analyzeAndStore(
  db: Queryable,
  analyze: SymptomAnalyzer,
  owner: SymptomSessionOwner,
  input: AnalyzeSymptomsInput,
): Promise<AnalyzeSymptomsResult> {
  const outcome = await analyze(input);
  const aiAnalysis = AiAnalysisSchema.parse(outcome.analysis);
  const followUpQuestions = outcome.followUpQuestions;
  const row = await insertSymptomSession(db, {
    userId: 'userId' in owner ? owner.userId : null,
    ownerTokenHash: 'ownerTokenHash' in owner ? owner.ownerTokenHash : null,
    symptoms: input.symptoms,
    age: input.age,
    gender: input.gender,
    existingConditions: input.existingConditions ?? null,
    medications: input.medications ?? null,
    aiAnalysis,
    disposition: outcome.disposition,
    followUp: { questions: followUpQuestions, answers: null },
  });
  return { sessionId: row.id, followUpQuestions };
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

/** The session row if `reader` created it. @throws 404 otherwise (ADR 0010). */
async function findOwnRow(
  db: Queryable,
  reader: SymptomSessionReader,
  rawSessionId: string,
  now: Date,
): Promise<SymptomSessionRow> {
  const id = requireUuid(rawSessionId, SESSION_NOT_FOUND);
  const row = await findSymptomSession(db, id);
  if (!row || !isCreator(row, reader, now)) throw notFound(SESSION_NOT_FOUND);
  return row;
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
  return toSymptomCheckerSession(await findOwnRow(db, reader, rawSessionId, now));
}

/**
 * Takes the answers to a session's follow-up questions (`POST
 * /api/symptom-checker/{sessionId}/answers`, ADR 0019): every question asked is answered exactly
 * once, the input is analysed again with the answers, and analysis, disposition and answers are
 * stored in one compare-and-set, so a session is answered at most once.
 * @throws 404 as for reading; 409 when there is nothing to answer or it was answered already;
 *   400 when an answer is missing, repeated or for a question not asked.
 */
export async function answerFollowUpQuestions(
  db: Queryable,
  analyze: SymptomAnalyzer,
  reader: SymptomSessionReader,
  rawSessionId: string,
  { answers }: FollowUpAnswersInput,
  now = new Date(),
): Promise<SymptomCheckerSession> {
  const row = await findOwnRow(db, reader, rawSessionId, now);
  const { questions } = row.followUp;
  if (questions.length === 0) throw conflict('This symptom check has no questions to answer');
  if (row.followUp.answers !== null) throw conflict('These questions have already been answered');
  const asked = new Set(questions.map((q) => q.id));
  const answered = new Set(answers.map((a) => a.questionId));
  const isComplete =
    answered.size === answers.length &&
    answered.size === asked.size &&
    [...answered].every((id) => asked.has(id));
  if (!isComplete) throw badRequest('Please answer each question once');
  const input = {
    symptoms: row.symptoms,
    age: row.age,
    gender: row.gender,
    existingConditions: row.existingConditions ?? undefined,
    medications: row.medications ?? undefined,
  };
  const outcome = await analyze(input, answers);
  const saved = await saveFollowUpAnswers(db, row.id, {
    aiAnalysis: AiAnalysisSchema.parse(outcome.analysis),
    disposition: outcome.disposition,
    followUp: { questions, answers },
  });
  if (!saved) throw conflict('These questions have already been answered');
  return toSymptomCheckerSession(saved);
}

/** Deletes anonymous sessions older than {@link ANONYMOUS_SESSION_TTL_MS}; returns how many. */
export function deleteExpiredAnonymousSessions(db: Queryable, now = new Date()): Promise<number> {
  return deleteAnonymousSessionsBefore(db, new Date(now.getTime() - ANONYMOUS_SESSION_TTL_MS));
}
