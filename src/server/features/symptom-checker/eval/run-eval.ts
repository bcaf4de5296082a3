// `npm run eval:symptoms [-- --misses]`: runs the offline symptom engine on every shared vignette
// set (`../shared/symptom-eval/*.json` beside the repository, or the folder `SYMPTOM_EVAL_DIR`
// names) and on the in-house sets (`test-data/symptom-checker/*.json`), and prints Markdown
// tables: per set the triage and diagnosis metrics with analysis times, then the metamorphic
// check (level unchanged under paraphrase). `--misses` also lists, per case, triage and top-3
// misses and the paraphrases that changed a level (never for the held-out vignettes).
// Deterministic apart from the times. What the columns mean: eval/README.md.
import { analyzeSymptoms } from '../engine/index.ts';
import { analyseSet, type Outcome } from './analyse.ts';
import { sharedSetsDir } from './data-dirs.ts';
import { type EvalSet, inHouseEvalSet, sharedEvalSet } from './eval-cases.ts';
import { inHouseSetNames, loadInHouseSet } from './in-house-sets.ts';
import {
  checkParaphrases,
  combineSummaries,
  type MetamorphicResult,
  type MetamorphicSummary,
} from './metamorphic.ts';
import { computeMetrics, type Ratio, type SetMetrics } from './metrics.ts';
import { PARAPHRASE_KINDS } from './paraphrases.ts';
import { measurePresentExtraction } from './present-extraction.ts';
import { loadSharedSets } from './shared-sets.ts';

interface SetResult {
  set: EvalSet;
  outcomes: Outcome[];
  metrics: SetMetrics;
  metamorphic: MetamorphicResult;
}

const WARM_UP_CALLS = 100;

const percent = ({ count, total }: Ratio, digits = 0) =>
  total === 0 ? '–' : `${((100 * count) / total).toFixed(digits)} % (${count}/${total})`;
const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(2));

function printTable(header: string[], rows: string[][]): void {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

function printMetrics(results: SetResult[]): void {
  printTable(
    [
      'set',
      'cases',
      'emergency sensitivity',
      'emergencies called routine',
      'triage exact',
      'triage safe (≥ gold)',
      'over-triage',
      'top-1',
      'top-3',
      'complaint read',
      'p50 ms',
      'p99 ms',
    ],
    results.map(({ set, metrics: m }) => [
      set.name,
      String(m.cases),
      m.emergencySensitivity.total === 0
        ? '–'
        : `${m.emergencySensitivity.count}/${m.emergencySensitivity.total}`,
      m.emergencySensitivity.total === 0 ? '–' : String(m.emergenciesCalledRoutine),
      percent(m.triageExact),
      percent(m.triageSafe),
      percent(m.overTriage),
      percent(m.top1),
      percent(m.top3),
      percent(m.complaintRead),
      ms(m.p50Ms),
      ms(m.p99Ms),
    ]),
  );
}

function printMetamorphic(results: SetResult[]): void {
  const checked = results.filter(({ metamorphic }) => metamorphic.cases > 0);
  const overall = combineSummaries(checked.map(({ metamorphic }) => metamorphic));
  const row = (name: string, summary: MetamorphicSummary) => [
    name,
    String(summary.cases),
    percent(summary.unchanged, 1),
    ...PARAPHRASE_KINDS.map((kind) => percent(summary.byKind[kind], 1)),
  ];
  printTable(
    ['set', 'cases', 'level unchanged (all paraphrases)', ...PARAPHRASE_KINDS],
    [
      ...checked.map(({ set, metamorphic }) => row(set.name, metamorphic)),
      row('**overall**', overall),
    ],
  );
  console.log(`\nOverall: level unchanged under ${percent(overall.unchanged, 1)} of paraphrases.`);
}

/** Overall recall and precision, then the findings read least often (at least 3 phrases). */
function printExtraction(): void {
  const { phrases, overall, byFinding } = measurePresentExtraction();
  const ratio = (count: number, total: number) => percent({ count, total });
  printTable(
    ['findings', 'phrases', 'recall', 'precision'],
    [
      [
        'all mapped',
        String(phrases),
        ratio(overall.read, overall.expected),
        ratio(overall.right, overall.readings),
      ],
    ],
  );
  const weakest = [...byFinding]
    .filter(([, c]) => c.expected >= 3 && c.read < c.expected)
    .sort(([, a], [, b]) => a.read / a.expected - b.read / b.expected);
  console.log('\nFindings read least often (at least 3 phrases):\n');
  printTable(
    ['finding', 'phrases', 'recall', 'precision'],
    weakest.map(([id, c]) => [
      id,
      String(c.expected),
      ratio(c.read, c.expected),
      ratio(c.right, c.readings),
    ]),
  );
}

function printMisses(results: SetResult[]): void {
  for (const { set, outcomes, metamorphic } of results.filter((r) => !r.set.heldOut)) {
    const misses = outcomes.filter(
      (o) =>
        (o.case.triage !== null && o.triage !== o.case.triage) ||
        (o.case.isDiagnosis !== null && (o.diagnosisRank === null || o.diagnosisRank >= 3)),
    );
    if (misses.length === 0 && metamorphic.changes.length === 0) continue;
    console.log(`\n### Misses: ${set.name}\n`);
    for (const o of misses) {
      const rank = o.diagnosisRank === null ? '–' : o.diagnosisRank + 1;
      const top3 = o.ranked.slice(0, 3).map((r) => `${r.name} [${r.icd10.join(',')}]`);
      console.log(
        `- ${o.case.id} triage ${o.case.triage ?? '–'}→${o.triage} · ${o.case.diagnosis ?? '–'} ` +
          `rank ${rank} · top 3: ${top3.join('; ') || 'none'}`,
      );
    }
    for (const change of metamorphic.changes) {
      console.log(
        `- ${change.caseId} ${change.kind} ${change.from}→${change.to}: ${change.chips.join(' | ')}`,
      );
    }
  }
}

// eslint-disable-next-line no-restricted-syntax -- a development command, not the server: its one setting is no server configuration
const sharedDir = sharedSetsDir(process.env.SYMPTOM_EVAL_DIR);
const shared = loadSharedSets(sharedDir);
const sets = [
  ...shared.map(sharedEvalSet),
  ...inHouseSetNames().map((name) => inHouseEvalSet(name, loadInHouseSet(name))),
];

for (let i = 0; i < WARM_UP_CALLS; i++) {
  analyzeSymptoms({ symptoms: ['headache and a runny nose'], age: 30, gender: 'female' });
}
const results: SetResult[] = sets.map((set) => {
  const outcomes = analyseSet(set);
  return {
    set,
    outcomes,
    metrics: computeMetrics(outcomes),
    metamorphic: checkParaphrases(outcomes),
  };
});

console.log(`## Shared sets (${sharedDir})\n`);
if (shared.length === 0) console.log('No shared set found.');
else printMetrics(results.filter(({ set }) => set.origin === 'shared'));
console.log('\n## In-house (unit tests, not a yardstick)\n');
printMetrics(results.filter(({ set }) => set.origin === 'in-house'));
console.log('\n## Metamorphic check: level unchanged under paraphrase\n');
printMetamorphic(results);
console.log('\n## Present-finding extraction (AskAPatient lay phrases, labelled by others)\n');
printExtraction();
if (process.argv.includes('--misses')) printMisses(results);
