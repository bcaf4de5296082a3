import { z } from 'zod';
import { IsoDateTimeSchema, requiredText } from '../common/common.schemas.ts';
import {
  MAX_AGE,
  MAX_HISTORY_ITEMS,
  MAX_SYMPTOM_ENTRY_LENGTH,
  MAX_SYMPTOMS,
  MIN_AGE,
} from '../common/constants.ts';
import { DispositionSchema } from './triage-scale.ts';

/** SPEC §3 gender of a symptom checker session. */
export const GenderSchema = z.enum(['male', 'female', 'other']);
export type Gender = z.infer<typeof GenderSchema>;

/** SPEC §3 urgency levels, most urgent first. */
export const UrgencyLevelSchema = z.enum(['emergency', 'urgent', 'routine']);
export type UrgencyLevel = z.infer<typeof UrgencyLevelSchema>;

/** SPEC §3 condition severity and likelihood values. */
export const ConditionSeveritySchema = z.enum(['urgent', 'moderate', 'other']);
export const LikelihoodSchema = z.enum(['high', 'moderate', 'other']);

const entry = (label: string) => requiredText(label, MAX_SYMPTOM_ENTRY_LENGTH);

/**
 * `POST /api/symptom-checker/analyze` body (SPEC §3, §5; SECURITY §2): `symptoms` 1–20 entries,
 * `age` a whole number 1–150 (years), `gender` (default male), optional `existingConditions`
 * and `medications` of at most 30 entries; every entry trimmed, 1–200 characters.
 */
export const AnalyzeSymptomsInputSchema = z.strictObject({
  symptoms: z
    .array(entry('Symptom'), { error: 'Please add at least one symptom' })
    .min(1, 'Please add at least one symptom')
    .max(MAX_SYMPTOMS, `Please add at most ${MAX_SYMPTOMS} symptoms`),
  age: z
    .number({ error: 'Please enter a valid age' })
    .int('Please enter a valid age')
    .min(MIN_AGE, 'Please enter a valid age')
    .max(MAX_AGE, 'Please enter a valid age'),
  gender: GenderSchema.default('male'),
  existingConditions: z
    .array(entry('Condition'))
    .max(MAX_HISTORY_ITEMS, `Please add at most ${MAX_HISTORY_ITEMS} conditions`)
    .optional(),
  medications: z
    .array(entry('Medication'))
    .max(MAX_HISTORY_ITEMS, `Please add at most ${MAX_HISTORY_ITEMS} medications`)
    .optional(),
});
export type AnalyzeSymptomsInput = z.infer<typeof AnalyzeSymptomsInputSchema>;

/** One possible condition of an analysis (SPEC §3). */
export const PossibleConditionSchema = z.object({
  name: z.string().min(1).max(200),
  description: z.string().max(2000),
  severity: ConditionSeveritySchema,
  likelihood: LikelihoodSchema,
});
export type PossibleCondition = z.infer<typeof PossibleConditionSchema>;

/**
 * SPEC §3 `aiAnalysis`: `{ urgencyLevel, possibleConditions[], recommendedActions[],
 * whenToSeekHelp, relatedSpecialties[], disclaimer }`. Also what a language model must answer
 * (the server validates its output with this schema before using any of it).
 */
export const AiAnalysisSchema = z.object({
  urgencyLevel: UrgencyLevelSchema,
  possibleConditions: z.array(PossibleConditionSchema).max(10),
  recommendedActions: z.array(z.string().min(1).max(500)).max(10),
  whenToSeekHelp: z.string().min(1).max(2000),
  relatedSpecialties: z.array(z.string().min(1).max(100)).max(10),
  disclaimer: z.string().min(1).max(2000),
});
export type AiAnalysis = z.infer<typeof AiAnalysisSchema>;

/**
 * A follow-up question (issue #11, ADR 0019): `id` names the finding it settles (snake_case),
 * `text` is a plain-words yes/no question.
 */
export const FollowUpQuestionSchema = z.object({
  id: z.string().min(1).max(80),
  text: z.string().min(1).max(200),
});
export type FollowUpQuestion = z.infer<typeof FollowUpQuestionSchema>;

/** The three answers a follow-up question takes; "unsure" counts as yes, for safety. */
export const FollowUpAnswerValueSchema = z.enum(['yes', 'no', 'unsure']);

/** One answer to a follow-up question. */
export const FollowUpAnswerSchema = z.strictObject({
  questionId: z.string().min(1).max(80),
  answer: FollowUpAnswerValueSchema,
});
export type FollowUpAnswer = z.infer<typeof FollowUpAnswerSchema>;

/**
 * `POST /api/symptom-checker/{sessionId}/answers` body: one answer to each question the session
 * asked, at most 8 (ADR 0019). Answering twice is refused (409).
 */
export const FollowUpAnswersInputSchema = z.strictObject({
  answers: z
    .array(FollowUpAnswerSchema, { error: 'Please answer the questions' })
    .min(1, 'Please answer the questions')
    .max(8, 'Please answer at most 8 questions'),
});
export type FollowUpAnswersInput = z.infer<typeof FollowUpAnswersInputSchema>;

/**
 * The session's follow-up state: the questions asked (empty when none were needed) and the
 * answers given (null until answered; a caller may never answer, and then keeps the
 * conservative level of ADR 0019).
 */
export const FollowUpSchema = z.object({
  questions: z.array(FollowUpQuestionSchema).max(8),
  answers: z.array(FollowUpAnswerSchema).nullable(),
});
export type FollowUp = z.infer<typeof FollowUpSchema>;

/**
 * `POST /api/symptom-checker/analyze` answer (SPEC §7): the stored session's id, plus the
 * follow-up questions to ask before showing the results (issue #11; empty when none).
 */
export const AnalyzeSymptomsResultSchema = z.object({
  sessionId: z.uuid(),
  followUpQuestions: z.array(FollowUpQuestionSchema).max(8),
});
export type AnalyzeSymptomsResult = z.infer<typeof AnalyzeSymptomsResultSchema>;

/** `GET /api/symptom-checker/{sessionId}` answer: the session with its analysis (SPEC §3). */
export const SymptomCheckerSessionSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  symptoms: z.array(z.string()),
  age: z.number().int(),
  gender: GenderSchema,
  existingConditions: z.array(z.string()).nullable(),
  medications: z.array(z.string()).nullable(),
  aiAnalysis: AiAnalysisSchema.nullable(),
  /** The finer care level behind `aiAnalysis.urgencyLevel` (ADR 0018); null for older sessions. */
  disposition: DispositionSchema.nullable(),
  followUp: FollowUpSchema,
  createdAt: IsoDateTimeSchema,
});
export type SymptomCheckerSession = z.infer<typeof SymptomCheckerSessionSchema>;
