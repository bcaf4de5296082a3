/**
 * Review part: the vocabulary's non-finding phrases (`knowledge/vocabulary-cues.json`) —
 * negation cues, modifier words, ignored phrases and normal statements.
 */
import { FINDINGS } from '../../engine/lexicon/vocabulary.ts';
import { VOCABULARY_CUES } from '../load-vocabulary-cues.ts';
import { code } from './markdown.ts';
import type { ReviewSection } from './review-section.ts';

const quoted = (phrases: readonly string[]): string => phrases.map((p) => `"${p}"`).join(', ');

/** The vocabulary cues part. */
export function vocabularyCuesSection(): ReviewSection {
  const { source, preNegation, postNegation, modifiers, ignored, normalStatements } =
    VOCABULARY_CUES;
  return {
    title: 'Vocabulary cues',
    summary: 'negation cues, modifier words, ignored phrases and statements of normal function',
    body: [
      `Source: ${source}`,
      `### Negation cues\n\n- Before what they deny: ${quoted(preNegation)}\n- After it: ${quoted(postNegation)}`,
      `### Modifiers\n\n${Object.entries(modifiers)
        .map(([modifier, words]) => `- ${code(modifier)}: ${quoted(words)}`)
        .join('\n')}`,
      `### Ignored phrases\n\n${ignored.map((g) => `- ${g.note} ${quoted(g.phrases)}`).join('\n')}`,
      `### Statements of normal function (read as denying the finding)\n\n${Object.entries(
        normalStatements,
      )
        .map(
          ([id, phrases]) => `- ${FINDINGS.get(id)?.label ?? id} (${code(id)}): ${quoted(phrases)}`,
        )
        .join('\n')}`,
    ].join('\n\n'),
  };
}
