// Evaluation of the offline symptom engine against the vignette set (issue #4). Run:
// `npm run eval:symptoms` (all files), or `node --import tsx
// src/server/features/symptom-checker/eval/run-eval.ts dev|heldout`. Prints a Markdown table of
// triage accuracy (overall and per class), emergency sensitivity, under- and over-triage, top-1
// and top-3 diagnosis accuracy beside the Semigran et al. (BMJ 2015) anchors. Per-case misses
// are listed for the development file only: the held-out file is reported in aggregate, so it
// cannot be tuned against.
import { analyzeSymptoms } from '../engine/index.ts';
import {
  computeMetrics,
  matchRank,
  type Metrics,
  type Outcome,
  SEMIGRAN_ANCHORS,
} from './metrics.ts';
import { loadVignettes } from './vignette-file.ts';

/**
 * The development part may be tuned on: the original dev file plus the held-out files retired
 * after their one evaluation each (eval/README.md). The held-out part never is.
 */
const FILES = {
  dev: [
    'vignettes.dev.json',
    'vignettes.retired-heldout-1.json',
    'vignettes.retired-heldout-2.json',
    'vignettes.retired-heldout-3.json',
    'vignettes.retired-heldout-4.json',
    'vignettes.retired-heldout-5.json',
    'vignettes.retired-heldout-6.json',
    'vignettes.retired-heldout-7.json',
  ],
  heldout: ['vignettes.heldout.json'],
} as const;
type Part = keyof typeof FILES;

function runPart(part: Part): Outcome[] {
  return FILES[part].flatMap(loadVignettes).map((vignette) => {
    const result = analyzeSymptoms({
      symptoms: vignette.symptoms,
      age: vignette.age,
      gender: vignette.gender,
      existingConditions: vignette.existingConditions,
      medications: vignette.medications,
    });
    return {
      vignette,
      triage: result.analysis.urgencyLevel,
      rankedIcd10: result.ranked.map((r) => r.icd10),
    };
  });
}

const percent = (x: number) => `${(x * 100).toFixed(0)} %`;
const ratio = ({ correct, total }: { correct: number; total: number }) =>
  `${total === 0 ? '–' : percent(correct / total)} (${correct}/${total})`;

function printTable(results: [Part, Metrics][]): void {
  const header = [
    'metric',
    ...results.map(([part, m]) => `${part} (${m.cases})`),
    'Semigran 2015 checkers',
  ];
  const rows: string[][] = [
    [
      'triage accuracy',
      ...results.map(([, m]) => percent(m.triageAccuracy)),
      percent(SEMIGRAN_ANCHORS.triage),
    ],
    [
      '— emergency',
      ...results.map(([, m]) => ratio(m.perClassAccuracy.emergency)),
      percent(SEMIGRAN_ANCHORS.emergency),
    ],
    ['— urgent', ...results.map(([, m]) => ratio(m.perClassAccuracy.urgent)), '55 %'],
    ['— routine (self-care)', ...results.map(([, m]) => ratio(m.perClassAccuracy.routine)), '33 %'],
    [
      'emergency sensitivity',
      ...results.map(([, m]) => percent(m.emergencySensitivity)),
      percent(SEMIGRAN_ANCHORS.emergency),
    ],
    ['under-triage (below true level)', ...results.map(([, m]) => String(m.underTriage)), '–'],
    [
      'emergencies called routine (must be 0)',
      ...results.map(([, m]) => String(m.emergenciesCalledRoutine)),
      '–',
    ],
    ['over-triage (above true level)', ...results.map(([, m]) => String(m.overTriage)), '–'],
    [
      'top-1 diagnosis',
      ...results.map(([, m]) => percent(m.top1)),
      `${percent(SEMIGRAN_ANCHORS.top1)} (physicians ${percent(SEMIGRAN_ANCHORS.physicianTop1)})`,
    ],
    ['top-3 diagnosis', ...results.map(([, m]) => percent(m.top3)), percent(SEMIGRAN_ANCHORS.top3)],
  ];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

function printMisses(outcomes: Outcome[]): void {
  console.log('\nDevelopment misses (triage or top-3):\n');
  for (const outcome of outcomes) {
    const rank = matchRank(outcome);
    const { vignette } = outcome;
    if (outcome.triage === vignette.triage && rank !== null && rank < 3) continue;
    const result = analyzeSymptoms({ ...vignette, symptoms: vignette.symptoms });
    const top = result.ranked.slice(0, 3).map((r) => `${r.name} [${r.icd10.join(',')}] ${r.score}`);
    console.log(
      `- ${vignette.id} ${vignette.triage}→${outcome.triage} · ${vignette.diagnosis.name} ` +
        `[${vignette.diagnosis.icd10.join(',')}] rank ${rank === null ? '–' : rank + 1} · ` +
        `top: ${top.join('; ') || 'none'} · flags: ${result.redFlags.map((f) => f.id).join(',') || 'none'}`,
    );
  }
}

const requested = process.argv[2];
const parts: Part[] =
  requested === 'dev' || requested === 'heldout' ? [requested] : ['dev', 'heldout'];
const results = parts.map((part) => [part, runPart(part)] as const);
printTable(results.map(([part, outcomes]) => [part, computeMetrics(outcomes)]));
const dev = results.find(([part]) => part === 'dev');
if (dev) printMisses(dev[1]);
