import { describe, expect, it } from 'vitest';
import { FINDINGS } from '../../engine/lexicon/vocabulary.ts';
import { DEFINITIONS, RED_FLAG_RULES } from '../red-flags/load.ts';
import { COMPLAINT_MODULES } from '../complaint-modules/load.ts';
import { CONDITIONS } from '../load-conditions.ts';
import { FINDING_DEFS } from '../load-findings.ts';
import { renderReviewDocument } from './review-document.ts';
import { reviewSections } from './review-sections.ts';

describe('clinical review document', () => {
  const document = renderReviewDocument(reviewSections());

  it('leaves out nothing of the knowledge base: every condition, finding and rule', () => {
    const ids = [...CONDITIONS, ...FINDING_DEFS, ...RED_FLAG_RULES, ...DEFINITIONS.values()].map(
      (entry) => entry.id,
    );
    const missing = ids.filter((id) => !document.includes(`\`${id}\``));
    expect(missing).toEqual([]);
  });

  it('shows every complaint module and discriminator, with criteria in words', () => {
    const ids = COMPLAINT_MODULES.flatMap((m) => [m.id, ...m.discriminators.map((d) => d.id)]);
    expect(ids.filter((id) => !document.includes(`\`${id}\``))).toEqual([]);
    expect(document).toContain(
      '| `chest_pain_spreading` | ambulance | Does the pain spread to your arm, neck, jaw, back or stomach? | any of (Pain spreading to the arm, neck, jaw or back; Jaw pain) |',
    );
    expect(document).toContain('any of (age 50 years or more;');
  });

  it('shows each red-flag rule and definition with its criteria in words and its note', () => {
    expect(document).toContain(
      '| Fever young infant | `fever_young_infant` | emergency | all of (age under 3 months; Fever) |',
    );
    expect(document).toContain('definition *chest infection pattern*');
    const note = DEFINITIONS.get('bells_palsy_pattern')!.note;
    expect(document).toContain(`| *bells palsy pattern* | \`bells_palsy_pattern\` | all of (`);
    expect(document).toContain(note);
  });

  it('has a sign-off row for the whole document and for each part', () => {
    for (const part of ['Whole document', 'Conditions', 'Findings', 'Red-flag rules']) {
      expect(document).toMatch(new RegExp(`^\\| ${part} \\|`, 'm'));
    }
  });

  it('shows each weight of a condition with the finding label', () => {
    const gord = CONDITIONS.find((c) => c.id === 'gord')!;
    for (const [id, weight] of Object.entries(gord.findings)) {
      expect(document).toContain(`| ${weight} | ${FINDINGS.get(id)!.label} | \`${id}\` |`);
    }
  });
});
