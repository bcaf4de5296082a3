/** Review part: every condition, by body-system file, with its findings as a weight table. */
import { FINDINGS } from '../../engine/lexicon/vocabulary.ts';
import { CONDITION_FILES } from '../load-conditions.ts';
import type { Condition } from '../schema/condition.ts';
import { code, table } from './markdown.ts';
import type { ReviewSection } from './review-section.ts';

const labelOf = (id: string): string => FINDINGS.get(id)?.label ?? `(unknown finding ${id})`;

/** Who the condition can apply to, in words. */
function gatesOf(c: Condition): string {
  const gates = [
    c.sex ? `${c.sex} only` : null,
    c.ages ? `ages ${c.ages[0]}–${c.ages[1]}` : null,
    c.typicalAges ? `typically ${c.typicalAges[0]}–${c.typicalAges[1]}` : null,
    c.pregnancy ? 'pregnancy only (female or other, 10–55)' : null,
    c.gestation ? `weeks ${c.gestation[0]}–${c.gestation[1]} of pregnancy` : null,
  ].filter((gate) => gate !== null);
  return gates.length > 0 ? gates.join('; ') : 'anyone';
}

function conditionEntry(c: Condition): string {
  const findings = Object.entries(c.findings).sort(
    ([a, wa], [b, wb]) => wb - wa || labelOf(a).localeCompare(labelOf(b)),
  );
  const facts = [
    `- ICD-10: ${c.icd10.join(', ')}`,
    `- Urgency when likely: **${c.urgency}**; severity shown: ${c.severity}; specialty: ${c.specialty}`,
    `- Prevalence: ${c.prevalence}${c.course ? `; course: ${c.course}` : ''}`,
    `- Applies to: ${gatesOf(c)}`,
    `- Considered only when any of these is present: ${
      c.requiresAny
        ? c.requiresAny.map((id) => `${labelOf(id)} (${code(id)})`).join(', ')
        : 'any finding it weighs'
    }`,
    `- Description shown: ${c.description}`,
    `- Source: ${c.source}`,
    ...(c.note ? [`- Note: ${c.note}`] : []),
  ];
  return [
    `#### ${c.name} (${code(c.id)})`,
    facts.join('\n'),
    table(
      ['Weight', 'Finding', 'Id'],
      findings.map(([id, weight]) => [String(weight), labelOf(id), code(id)]),
    ),
  ].join('\n\n');
}

/** The conditions part. */
export function conditionsSection(): ReviewSection {
  const count = CONDITION_FILES.reduce((n, { data }) => n + data.conditions.length, 0);
  return {
    title: 'Conditions',
    summary: `${count} conditions in ${CONDITION_FILES.length} body-system files`,
    body: CONDITION_FILES.map(({ name, data }) =>
      [
        `### ${name} (${code(`knowledge/conditions/${name}.json`)})`,
        `Source: ${data.source}`,
        ...data.conditions.map(conditionEntry),
      ].join('\n\n'),
    ).join('\n\n'),
  };
}
