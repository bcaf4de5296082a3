import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.ts';
import { genderEnum } from './enums.ts';
import { users } from './users.ts';

/** SPEC §3 symptom_checker_sessions; `ai_analysis` holds the validated analysis JSON. */
export const symptomCheckerSessions = pgTable(
  'symptom_checker_sessions',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    symptoms: text('symptoms').array().notNull(),
    age: integer('age').notNull(),
    gender: genderEnum('gender').notNull(),
    existingConditions: text('existing_conditions').array(),
    medications: text('medications').array(),
    aiAnalysis: jsonb('ai_analysis'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('symptom_checker_sessions_user_idx').on(t.userId, t.createdAt, t.id)],
);
