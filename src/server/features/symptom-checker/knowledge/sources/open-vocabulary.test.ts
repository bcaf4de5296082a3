/**
 * The open-vocabulary synonyms (`findings/open-vocabulary.json`, ADR 0021): the file loads and
 * keeps to the import's rules, and ontology synonyms a person may type are now read as their
 * finding. Also unit tests of the OBO reader and of the matching and guard rules.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeInput } from '../../engine/normalize.ts';
import { FINDING_DEFS, FINDING_FILES } from '../load-findings.ts';
import { loadKnowledgeFile } from '../load.ts';
import { FindingFileSchema } from '../schema/finding.ts';
import { parseObo } from './obo.ts';
import {
  OPEN_VOCABULARY_FILE,
  phraseRejectReason,
  proposeSynonyms,
  type SourcedTerm,
  termKey,
} from './ontology-synonyms.ts';

const file = FINDING_FILES.find(({ name }) => name === OPEN_VOCABULARY_FILE)!.data;
const extraTerms = Object.entries(file.extraTerms ?? {});

const read = (text: string) => {
  const profile = normalizeInput({ symptoms: [text], age: 40, gender: 'female' });
  return { reported: [...profile.reported], absent: [...profile.absent] };
};

describe('open-vocabulary findings file', () => {
  it('is loaded last, passes its schema, and adds extra terms only', () => {
    expect(FINDING_FILES.at(-1)?.name).toBe(OPEN_VOCABULARY_FILE);
    const raw = loadKnowledgeFile(`findings/${OPEN_VOCABULARY_FILE}.json`, FindingFileSchema);
    expect(raw).toEqual(file);
    expect(file.findings).toEqual([]);
    expect(extraTerms.length).toBeGreaterThan(40);
  });

  it('names both ontologies, their licence and where they come from', () => {
    for (const text of [
      'Symptom Ontology',
      'Human Disease Ontology',
      'CC0 1.0',
      'https://github.com/DiseaseOntology/SymptomOntology',
      'https://github.com/DiseaseOntology/HumanDiseaseOntology',
      'releases/2026-07-30/symp.obo',
    ]) {
      expect(file.source).toContain(text);
    }
  });

  it('gives terms only to known findings', () => {
    const ids = new Set(FINDING_DEFS.map((def) => def.id));
    expect(extraTerms.map(([id]) => id).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('adds no term that another finding already has, and no term twice', () => {
    const findingsByKey = new Map<string, Set<string>>();
    for (const def of FINDING_DEFS) {
      for (const term of def.terms) {
        const key = termKey(term);
        findingsByKey.set(key, (findingsByKey.get(key) ?? new Set()).add(def.id));
      }
    }
    const clashes = extraTerms.flatMap(([id, terms]) =>
      terms
        .filter((term) => [...findingsByKey.get(termKey(term))!].some((other) => other !== id))
        .map((term) => `${id}: ${term}`),
    );
    expect(clashes).toEqual([]);
    const keys = extraTerms.flatMap(([, terms]) => terms.map(termKey));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps to the guard rules: no short words, abbreviations, coding strings or long phrases', () => {
    const broken = extraTerms.flatMap(([id, terms]) =>
      terms
        .filter((term) => term !== term.toLowerCase() || phraseRejectReason(term) !== null)
        .map((term) => `${id}: ${term}`),
    );
    expect(broken).toEqual([]);
  });

  it('has one provenance row (ontology id and release) per term', () => {
    const table = readFileSync(new URL('./open-vocabulary.tsv', import.meta.url), 'utf8');
    const [header, ...rows] = table.trim().split('\n');
    expect(header).toBe('finding\tterm\tontology_id\tontology_name\tmatched_on\trelease');
    const pairs = rows.map((row) => row.split('\t'));
    expect(pairs.every((cells) => /^(SYMP|DOID):\d+$/.test(cells[2]!))).toBe(true);
    expect(pairs.map(([id, term]) => `${id}:${term}`).sort()).toEqual(
      extraTerms.flatMap(([id, terms]) => terms.map((term) => `${id}:${term}`)).sort(),
    );
  });
});

describe('ontology synonyms a person may type', () => {
  it.each([
    ['cephalalgia since this morning', 'headache'], // SYMP:0000504 headache
    ['tinea pedis between my toes', 'toe_web_rash'], // DOID:12403 tinea pedis
    ['exophthalmos in my right eye', 'bulging_eye'], // SYMP:0000896 exophthalmos
    ['pyrosis after meals', 'heartburn'], // SYMP:0000423 pyrosis
    ['a hordeolum on my eyelid', 'eyelid_swelling'], // DOID:9909 hordeolum
    ['nonproductive cough', 'dry_cough'], // SYMP:0000025 dry cough
    ['the doctor said icterus', 'jaundice'], // SYMP:0000539 jaundice
    ['dropsy in both legs', 'leg_swelling'], // SYMP:0000538 edema
  ])('"%s" reads as %s', (text, finding) => {
    expect(read(text).reported).toContain(finding);
  });

  it('reads a clinical word instead of misreading it through spelling correction', () => {
    // SYMP:0000406 bruise: "contusion" was corrected to "confusion", a red flag.
    expect(read('contusion on my arm').reported).toEqual(['bruising']);
    // SYMP:0000493 dysphagia: "impaired" was corrected to "impaled".
    expect(read('impaired swallowing').reported).toEqual(['difficulty_swallowing']);
    // SYMP:0000245 decreased appetite: "decreased" was corrected to "depressed".
    expect(read('decreased appetite').reported).toEqual(['loss_of_appetite']);
  });

  it('reads the more specific finding where only a general one was read', () => {
    // SYMP:0019147 hematemesis: "bloody vomit" was only vomiting.
    expect(read('bloody vomit').reported).toContain('haematemesis');
  });

  it('reads a denied synonym as a denied finding', () => {
    // DOID:9663 aphthous stomatitis ("oral ulcer"), SYMP:0000178 weight loss ("loss of weight").
    expect(read('no oral ulcers, no loss of weight').absent).toEqual(
      expect.arrayContaining(['mouth_ulcers', 'weight_loss']),
    );
  });
});

describe('OBO reader', () => {
  const doc = parseObo(
    [
      'format-version: 1.2',
      'data-version: releases/2026-01-01/x.obo',
      'date: 01:01:2026 10:00',
      '',
      '[Term]',
      'id: X:1',
      'name: head \\"pain\\"',
      'synonym: "headache" EXACT []',
      'synonym: "HA" EXACT OMO:0003012 [url:http\\://example.org]',
      'synonym: "cephalgia" RELATED []',
      '',
      '[Term]',
      'id: X:2',
      'name: old term',
      'is_obsolete: true',
      '',
      '[Typedef]',
      'id: has_symptom',
      'name: has symptom',
    ].join('\n'),
  );

  it('reads the header, each term, its synonyms with scope and type, and obsolete terms', () => {
    expect(doc.dataVersion).toBe('releases/2026-01-01/x.obo');
    expect(doc.date).toBe('01:01:2026 10:00');
    expect(doc.terms).toEqual([
      {
        id: 'X:1',
        name: 'head "pain"',
        synonyms: [
          { text: 'headache', scope: 'EXACT', type: null },
          { text: 'HA', scope: 'EXACT', type: 'OMO:0003012' },
          { text: 'cephalgia', scope: 'RELATED', type: null },
        ],
        obsolete: false,
      },
      { id: 'X:2', name: 'old term', synonyms: [], obsolete: true },
    ]);
  });
});

describe('matching and guard rules', () => {
  const term = (id: string, name: string, synonyms: [string, string, string?][]): SourcedTerm => ({
    id,
    name,
    synonyms: synonyms.map(([text, scope, type]) => ({
      text,
      scope: scope as 'EXACT',
      type: type ?? null,
    })),
    obsolete: false,
    ontology: 'X',
    release: 'test',
  });
  const vocabulary = [
    { id: 'headache', terms: ['headache', 'head hurts'] },
    { id: 'rash', terms: ['rash', 'spots'] },
    { id: 'pimples', terms: ['spot', 'acne'] },
  ];

  it('proposes the other names and EXACT synonyms of a term matched after tokenising', () => {
    const { proposals, rejections } = proposeSynonyms(vocabulary, [
      term('X:1', 'Headaches', [
        ['cephalalgia', 'EXACT'],
        ['head pain', 'RELATED'],
        ['HA', 'EXACT', 'OMO:0003012'],
        ['CPH', 'EXACT'],
        ['hd', 'EXACT'],
        ['pain (head)', 'EXACT'],
        ['headache, acute', 'EXACT'],
        ['headache type 2', 'EXACT'],
        ['a very long clinical coding phrase', 'EXACT'],
      ]),
    ]);
    expect(proposals.map((p) => [p.findingId, p.term, p.matchedOn])).toEqual([
      ['headache', 'cephalalgia', 'Headaches'],
    ]);
    expect(Object.fromEntries(rejections.map((r) => [r.term, r.reason]))).toEqual({
      'head pain': 'not-exact',
      HA: 'acronym',
      CPH: 'capitals',
      hd: 'short',
      'pain (head)': 'punctuation',
      'headache, acute': 'punctuation',
      'headache type 2': 'digits',
      'a very long clinical coding phrase': 'long',
    });
  });

  it('skips a term matching two findings, another concept’s name, and denied phrases', () => {
    const { proposals, rejections } = proposeSynonyms(
      vocabulary,
      [
        term('X:2', 'spots', [['skin eruption', 'EXACT']]), // "spots" and "spot": two findings
        term('X:3', 'rash', [
          ['exanthem', 'EXACT'],
          ['hives', 'EXACT'],
          ['nettle rash', 'EXACT'],
        ]),
        term('X:4', 'urticaria', [['hives', 'EXACT']]), // "hives" names another concept
      ],
      { denied: new Map([['rash:nettle rash', 'that is hives']]) },
    );
    expect(proposals.map((p) => p.term)).toEqual(['exanthem']);
    expect(rejections.map((r) => `${r.term}:${r.reason}`).sort()).toEqual(
      [
        'skin eruption:ambiguous-term',
        'skin eruption:ambiguous-term',
        'hives:other-concept',
        'nettle rash:denied',
      ].sort(),
    );
  });

  it('skips what the engine already reads, and keeps what only fixes a misreading', () => {
    const { proposals, rejections } = proposeSynonyms(
      vocabulary,
      [
        term('X:5', 'rash', [
          ['skin rash', 'EXACT'],
          ['red skin', 'EXACT'],
          ['exanthema', 'EXACT'],
        ]),
      ],
      {
        readAs: (phrase) =>
          ({
            'skin rash': { findings: ['rash'], corrected: false },
            'red skin': { findings: ['red_swollen_skin'], corrected: false },
            exanthema: { findings: ['confusion'], corrected: true },
          })[phrase]!,
      },
    );
    expect(proposals.map((p) => [p.term, p.readAs])).toEqual([['exanthema', ['confusion']]]);
    expect(rejections.map((r) => `${r.term}:${r.reason}`)).toEqual([
      'skin rash:already-read',
      'red skin:read-as-other',
    ]);
  });
});
