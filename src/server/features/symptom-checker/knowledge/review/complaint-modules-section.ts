/**
 * Review part: the presenting-complaint modules (ADR 0018) — each module's complaint, whether an
 * unanswered danger sign keeps it above routine, its sources, and every discriminator in protocol
 * order with its disposition, follow-up question, criterion in words and source.
 */
import { FINDINGS } from '../../engine/lexicon/vocabulary.ts';
import type { ComplaintModule } from '../complaint-modules/complaint-module.schema.ts';
import { COMPLAINT_MODULES } from '../complaint-modules/load.ts';
import { criterionWords } from './criterion-words.ts';
import { code, table } from './markdown.ts';
import type { ReviewSection } from './review-section.ts';

const labelOf = (id: string) => FINDINGS.get(id)?.label ?? id;

function moduleEntry(m: ComplaintModule): string {
  return [
    `### ${m.name} (${code(m.id)})`,
    [
      `- Complaint: ${criterionWords(m.complaint, labelOf)}`,
      `- High-risk (an unanswered emergency question keeps the level at least urgent): ${m.highRisk ? 'yes' : 'no'}`,
      ...m.sources.map((source) => `- Source: ${source}`),
    ].join('\n'),
    table(
      ['#', 'Discriminator', 'Disposition', 'Question asked', 'When', 'Source'],
      m.discriminators.map((d, i) => [
        String(i + 1),
        code(d.id),
        d.disposition.replace('_', ' '),
        d.ask?.text ?? '',
        criterionWords(d.when, labelOf),
        d.source,
      ]),
    ),
  ].join('\n\n');
}

/** The complaint-modules part. */
export function complaintModulesSection(): ReviewSection {
  const modules = [...COMPLAINT_MODULES].sort((a, b) => a.id.localeCompare(b.id));
  return {
    title: 'Complaint modules and discriminators',
    summary: `${modules.length} presenting-complaint modules, discriminators in protocol order`,
    body: [
      'Each module starts from a presenting complaint and walks its discriminators, most urgent first; every discriminator that holds reaches its disposition and the most urgent one counts. Dispositions: ambulance and emergency department are shown as *emergency*, same day as *urgent*, within a week and self-care as *routine* (ADR 0018). A question is asked when its finding was neither said nor denied (ADR 0019).',
      ...modules.map(moduleEntry),
    ].join('\n\n'),
  };
}
