import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_TERMS } from '../engine/lexicon/sites.ts';
import { ancestorsOf, FINDINGS } from '../engine/lexicon/vocabulary.ts';
import { CONDITION_FILES, CONDITIONS } from './load-conditions.ts';
import { FINDING_DEFS, FINDING_FILES } from './load-findings.ts';
import { SITE_COMPOSITION_FILE } from './load-site-compositions.ts';
import { KNOWLEDGE_FOLDER, loadKnowledgeFile } from './load.ts';
import { ConditionFileSchema } from './schema/condition.ts';
import { FindingFileSchema } from './schema/finding.ts';
import { FindingPatternFileSchema } from './schema/finding-pattern.ts';

const jsonFilesOf = (folder: string) =>
  readdirSync(new URL(`${folder}/`, KNOWLEDGE_FOLDER)).filter((name) => name.endsWith('.json'));

describe('knowledge data files', () => {
  it('each pass their schema, and all of them are loaded', () => {
    for (const file of jsonFilesOf('conditions')) {
      expect(() => loadKnowledgeFile(`conditions/${file}`, ConditionFileSchema)).not.toThrow();
    }
    for (const file of jsonFilesOf('findings')) {
      expect(() => loadKnowledgeFile(`findings/${file}`, FindingFileSchema)).not.toThrow();
    }
    expect(CONDITION_FILES.map((f) => `${f.name}.json`).sort()).toEqual(
      jsonFilesOf('conditions').sort(),
    );
    expect(FINDING_FILES.map((f) => `${f.name}.json`).sort()).toEqual(
      jsonFilesOf('findings').sort(),
    );
  });

  it('name the file and the problem when a file does not match', () => {
    expect(() => loadKnowledgeFile('conditions/skin.json', FindingFileSchema)).toThrow(
      /knowledge\/conditions\/skin\.json is not valid:[\s\S]*findings/,
    );
  });

  it('give every file and every condition a source', () => {
    const files = [...CONDITION_FILES, ...FINDING_FILES].map(({ data }) => data.source);
    for (const source of [...files, SITE_COMPOSITION_FILE.source]) expect(source).toMatch(/\w/);
    for (const c of CONDITIONS) expect(c.source, c.id).toMatch(/https:\/\/|NICE|CDC/);
  });
});

describe('knowledge base', () => {
  it('holds at least 150 conditions with unique ids', () => {
    expect(CONDITIONS.length).toBeGreaterThanOrEqual(150);
    const ids = CONDITIONS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('references only findings of the vocabulary', () => {
    const unknown = CONDITIONS.flatMap((c) =>
      [...Object.keys(c.findings), ...(c.requiresAny ?? [])]
        .filter((id) => !FINDINGS.has(id))
        .map((id) => `${c.id}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('gives every condition a plain description', () => {
    for (const c of CONDITIONS) {
      expect(c.description, c.id).not.toMatch(/\b(aetiology|idiopathic|pathognomonic)\b/i);
    }
  });

  it('requires only findings the condition weighs or their parents', () => {
    const unrelated = CONDITIONS.flatMap((c) => {
      const related = new Set(Object.keys(c.findings).flatMap((id) => [id, ...ancestorsOf(id)]));
      return (c.requiresAny ?? []).filter((id) => !related.has(id)).map((id) => `${c.id}: ${id}`);
    });
    expect(unrelated).toEqual([]);
  });

  it('spans emergencies, urgent problems and self-care', () => {
    const count = (urgency: string) => CONDITIONS.filter((c) => c.urgency === urgency).length;
    expect(count('emergency')).toBeGreaterThanOrEqual(30);
    expect(count('urgent')).toBeGreaterThanOrEqual(40);
    expect(count('routine')).toBeGreaterThanOrEqual(50);
  });

  it('keeps typical ages inside the hard age range', () => {
    for (const c of CONDITIONS) {
      if (!c.ages || !c.typicalAges) continue;
      expect(c.typicalAges[0], c.id).toBeGreaterThanOrEqual(c.ages[0]);
      expect(c.typicalAges[1], c.id).toBeLessThanOrEqual(c.ages[1]);
    }
  });
});

describe('findings vocabulary data', () => {
  it('has unique ids', () => {
    const ids = FINDING_DEFS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('composes only body sites the lexicon names', () => {
    const sites = Object.values(SITE_COMPOSITION_FILE.kinds).flatMap((k) => Object.keys(k.sites));
    for (const site of sites) expect(Object.hasOwn(SITE_TERMS, site), site).toBe(true);
  });

  it('gives extra terms and site compositions only to known findings', () => {
    const extra = FINDING_FILES.flatMap(({ data }) => Object.keys(data.extraTerms ?? {}));
    const composed = Object.values(SITE_COMPOSITION_FILE.kinds).flatMap((k) =>
      Object.values(k.sites),
    );
    for (const id of [...extra, ...composed]) expect(FINDINGS.has(id), id).toBe(true);
  });
});

describe('finding patterns file', () => {
  const file = (pattern: string) => ({
    source: 'A test file of one pattern.',
    fragments: { PILLS: { pattern: '(?:pills?|tablets?)' } },
    patterns: [{ finding: 'overdose', pattern }],
  });

  it('accepts a pattern citing a known fragment', () => {
    expect(FindingPatternFileSchema.safeParse(file('\\btook \\d{2,} {PILLS}\\b')).success).toBe(
      true,
    );
  });

  it('refuses a pattern that does not compile or cites an unknown fragment', () => {
    expect(FindingPatternFileSchema.safeParse(file('\\btook (\\d+')).success).toBe(false);
    expect(FindingPatternFileSchema.safeParse(file('\\btook {MEDICINES}')).success).toBe(false);
  });
});
