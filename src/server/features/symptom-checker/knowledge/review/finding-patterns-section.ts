/**
 * Review part: the findings read by regular expression (`knowledge/finding-patterns.json`),
 * with the shared fragments they cite.
 */
import { FINDINGS } from '../../engine/lexicon/vocabulary.ts';
import { FINDING_PATTERN_FILE } from '../load-finding-patterns.ts';
import { code, table } from './markdown.ts';
import type { ReviewSection } from './review-section.ts';

/** The finding patterns part. */
export function findingPatternsSection(): ReviewSection {
  const { source, fragments, patterns } = FINDING_PATTERN_FILE;
  return {
    title: 'Finding patterns',
    summary: `${patterns.length} regular expressions that read findings from whole sentences`,
    body: [
      `Source: ${source}`,
      '"Denied inside": the finding is also denied when "no", "not" or "never" is inside the match. A `{NAME}` in a pattern stands for the fragment of that name.',
      '### Fragments',
      table(
        ['Name', 'Pattern', 'Note'],
        Object.entries(fragments).map(([name, f]) => [code(name), code(f.pattern), f.note ?? '']),
      ),
      '### Patterns',
      table(
        ['Finding', 'Pattern', 'Denied inside', 'Note'],
        patterns.map((p) => [
          `${FINDINGS.get(p.finding)?.label ?? p.finding} (${code(p.finding)})`,
          code(p.pattern),
          p.negatableInside ? 'yes' : '',
          p.note ?? '',
        ]),
      ),
    ].join('\n\n'),
  };
}
