// Benchmark: one offline symptom analysis (issue #4: "Analysis p99 ≤ 20 ms offline"). Runs the
// engine's `analyzeSymptoms` over the development vignettes, 1,000 warm-up calls then 20,000
// timed calls in a loop (each call a different vignette in turn), on one thread with no I/O.
// Run: `npm run bench:symptoms` (BENCH_CALLS overrides the number of timed calls). Prints a
// Markdown table for bench/README.md.
import { analyzeSymptoms } from '../src/server/features/symptom-checker/engine/index.ts';
import { loadInHouseSet } from '../src/server/features/symptom-checker/eval/in-house-sets.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 20_000);
const WARM_UP = 1_000;

const inputs = loadInHouseSet('vignettes.dev').cases.map((c) => c.input);

const coldStarted = performance.now();
analyzeSymptoms(inputs[0]!);
const firstCallMs = performance.now() - coldStarted;

for (let i = 0; i < WARM_UP; i++) analyzeSymptoms(inputs[i % inputs.length]!);

/** Times `CALLS` analyses; `vary` may change each input (to defeat the spelling memo). */
function timeCalls(vary: (input: (typeof inputs)[number], i: number) => (typeof inputs)[number]) {
  const timesMs: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const input = vary(inputs[i % inputs.length]!, i);
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
console.log(
  `| first call after start (vocabulary already compiled at import) | ${firstCallMs.toFixed(1)} | | |`,
);
