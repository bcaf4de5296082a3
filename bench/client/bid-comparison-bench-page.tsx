// The page `bench/bid-comparison-render.ts` opens in Chromium: it exposes
// `window.runComparisonBench(runs)`, which mounts <BidComparison> with 50 varied quotes inside
// React's <Profiler> `runs` times (layout as the viewport decides: table or cards), waits for the
// cards' deferred details, re-sorts by rating, and returns per run, in ms: the Profiler's
// actualDuration (render phase) of the first commit, of the deferred fill and of the re-sort,
// the wall time of the first commit (render + commit) and until every card is filled.
import '#client/styles.css';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BidComparison } from '#client/features/bids/components/bid-comparison/bid-comparison.tsx';
import { buildComparableQuotes } from './build-comparable-quotes.ts';

/** One run's timings in ms. */
export interface ComparisonRun {
  mountActualMs: number;
  mountWallMs: number;
  fillActualMs: number;
  fillWallMs: number;
  resortActualMs: number;
  renderedBids: number;
}

/** Yields to the event loop until no card says it is still loading its details. */
async function untilFilled(container: HTMLElement): Promise<void> {
  while (container.querySelector('[aria-busy="true"]')) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

const QUOTES = 50;

async function runOnce(quotes: ReturnType<typeof buildComparableQuotes>): Promise<ComparisonRun> {
  const timings = { mount: 0, update: 0 };
  const onRender: ProfilerOnRenderCallback = (_id, phase, actualDuration) => {
    timings[phase === 'mount' ? 'mount' : 'update'] += actualDuration;
  };
  const container = document.createElement('main');
  document.body.append(container);
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() =>
    root.render(
      <Profiler id="comparison" onRender={onRender}>
        <BidComparison quotes={quotes} budgetMaxUsd={9000} today="2026-11-20" />
      </Profiler>,
    ),
  );
  const mountWallMs = performance.now() - start;
  await untilFilled(container);
  const fillWallMs = performance.now() - start;
  const fillActualMs = timings.update;
  const select = container.querySelector('select');
  if (!select) throw new Error('no sort control');
  select.value = 'rating';
  // A discrete event: React renders its update before dispatchEvent returns.
  select.dispatchEvent(new Event('change', { bubbles: true }));
  const renderedBids = container.querySelectorAll('thead th a, article').length;
  root.unmount();
  container.remove();
  return {
    mountActualMs: timings.mount,
    mountWallMs,
    fillActualMs,
    fillWallMs,
    resortActualMs: timings.update - fillActualMs,
    renderedBids,
  };
}

declare global {
  interface Window {
    runComparisonBench: (runs: number) => Promise<ComparisonRun[]>;
  }
}

window.runComparisonBench = async (runs) => {
  const quotes = buildComparableQuotes(QUOTES);
  const results: ComparisonRun[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runOnce(quotes));
  return results;
};
