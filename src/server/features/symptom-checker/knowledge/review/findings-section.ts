/**
 * Review part: every finding, by group file, with its terms (synonyms), the terms other files
 * add, its parents and gates, and the body-site pairs that also read it.
 */
import { FINDINGS } from '../../engine/lexicon/vocabulary.ts';
import { FINDING_FILES } from '../load-findings.ts';
import { SITE_COMPOSITION_FILE } from '../load-site-compositions.ts';
import type { Finding } from '../schema/finding.ts';
import { code } from './markdown.ts';
import type { ReviewSection } from './review-section.ts';

const labelOf = (id: string): string => FINDINGS.get(id)?.label ?? `(unknown finding ${id})`;

/** Finding id → the "kind + site" pairs that read it ("pain + `chest`"). */
const SITE_PAIRS: ReadonlyMap<string, string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const [kind, { sites }] of Object.entries(SITE_COMPOSITION_FILE.kinds)) {
    for (const [site, id] of Object.entries(sites)) {
      out.set(id, [...(out.get(id) ?? []), `${kind} + ${code(site)}`]);
    }
  }
  return out;
})();

const quoted = (terms: readonly string[]): string => terms.map((t) => `"${t}"`).join(', ');

function findingEntry(f: Finding): string {
  const gates = [
    f.sex ? `${f.sex} only` : null,
    f.ages ? `ages ${f.ages[0]}–${f.ages[1]}` : null,
  ].filter((gate) => gate !== null);
  const extra = FINDING_FILES.flatMap(({ name, data }) => {
    const terms = data.extraTerms?.[f.id];
    return terms ? [`  - More terms (from ${code(`${name}.json`)}): ${quoted(terms)}`] : [];
  });
  const pairs = SITE_PAIRS.get(f.id);
  const lines = [
    `- **${f.label}** (${code(f.id)}, ${f.kind})`,
    f.terms.length > 0 ? `  - Terms: ${quoted(f.terms)}` : null,
    ...extra,
    pairs ? `  - Also read from a body site: ${pairs.join(', ')}` : null,
    f.terms.length === 0 && extra.length === 0 && !pairs
      ? '  - Read only by a finding pattern (below) or a story reader in `engine/lexicon/`'
      : null,
    f.parents
      ? `  - Implies: ${f.parents.map((id) => `${labelOf(id)} (${code(id)})`).join(', ')}`
      : null,
    gates.length > 0 ? `  - Only read for: ${gates.join('; ')}` : null,
    f.note ? `  - Note: ${f.note}` : null,
  ];
  return lines.filter((line) => line !== null).join('\n');
}

function siteCompositionNotes(): string {
  const notes = Object.entries(SITE_COMPOSITION_FILE.kinds).flatMap(([kind, { note }]) =>
    note ? [`- ${kind}: ${note}`] : [],
  );
  return [
    `Body-site pairs (${code('knowledge/site-compositions.json')}): a word of a kind (pain, swelling, redness, heat, discharge, itch, blood, tug, blue) said of a body site reads the finding listed for that pair. Source: ${SITE_COMPOSITION_FILE.source}`,
    notes.join('\n'),
  ].join('\n\n');
}

/** The findings part. */
export function findingsSection(): ReviewSection {
  const count = FINDING_FILES.reduce((n, { data }) => n + data.findings.length, 0);
  return {
    title: 'Findings',
    summary: `${count} findings in ${FINDING_FILES.length} group files, with their terms`,
    body: [
      'A *symptom* is something the person feels or notices; it counts against a condition that does not explain it. A *history* finding is a condition, medicine, exposure or fact about the person that changes risk. Terms are matched word by word after lower-casing and removing word endings ("hurts" matches "hurt"), with small spelling mistakes corrected.',
      siteCompositionNotes(),
      ...FINDING_FILES.map(({ name, data }) =>
        [
          `### ${name} (${code(`knowledge/findings/${name}.json`)})`,
          `Source: ${data.source}`,
          data.findings.map(findingEntry).join('\n'),
        ].join('\n\n'),
      ),
    ].join('\n\n'),
  };
}
