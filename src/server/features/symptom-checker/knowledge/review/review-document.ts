/**
 * The clinical review document: a front page (what the engine does, how to read weights, a
 * sign-off table with one row per part) followed by the parts given. Which parts there are is
 * decided by the caller (`review-sections.ts`).
 */
import { createHash } from 'node:crypto';
import { anchor, table } from './markdown.ts';
import type { ReviewSection } from './review-section.ts';

const FRONT_PAGE = `This document lists everything the CareAbroad symptom checker knows: every condition it can
suggest, every finding it reads from a person's words, and every red-flag rule that sends a
person to urgent or emergency care. It is generated from the data files in
\`src/server/features/symptom-checker/knowledge/\` (red-flag rules in \`knowledge/red-flags/\`)
by \`npm run knowledge:review\`; do not edit it by hand. Please review it against current NHS
and NICE guidance and sign it off below.

## What the engine does

1. **Reads findings.** A person types their symptoms in their own words, with their age and sex.
   The engine reads *findings* from that text: a phrase listed as a term of a finding ("high
   temperature" → Fever), a pain, swelling, redness … word said of a body site ("pain in my
   chest" → Chest pain), and a few wordings read by code (patterns and story readers, such as a
   burn bigger than the hand). A finding preceded by "no", "not", "denies" … is *denied*, not
   present. A finding that implies a more general one (its *parents*) makes that one present
   too. Findings limited to a sex or an age range are ignored outside it.
2. **Applies red-flag rules.** Each rule looks at the findings, age and sex and, when it fires,
   sets a floor on the urgency: *emergency* (call 999 or go to A&E now) or *urgent* (same day:
   GP, NHS 111 or urgent care). A rule can only raise the urgency, never lower it.
3. **Ranks conditions.** Each condition that can apply to the person (sex, age range, pregnancy,
   and at least one of its *requires any* findings present) gets a score from the weights of
   its findings. The most likely conditions are shown with their urgency.
4. **Decides the urgency**: the highest of the red-flag floor, the urgency of any condition
   judged highly likely, and *urgent* when the engine cannot read the symptoms well enough to
   call them routine.

## How to read the weights

Each condition lists findings with a weight from 0.5 to 8: how strongly the finding points to
that condition. About 1 is a common, unspecific symptom (chest pain in acid reflux: 1), 3 to 4
a typical one (fever in flu: 4), 5 or more a hallmark (heartburn in acid reflux: 6). The score
adds the weights of the findings present, takes off 0.7 × the weight of each finding the person
denied and 1.5 for each reported symptom the condition does not explain; it adds 1 for a common
condition, nothing for an uncommon one and takes 1 off for a rare one; it takes 1 off outside
the condition's typical ages, and 1.5 off when an acute condition meets symptoms of more than 6
weeks or a chronic one symptoms of under 2 weeks. A condition is *highly likely* with a score of
at least 5 that is within 1.5 of the best score, *moderately likely* with at least 2.5 within 4
of the best. Weights are relative: they are set from the symptoms the cited page lists, and the
question for a reviewer is whether the order and the hallmarks are right.

Ages are whole years and stages of pregnancy are weeks; every range is inclusive unless it says
"over" or "under".`;

/** Short fingerprint of the parts, so a sign-off names the exact content it approved. */
function fingerprintOf(sections: readonly ReviewSection[]): string {
  const hash = createHash('sha256');
  for (const { title, body } of sections) hash.update(`${title}\n${body}\n`);
  return hash.digest('hex').slice(0, 12);
}

function signOffTable(sections: readonly ReviewSection[]): string {
  const parts = ['Whole document', ...sections.map((s) => s.title)];
  return table(
    ['Part', 'Reviewer (name, role, registration)', 'Date', 'Decision', 'Comments'],
    parts.map((part) => [part, ' ', ' ', ' ', ' ']),
  );
}

/** The whole document: front page, sign-off table, contents, then each part in order. */
export function renderReviewDocument(sections: readonly ReviewSection[]): string {
  const contents = sections.map(
    ({ title, summary }) => `- [${title}](#${anchor(title)}): ${summary}`,
  );
  return [
    '# Symptom checker knowledge: clinical review',
    FRONT_PAGE,
    '## Sign-off',
    `Content fingerprint: \`${fingerprintOf(sections)}\` (changes whenever any part below changes; a sign-off applies to this fingerprint only). Decision: approved, approved with changes, or not approved.`,
    signOffTable(sections),
    '## Contents',
    contents.join('\n'),
    ...sections.map(({ title, body }) => `## ${title}\n\n${body}`),
  ].join('\n\n');
}
