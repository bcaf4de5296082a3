// Benchmark: one offline symptom analysis (issues #4 and #11: "analysis p99 ≤ 20 ms offline").
// Runs the engine's `analyzeSymptoms` over the in-house development vignettes, and over the
// published vignettes in `../shared/symptom-eval/` (long free text written by others; read at
// run time, skipped when absent): 1,000 warm-up calls then 20,000 timed calls in a loop (each
// call a different vignette in turn), on one thread with no I/O. Run: `npm run bench:symptoms`
// (BENCH_CALLS overrides the number of timed calls, SYMPTOM_EVAL_DIR the shared folder). Prints
// a Markdown table for bench/README.md.
import { analyzeSymptoms } from '../src/server/features/symptom-checker/engine/index.ts';
import { sharedSetsDir } from '../src/server/features/symptom-checker/eval/data-dirs.ts';
import { wizardInput } from '../src/server/features/symptom-checker/eval/eval-cases.ts';
import { loadInHouseSet } from '../src/server/features/symptom-checker/eval/in-house-sets.ts';
import { loadSharedSets } from '../src/server/features/symptom-checker/eval/shared-sets.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 20_000);
const WARM_UP = 1_000;

const inputs = loadInHouseSet('vignettes.dev').cases.map((c) => c.input);
const publishedInputs = loadSharedSets(sharedSetsDir(process.env.SYMPTOM_EVAL_DIR)).flatMap((set) =>
  set.vignettes.map(wizardInput),
);

const coldStarted = performance.now();
analyzeSymptoms(inputs[0]!);
const firstCallMs = performance.now() - coldStarted;

type Input = (typeof inputs)[number];

/**
 * Times `CALLS` analyses of `set` in turn (after its own warm-up); `vary` may change each input
 * (to defeat the spelling memo).
 */
function timeCalls(vary: (input: Input, i: number) => Input, set: readonly Input[] = inputs) {
  for (let i = 0; i < WARM_UP; i++) analyzeSymptoms(set[i % set.length]!);
  const timesMs: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const input = vary(set[i % set.length]!, i);
    const started = performance.now();
    analyzeSymptoms(input);
    timesMs.push(performance.now() - started);
  }
  timesMs.sort((a, b) => a - b);
  const at = (q: number) => timesMs[Math.min(timesMs.length - 1, Math.floor(q * timesMs.length))]!;
  return `${at(0.5).toFixed(3)} | ${at(0.99).toFixed(3)} | ${timesMs.at(-1)!.toFixed(3)}`;
}

// A made-up word per call ("zorblax12345") is never in the memo, so every call pays for a full
// spelling search: the worst case for free text.
const unseen = (input: (typeof inputs)[number], i: number) => ({
  ...input,
  symptoms: [...input.symptoms, `feeling zorblax${i} today`],
});

const calls = `${CALLS.toLocaleString('en')} timed after ${WARM_UP.toLocaleString('en')} warm-up`;
console.log(
  `| analyses (${inputs.length} dev vignettes, Node ${process.version}) | p50 ms | p99 ms | max ms |`,
);
console.log('|---|---|---|---|');
console.log(`| ${calls}, vignettes as written | ${timeCalls((input) => input)} |`);
console.log(`| ${calls}, plus an unseen word per call | ${timeCalls(unseen)} |`);
if (publishedInputs.length > 0) {
  const published = `${publishedInputs.length} published vignettes (shared sets)`;
  console.log(`| ${calls}, ${published} | ${timeCalls((input) => input, publishedInputs)} |`);
  console.log(
    `| ${calls}, ${published}, plus an unseen word per call | ${timeCalls(unseen, publishedInputs)} |`,
  );
}
console.log(
  `| first call after start (vocabulary already compiled at import) | ${firstCallMs.toFixed(1)} | | |`,
);
