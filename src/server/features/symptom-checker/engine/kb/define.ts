/**
 * Compact constructor for knowledge-base conditions: severity follows the urgency (emergency →
 * 'urgent', urgent → 'moderate', routine → 'other'), prevalence defaults to common, and
 * `requiresAny` defaults to the hallmark findings (weight 5 or more).
 */
import type { UrgencyLevel } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import type { Condition, Specialty } from './condition.ts';

type Extra = Partial<
  Pick<
    Condition,
    | 'requiresAny'
    | 'sex'
    | 'ages'
    | 'typicalAges'
    | 'pregnancy'
    | 'gestation'
    | 'course'
    | 'prevalence'
  >
>;

const SEVERITY: Record<UrgencyLevel, Condition['severity']> = {
  emergency: 'urgent',
  urgent: 'moderate',
  routine: 'other',
};

/** One condition: id, name, ICD-10 categories, urgency, specialty, description, source, findings. */
export function condition(
  id: string,
  name: string,
  icd10: string[],
  urgency: UrgencyLevel,
  specialty: Specialty,
  description: string,
  source: string,
  findings: Record<string, number>,
  extra: Extra = {},
): Condition {
  const hallmarks = Object.keys(findings).filter((f) => findings[f]! >= 5);
  return {
    id,
    name,
    icd10,
    severity: SEVERITY[urgency],
    urgency,
    specialty,
    description,
    source,
    findings,
    ...(hallmarks.length > 0 ? { requiresAny: hallmarks } : {}),
    prevalence: 'common',
    ...extra,
  };
}
