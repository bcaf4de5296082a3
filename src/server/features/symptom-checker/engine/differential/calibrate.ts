/**
 * Prints, for candidate emergency-probability thresholds, the differential's emergency
 * sensitivity on the development cases (`development-cases.ts`) — over all emergencies, over the
 * ESI handbook ones, and over those whose diagnosis is an emergency condition — and how many
 * non-emergency cases each would raise; then the highest threshold 99 % of each group reaches.
 * Run: `node --import tsx src/server/features/symptom-checker/engine/differential/calibrate.ts`.
 */
import { sharedSetsDir } from '../../eval/data-dirs.ts';
import {
  type DevelopmentCase,
  esiDevelopmentCases,
  ESI_SET,
  inHouseDevelopmentCases,
} from './development-cases.ts';
import { differential, RAISE_THRESHOLDS } from './index.ts';

/** Thresholds printed. */
const CANDIDATES = [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5];

/** Sensitivity the threshold must keep. */
const TARGET_SENSITIVITY = 0.99;

const inHouse = inHouseDevelopmentCases();
// eslint-disable-next-line no-restricted-syntax -- a development command, not the server: its one setting is no server configuration
const esi = esiDevelopmentCases(sharedSetsDir(process.env.SYMPTOM_EVAL_DIR));
const scored = [...inHouse, ...esi].map((c) => ({
  ...c,
  p: differential(c.profile).emergencyProbability,
}));
type Scored = DevelopmentCase & { p: number };

const groups: { name: string; cases: Scored[] }[] = [
  { name: 'all emergencies', cases: scored.filter((c) => c.isEmergency) },
  { name: 'ESI emergencies', cases: scored.filter((c) => c.isEmergency && c.set === ESI_SET) },
  { name: 'emergency diagnoses', cases: scored.filter((c) => c.isEmergencyDiagnosis) },
];
const others = scored.filter((c) => !c.isEmergency);

/** `n/of (x %)` of the cases at or above the threshold. */
function share(cases: readonly Scored[], threshold: number): string {
  const n = cases.filter((c) => c.p >= threshold).length;
  return `${n}/${cases.length} (${((100 * n) / cases.length).toFixed(1)} %)`;
}

console.log(
  `Development cases: ${inHouse.length} in-house, ${esi.length} ESI handbook;` +
    ` ${groups[0]?.cases.length} emergencies, ${others.length} non-emergencies.`,
);
console.log('');
console.log(`| threshold | ${groups.map((g) => g.name).join(' | ')} | non-emergencies raised |`);
console.log(`| --- | ${groups.map(() => '---').join(' | ')} | --- |`);
for (const threshold of CANDIDATES) {
  const mark = threshold === RAISE_THRESHOLDS.emergency ? ' (chosen)' : '';
  const cells = [...groups.map((g) => share(g.cases, threshold)), share(others, threshold)];
  console.log(`| ${threshold}${mark} | ${cells.join(' | ')} |`);
}
console.log('');
const unreachable = groups[0]?.cases.filter((c) => c.p === 0).length;
console.log(`Emergencies no emergency condition can apply to (probability 0): ${unreachable}`);
for (const { name, cases } of groups) {
  const sorted = cases.map((c) => c.p).sort((a, b) => a - b);
  const highest = sorted[Math.floor((1 - TARGET_SENSITIVITY) * sorted.length)] ?? 0;
  console.log(
    `Highest threshold ${TARGET_SENSITIVITY * 100} % of ${name} reach: ${highest.toPrecision(3)}`,
  );
}
