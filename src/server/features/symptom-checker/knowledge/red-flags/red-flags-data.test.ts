/**
 * Integrity of the red-flag rules as data (issue #11, ADR 0017): every file passes its schema
 * (the loader throws otherwise, and each is parsed again here), ids are unique, every finding a
 * rule or definition names exists in the vocabulary, every `ref` names a definition without a
 * cycle, every definition is used, and every rule and definition has a source.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findingsOf } from '../../engine/triage/criteria.ts';
import { FINDINGS } from '../../engine/lexicon/vocabulary.ts';
import { COMPLAINT_MODULES } from '../complaint-modules/load.ts';
import { KNOWLEDGE_FOLDER } from '../load.ts';
import { refsOf } from '../schema/criterion.ts';
import { DefinitionsFileSchema, RedFlagFileSchema } from '../schema/red-flag.ts';
import { checkRefs, DEFINITIONS, RED_FLAG_FILES, RED_FLAG_RULES } from './load.ts';

const read = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`red-flags/${name}.json`, KNOWLEDGE_FOLDER), 'utf8'));

describe('red-flag rules as data', () => {
  it('match their schemas', () => {
    for (const name of RED_FLAG_FILES) {
      expect(RedFlagFileSchema.safeParse(read(name)).success, name).toBe(true);
    }
    expect(DefinitionsFileSchema.safeParse(read('definitions')).success).toBe(true);
    expect(RED_FLAG_RULES.length).toBeGreaterThanOrEqual(120);
  });

  it('give each rule and definition a unique id and a source', () => {
    const ids = RED_FLAG_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of [...RED_FLAG_RULES, ...DEFINITIONS.values()]) {
      expect(entry.source, entry.id).toMatch(/\w{3}/);
    }
  });

  it('list emergency rules before urgent ones', () => {
    const levels = RED_FLAG_RULES.map((rule) => rule.urgency);
    expect(levels).toEqual([...levels].sort());
  });

  it('name only findings the vocabulary knows', () => {
    const entries = [...RED_FLAG_RULES, ...DEFINITIONS.values()];
    for (const entry of entries) {
      for (const id of findingsOf(entry.when)) {
        expect(FINDINGS.has(id), `${entry.id}: ${id}`).toBe(true);
      }
    }
  });

  it('refer only to definitions that exist, without cycles, and use every definition', () => {
    const used = new Set(
      [
        ...RED_FLAG_RULES,
        ...DEFINITIONS.values(),
        ...COMPLAINT_MODULES.flatMap((m) => m.discriminators),
      ].flatMap((entry) => refsOf(entry.when)),
    );
    expect([...DEFINITIONS.keys()].filter((id) => !used.has(id))).toEqual([]);
    expect(() => checkRefs([{ where: 'rule x', when: { ref: 'no_such_definition' } }])).toThrow(
      'rule x: unknown definition "no_such_definition"',
    );
    const cyclic = new Map([
      ['a', { when: { all: ['fever', { ref: 'b' }] } }],
      ['b', { when: { not: { ref: 'a' } } }],
    ]);
    expect(() => checkRefs([], cyclic)).toThrow('cycle a → b → a');
  });
});
