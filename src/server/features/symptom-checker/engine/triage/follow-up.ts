/**
 * Follow-up questions (issue #11, ADR 0019): after the wizard's three steps, the unsettled
 * discriminators that could raise the level are asked as yes / no / not sure questions, and the
 * answers become findings before the analysis runs again.
 */
import type {
  FollowUpAnswer,
  FollowUpQuestion,
  UrgencyLevel,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import {
  LEVEL_OF_DISPOSITION,
  URGENCY_RANK as RANK,
} from '#shared/symptom-checker/triage-scale.ts';
import { ancestorsOf, FINDINGS } from '../lexicon/vocabulary.ts';
import type { Profile } from '../types.ts';
import type { DiscriminatorHit } from './complaint-protocols.ts';

/** At most this many questions are asked (issue #11). */
export const MAX_FOLLOW_UP_QUESTIONS = 8;

/**
 * The questions worth asking at `level`: one per finding, from unsettled discriminators that
 * would raise the level (none once the level is already an emergency — help must not wait on
 * questions), most urgent first, at most {@link MAX_FOLLOW_UP_QUESTIONS}. A question's id is the
 * finding it settles.
 */
export function selectFollowUpQuestions(
  unsettled: readonly DiscriminatorHit[],
  level: UrgencyLevel,
): FollowUpQuestion[] {
  const raising = unsettled
    .filter(
      ({ discriminator }) => RANK[LEVEL_OF_DISPOSITION[discriminator.disposition]] > RANK[level],
    )
    .sort(
      (a, b) =>
        RANK[LEVEL_OF_DISPOSITION[b.discriminator.disposition]] -
        RANK[LEVEL_OF_DISPOSITION[a.discriminator.disposition]],
    );
  const questions = new Map<string, FollowUpQuestion>();
  for (const { discriminator } of raising) {
    const ask = discriminator.ask!;
    if (!questions.has(ask.finding))
      questions.set(ask.finding, { id: ask.finding, text: ask.text });
  }
  return [...questions.values()].slice(0, MAX_FOLLOW_UP_QUESTIONS);
}

/**
 * Adds the answers to the profile: "yes" and "not sure" make the finding present (with its
 * parents) — not sure counts as yes, for safety — and "no" makes it absent. Answers to findings
 * the vocabulary does not know are ignored.
 */
export function applyFollowUpAnswers(profile: Profile, answers: readonly FollowUpAnswer[]): void {
  for (const { questionId, answer } of answers) {
    if (!FINDINGS.has(questionId)) continue;
    if (answer === 'no') {
      if (!profile.present.has(questionId)) profile.absent.add(questionId);
      continue;
    }
    const ancestors = ancestorsOf(questionId);
    profile.absent.delete(questionId);
    for (const id of [questionId, ...ancestors]) profile.present.add(id);
    profile.reported.add(questionId);
  }
}
