// `npm run bench:compare` (issue #15): "the comparison of 50 bids renders in under 100 ms on the
// client". Builds bench/client (the real <BidComparison>, the app's CSS, React's profiling
// build) with Vite, serves it on loopback, and in headless Chromium mounts the comparison of 50
// varied bids RUNS times (default 30, after 5 warm-ups) at 1280 px (table) and at 390 px
// (swipeable cards), the phone also with 4× CPU slowdown (Lighthouse's mobile profile). Prints
// median and max of React <Profiler>'s actualDuration (render phase) for the mount and for a
// re-sort, the wall time of the synchronous mount (render + commit), and the cards' deferred
// fill-in (render, and wall time until every card has its details). CHROMIUM_PATH
// (default /usr/bin/chromium).
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const RUNS = Number(process.env.RUNS ?? 30);
const WARM_UP_RUNS = 5;
const BUDGET_MS = 100;
const fromRoot = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));

/** What the page's `runComparisonBench` answers per run (bench/client/bid-comparison-bench-page.tsx). */
interface ComparisonRun {
  mountActualMs: number;
  mountWallMs: number;
  fillActualMs: number;
  fillWallMs: number;
  resortActualMs: number;
  renderedBids: number;
}

const outDir = mkdtempSync(path.join(tmpdir(), 'careabroad-bench-compare-'));
await build({
  configFile: false,
  logLevel: 'warn',
  root: fromRoot('bench/client'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '#shared', replacement: fromRoot('src/shared') },
      { find: '#client', replacement: fromRoot('src/client') },
      // React's production build skips <Profiler> callbacks; its profiling build keeps them.
      { find: /^react-dom\/client$/, replacement: 'react-dom/profiling' },
    ],
  },
  build: { outDir, emptyOutDir: true },
});

const server = createServer((request, response) => {
  const file = path.join(outDir, request.url === '/' ? 'index.html' : (request.url ?? ''));
  if (!file.startsWith(outDir)) return void response.writeHead(404).end();
  let body: Buffer;
  try {
    body = readFileSync(file);
  } catch {
    return void response.writeHead(404).end();
  }
  const type = file.endsWith('.js')
    ? 'text/javascript'
    : file.endsWith('.css')
      ? 'text/css'
      : 'text/html';
  response.writeHead(200, { 'Content-Type': type }).end(body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
if (address === null || typeof address === 'string') throw new Error('no server address');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-sync',
  ],
});

/** Median and max of `values`, one decimal. */
function summarize(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return `${(median ?? 0).toFixed(1)} / ${(sorted.at(-1) ?? 0).toFixed(1)}`;
}

const setups = [
  { name: 'table, 1280 px', viewport: { width: 1280, height: 800 }, cpuSlowdown: 1 },
  { name: 'cards, 390 px', viewport: { width: 390, height: 844 }, cpuSlowdown: 1 },
  { name: 'cards, 390 px, 4× CPU slowdown', viewport: { width: 390, height: 844 }, cpuSlowdown: 4 },
];
const rows: Record<string, string | number>[] = [];
let isWithinBudget = true;
try {
  for (const setup of setups) {
    const page = await browser.newPage({ viewport: setup.viewport });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: setup.cpuSlowdown });
    await page.goto(`http://127.0.0.1:${address.port}/`);
    await page.waitForFunction('typeof window.runComparisonBench === "function"');
    await page.evaluate(`window.runComparisonBench(${WARM_UP_RUNS})`);
    const runs = (await page.evaluate(`window.runComparisonBench(${RUNS})`)) as ComparisonRun[];
    const mountMedian = [...runs.map((run) => run.mountActualMs)].sort((a, b) => a - b)[
      Math.floor(runs.length / 2)
    ];
    if (setup.cpuSlowdown === 1 && (mountMedian ?? Infinity) >= BUDGET_MS) isWithinBudget = false;
    rows.push({
      setup: setup.name,
      bids: runs[0]?.renderedBids ?? 0,
      'first render': summarize(runs.map((run) => run.mountActualMs)),
      'first render+commit': summarize(runs.map((run) => run.mountWallMs)),
      'fill-in render': summarize(runs.map((run) => run.fillActualMs)),
      'until filled': summarize(runs.map((run) => run.fillWallMs)),
      're-sort render': summarize(runs.map((run) => run.resortActualMs)),
    });
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}

console.info(
  `ms, median / max of ${RUNS} runs per setup after ${WARM_UP_RUNS} warm-ups ("render": Profiler actualDuration); React profiling build; load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
const columns = Object.keys(rows[0] ?? {});
console.info(
  [
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${columns.map((column) => row[column]).join(' | ')} |`),
  ].join('\n'),
);
if (!isWithinBudget) {
  console.error(`The median mount took ${BUDGET_MS} ms or more without CPU slowdown.`);
  process.exitCode = 1;
}
