/**
 * The symptom checker's triage scale (issue #11, ADR 0018): SPEC's three urgency levels with
 * one meaning each, the same in every country the product serves, and the finer dispositions
 * the engine decides on, each shown as one of the three levels.
 */
import { z } from 'zod';
import type { UrgencyLevel } from './symptom-checker.schemas.ts';

/**
 * Finer care levels, most urgent first: call an ambulance; go to an emergency department now;
 * be seen by a clinician within 24 hours; book a routine appointment (within about a week);
 * self-care or a pharmacist.
 */
export const DispositionSchema = z.enum([
  'ambulance',
  'emergency_department',
  'same_day',
  'within_week',
  'self_care',
]);
export type Disposition = z.infer<typeof DispositionSchema>;

/** The level each disposition is shown as. */
export const LEVEL_OF_DISPOSITION: Record<Disposition, UrgencyLevel> = {
  ambulance: 'emergency',
  emergency_department: 'emergency',
  same_day: 'urgent',
  within_week: 'routine',
  self_care: 'routine',
};

/** The levels in order of urgency, routine lowest: compare levels by their rank. */
export const URGENCY_RANK: Record<UrgencyLevel, number> = { routine: 0, urgent: 1, emergency: 2 };

/** The more urgent of two levels. */
export function maxUrgency(a: UrgencyLevel, b: UrgencyLevel): UrgencyLevel {
  return URGENCY_RANK[a] >= URGENCY_RANK[b] ? a : b;
}

/** What each level means, as the results page states it (ADR 0018). */
export const LEVEL_MEANING: Record<UrgencyLevel, string> = {
  emergency: 'Call an ambulance or go to an emergency department now.',
  urgent: 'Be seen by a doctor or nurse within 24 hours.',
  routine: 'Look after yourself, ask a pharmacist, or book a routine appointment.',
};

/** The advice line of each disposition, in plain words. */
export const DISPOSITION_ADVICE: Record<Disposition, string> = {
  ambulance: 'Call an ambulance now (your local emergency number).',
  emergency_department: 'Go to an emergency department now.',
  same_day: 'Be seen by a doctor or nurse today, within 24 hours.',
  within_week: 'Book an appointment with a doctor within the next week.',
  self_care: 'You can probably look after this yourself, or ask a pharmacist.',
};

const RANK: Record<Disposition, number> = {
  self_care: 0,
  within_week: 1,
  same_day: 2,
  emergency_department: 3,
  ambulance: 4,
};

/** The more urgent of two dispositions. */
export function moreUrgentDisposition(a: Disposition, b: Disposition): Disposition {
  return RANK[a] >= RANK[b] ? a : b;
}

/** How a level reached without a finer decision is told: its least urgent disposition. */
export const DEFAULT_DISPOSITION: Record<UrgencyLevel, Disposition> = {
  emergency: 'emergency_department',
  urgent: 'same_day',
  routine: 'self_care',
};
