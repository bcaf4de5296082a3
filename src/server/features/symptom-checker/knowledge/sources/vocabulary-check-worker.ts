/**
 * Worker of the import's regression check (`import-ontology-synonyms.ts --check`), run as its own
 * process: reads `{ extraTerms, caseIds? }` as JSON on stdin, gives the vocabulary exactly those
 * open-vocabulary terms (whatever `findings/open-vocabulary.json` holds now), then runs the
 * engine on every in-house case (`test-data/symptom-checker/*.json`) and every shared vignette
 * present beside the repository (`../shared/symptom-eval/`, read at run time, never copied), or
 * only `caseIds`, and writes one JSON line per case to stdout: level, top-3 condition ids,
 * whether the gold diagnosis is among them, reported and absent findings, and its metamorphic
 * paraphrases. No file is written, so engineers running tests meanwhile never see trial terms.
 */
import { useOpenVocabulary } from './trial-vocabulary.ts';

/** What the worker reports for one case. */
export interface CaseSnapshot {
  /** `<set>/<case id>`. */
  id: string;
  origin: 'shared' | 'in-house';
  /** The case belongs to a held-out set: report it in aggregate only. */
  heldOut: boolean;
  level: string;
  top3: string[];
  /** The gold diagnosis is among the top 3 (null when the case has none to check). */
  diagnosisInTop3: boolean | null;
  reported: string[];
  absent: string[];
  /** Paraphrase kind → level the engine gives the paraphrase. */
  paraphraseLevels: Record<string, string>;
  /** The chips of the synonym-swap paraphrase (none when no chip has a swappable term). */
  synonymChips: string[] | null;
}

/** What the worker reads on stdin. */
export interface WorkerRequest {
  extraTerms: Record<string, string[]>;
  caseIds?: string[];
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const request = JSON.parse(await readStdin()) as WorkerRequest;

// The engine modules are imported only afterwards, so they compile from these terms.
useOpenVocabulary(request.extraTerms);

const { analyzeSymptoms } = await import('../../engine/index.ts');
const { normalizeInput } = await import('../../engine/normalize.ts');
const { paraphrases } = await import('../../eval/paraphrases.ts');
const { inHouseSetNames, loadInHouseSet } = await import('../../eval/in-house-sets.ts');
const { inHouseEvalSet, sharedEvalSet } = await import('../../eval/eval-cases.ts');
const { loadSharedSets } = await import('../../eval/shared-sets.ts');
const { sharedSetsDir } = await import('../../eval/data-dirs.ts');

const sets = [
  ...loadSharedSets(sharedSetsDir()).map(sharedEvalSet),
  ...inHouseSetNames().map((name) => inHouseEvalSet(name, loadInHouseSet(name))),
];
const wanted = request.caseIds ? new Set(request.caseIds) : null;
for (const set of sets) {
  for (const c of set.cases) {
    const id = `${set.name}/${c.id}`;
    if (wanted && !wanted.has(id)) continue;
    const result = analyzeSymptoms(c.input);
    const profile = normalizeInput(c.input);
    const paraphraseLevels: Record<string, string> = {};
    let synonymChips: string[] | null = null;
    for (const { kind, chips } of paraphrases(c.input.symptoms)) {
      paraphraseLevels[kind] = analyzeSymptoms({
        ...c.input,
        symptoms: chips,
      }).analysis.urgencyLevel;
      if (kind === 'synonyms') synonymChips = chips;
    }
    const top3 = result.ranked.slice(0, 3);
    const snapshot: CaseSnapshot = {
      id,
      origin: set.origin,
      heldOut: set.heldOut,
      level: result.analysis.urgencyLevel,
      top3: top3.map((r) => r.conditionId),
      diagnosisInTop3: c.isDiagnosis ? top3.some(c.isDiagnosis) : null,
      reported: [...profile.reported].sort(),
      absent: [...profile.absent].sort(),
      paraphraseLevels,
      synonymChips,
    };
    process.stdout.write(`${JSON.stringify(snapshot)}\n`);
  }
}
