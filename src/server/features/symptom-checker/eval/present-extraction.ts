/**
 * Present-finding extraction measured on phrases others labelled: the AskAPatient lay phrases
 * with their SNOMED CT concepts (Limsopatham & Collier 2016, CC BY 4.0), through the project's
 * crosswalk from concept to finding ids. Files and counting rules:
 * `test-data/symptom-checker/extraction/README.md`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readFindings } from '../engine/clause.ts';
import { ancestorsOf } from '../engine/lexicon/vocabulary.ts';
import { IN_HOUSE_DIR } from './data-dirs.ts';

const EXTRACTION_DIR = path.join(IN_HOUSE_DIR, 'extraction');

/** Counts for one finding (or all): phrases it should read and did, and its readings. */
export interface ExtractionCounts {
  /** Phrases whose concept maps to this finding, and those read as it (or more specific). */
  expected: number;
  read: number;
  /** Times the engine read this finding on a mapped phrase, and of those the right ones. */
  readings: number;
  right: number;
}

/** Per-finding counts (by finding id) and their sum. Recall = read/expected; precision = right/readings. */
export interface ExtractionResult {
  phrases: number;
  overall: ExtractionCounts;
  byFinding: Map<string, ExtractionCounts>;
}

/** Rows of a tab-separated file with a header line, as arrays of cells. */
function tsvRows(file: string): string[][] {
  return readFileSync(path.join(EXTRACTION_DIR, file), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
}

const isSameOrMoreSpecific = (found: string, gold: string) =>
  found === gold || ancestorsOf(found).includes(gold);
const isRelated = (found: string, gold: string) =>
  isSameOrMoreSpecific(found, gold) || ancestorsOf(gold).includes(found);
const empty = (): ExtractionCounts => ({ expected: 0, read: 0, readings: 0, right: 0 });

/** Runs every mapped AskAPatient phrase through `readFindings` and counts. */
export function measurePresentExtraction(): ExtractionResult {
  const crosswalk = new Map(
    tsvRows('askapatient-crosswalk.tsv').map(([id, , ids]) => [id!, ids!.split('|')]),
  );
  const byFinding = new Map<string, ExtractionCounts>();
  const countsOf = (id: string) => {
    const counts = byFinding.get(id) ?? empty();
    byFinding.set(id, counts);
    return counts;
  };
  const overall = empty();
  let phrases = 0;
  for (const [conceptId, , phrase] of tsvRows('askapatient-fold0-test.tsv')) {
    const gold = crosswalk.get(conceptId!);
    if (!gold) continue;
    phrases++;
    const found = [
      ...new Set(
        readFindings(phrase!)
          .filter((r) => r.status === 'present')
          .map((r) => r.id),
      ),
    ];
    const isRead = found.some((f) => gold.some((g) => isSameOrMoreSpecific(f, g)));
    overall.expected++;
    if (isRead) overall.read++;
    // A concept with several findings counts once, against its first (main) finding.
    const main = countsOf(gold[0]!);
    main.expected++;
    if (isRead) main.read++;
    for (const f of found) {
      const isRight = gold.some((g) => isRelated(f, g));
      const counts = countsOf(f);
      counts.readings++;
      overall.readings++;
      if (isRight) {
        counts.right++;
        overall.right++;
      }
    }
  }
  return { phrases, overall, byFinding };
}
