/**
 * Review part: the presenting-complaint modules of `knowledge/complaint-modules/*.json`, read
 * generically (id, name, sources, and each discriminator's level, question, criterion and
 * source) so the part follows that folder's files as they are written. Absent folder: no part.
 */
import { existsSync, readdirSync } from 'node:fs';
import { z } from 'zod';
import { KNOWLEDGE_FOLDER, loadKnowledgeFile } from '../load.ts';
import { code, table } from './markdown.ts';
import type { ReviewSection } from './review-section.ts';

const FOLDER = 'complaint-modules';

/** The fields this part shows; any other field of a module is left to its own loader. */
const ModuleViewSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  source: z.string().optional(),
  sources: z.array(z.string()).optional(),
  discriminators: z.array(
    z.looseObject({
      id: z.string(),
      disposition: z.string().optional(),
      level: z.string().optional(),
      question: z.string().optional(),
      ask: z.looseObject({ text: z.string() }).optional(),
      when: z.unknown().optional(),
      source: z.string().optional(),
    }),
  ),
});
type ModuleView = z.infer<typeof ModuleViewSchema>;

function moduleEntry(m: ModuleView): string {
  const sources = [...(m.sources ?? []), ...(m.source ? [m.source] : [])];
  return [
    `### ${m.name} (${code(m.id)})`,
    sources.map((source) => `- Source: ${source}`).join('\n'),
    table(
      ['#', 'Discriminator', 'Level', 'Question asked', 'When', 'Source'],
      m.discriminators.map((d, i) => [
        String(i + 1),
        code(d.id),
        d.disposition ?? d.level ?? '',
        d.ask?.text ?? d.question ?? '',
        d.when === undefined ? '' : code(JSON.stringify(d.when)),
        d.source ?? '',
      ]),
    ),
  ].join('\n\n');
}

/** The complaint-modules part, or null while the folder does not exist. */
export function complaintModulesSection(): ReviewSection | null {
  if (!existsSync(new URL(`${FOLDER}/`, KNOWLEDGE_FOLDER))) return null;
  const modules = readdirSync(new URL(`${FOLDER}/`, KNOWLEDGE_FOLDER))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => loadKnowledgeFile(`${FOLDER}/${file}`, ModuleViewSchema));
  return {
    title: 'Complaint modules and discriminators',
    summary: `${modules.length} presenting-complaint modules, discriminators in protocol order`,
    body: [
      'Each module starts from a presenting complaint and asks its discriminators in order, most urgent first; the first that holds sets the level. *When* is the criterion over finding ids, as written in the module file.',
      ...modules.map(moduleEntry),
    ].join('\n\n'),
  };
}
