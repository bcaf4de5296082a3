import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AiAnalysis, FollowUp } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import type { Disposition } from '#shared/symptom-checker/triage-scale.ts';
import { createdAtColumn, idColumn } from './columns.ts';
import { genderEnum } from './enums.ts';
import { users } from './users.ts';

/**
 * SPEC §3 symptom_checker_sessions; `ai_analysis` holds the validated analysis JSON. A session
 * has exactly one owner (ADR 0010): the signed-in user (`user_id`), or for anonymous use the
 * browser holding the owner token whose SHA-256 hex digest is `owner_token_hash` (the token
 * itself is never stored). Anonymous rows expire after 24 hours. `disposition` is the finer
 * care level behind the analysis (ADR 0018); `follow_up` the questions asked and, once given,
 * the answers (ADR 0019).
 */
export const symptomCheckerSessions = pgTable(
  'symptom_checker_sessions',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerTokenHash: text('owner_token_hash'),
    symptoms: text('symptoms').array().notNull(),
    age: integer('age').notNull(),
    gender: genderEnum('gender').notNull(),
    existingConditions: text('existing_conditions').array(),
    medications: text('medications').array(),
    aiAnalysis: jsonb('ai_analysis').$type<AiAnalysis>(),
    disposition: text('disposition').$type<Disposition>(),
    followUp: jsonb('follow_up')
      .$type<FollowUp>()
      .notNull()
      .default(sql`'{"questions":[],"answers":null}'::jsonb`),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // Also serves the expiry sweep: `user_id IS NULL AND created_at < …`.
    index('symptom_checker_sessions_user_idx').on(t.userId, t.createdAt, t.id),
    check(
      'symptom_checker_sessions_one_owner',
      sql`(${t.userId} IS NULL) <> (${t.ownerTokenHash} IS NULL)`,
    ),
  ],
);
