/**
 * Review part: every red-flag rule with its level and source. The rules are TypeScript
 * (`engine/red-flags/`); the source text of each rule names the guidance and the criteria.
 */
import { RED_FLAG_RULES } from '../../engine/red-flags/red-flags.ts';
import { code, table } from './markdown.ts';
import type { ReviewSection } from './review-section.ts';

/** "chest_pain_cardiac_features" → "Chest pain cardiac features". */
const nameOf = (id: string): string => {
  const words = id.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The red-flag rules part. */
export function redFlagsSection(): ReviewSection {
  const levels = ['emergency', 'urgent'] as const;
  return {
    title: 'Red-flag rules',
    summary: `${RED_FLAG_RULES.length} rules that raise the urgency to emergency or urgent`,
    body: [
      'Each rule is code in `src/server/features/symptom-checker/engine/red-flags/`, tested case by case. When a rule fires, the urgency is at least its level: *emergency* (call 999 or go to A&E now) or *urgent* (same day: GP, NHS 111 or urgent care). The source names the guidance and, in brackets, the criteria the rule follows.',
      ...levels.map((level) => {
        const rules = RED_FLAG_RULES.filter((rule) => rule.urgency === level);
        return [
          `### ${nameOf(level)} (${rules.length} rules)`,
          table(
            ['Rule', 'Id', 'Level', 'Source and criteria'],
            rules.map((rule) => [nameOf(rule.id), code(rule.id), rule.urgency, rule.source]),
          ),
        ].join('\n\n');
      }),
    ].join('\n\n'),
  };
}
