/**
 * Review part: every red-flag rule (`knowledge/red-flags/`) with its level, its criteria in
 * words, its source and the note on its reasoning, then the named definitions the rules refer
 * to, each with its criteria, note and source.
 */
import { FINDINGS } from '../../engine/lexicon/vocabulary.ts';
import {
  DEFINITIONS,
  DEFINITIONS_SOURCE,
  RED_FLAG_RULE_FILES,
  RED_FLAG_RULES,
} from '../red-flags/load.ts';
import { criterionWords, definitionName } from './criterion-words.ts';
import { code, table } from './markdown.ts';
import type { ReviewSection } from './review-section.ts';

const labelOf = (id: string) => FINDINGS.get(id)?.label ?? id;

/** "chest_pain_cardiac_features" → "Chest pain cardiac features". */
const nameOf = (id: string): string => {
  const words = id.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The red-flag rules part. */
export function redFlagsSection(): ReviewSection {
  const levels = ['emergency', 'urgent'] as const;
  const definitions = [...DEFINITIONS.values()].sort((a, b) => a.id.localeCompare(b.id));
  return {
    title: 'Red-flag rules',
    summary: `${RED_FLAG_RULES.length} rules that raise the urgency to emergency or urgent, and ${definitions.length} named definitions they share`,
    body: [
      'Each rule is data in `src/server/features/symptom-checker/knowledge/red-flags/`, tested case by case. When a rule fires, the urgency is at least its level: *emergency* (call 999 or go to A&E now) or *urgent* (same day: GP, NHS 111 or urgent care). *When* is the rule\'s criterion in words: finding labels, "any of" and "all of" lists, "not" (the finding is not present — which is not the same as "denies", the person said it is absent), "named itself" (said in the text, not only implied by a more specific finding), modifiers after a comma ("Chest pain, sudden or severe"), and *definitions* in italics, listed after the rules. The source names the guidance and, in brackets, the criteria the rule follows; the note gives the reasoning behind an exception or threshold.',
      `Rule files: ${RED_FLAG_RULE_FILES.map(({ name, data }) => `${code(`${name}.json`)} (${data.source})`).join('; ')}.`,
      ...levels.map((level) => {
        const rules = RED_FLAG_RULES.filter((rule) => rule.urgency === level);
        return [
          `### ${nameOf(level)} (${rules.length} rules)`,
          table(
            ['Rule', 'Id', 'Level', 'When', 'Source and criteria', 'Note'],
            rules.map((rule) => [
              nameOf(rule.id),
              code(rule.id),
              rule.urgency,
              criterionWords(rule.when, labelOf),
              rule.source,
              rule.note ?? '',
            ]),
          ),
        ].join('\n\n');
      }),
      [
        `### Definitions (${definitions.length})`,
        `Named criteria the rules share (${code('definitions.json')}: ${DEFINITIONS_SOURCE}).`,
        table(
          ['Definition', 'Id', 'When', 'Note', 'Source'],
          definitions.map((d) => [
            `*${definitionName(d.id)}*`,
            code(d.id),
            criterionWords(d.when, labelOf),
            d.note,
            d.source,
          ]),
        ),
      ].join('\n\n'),
    ].join('\n\n'),
  };
}
