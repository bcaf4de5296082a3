// Lighthouse mobile on the public pages (`npm run bench:lighthouse`): runs Lighthouse's default
// mobile profile (simulated slow 4G and 4× CPU slowdown) against a running production server and
// prints one row per page: performance score, LCP, TBT, CLS and bytes transferred. Start the app
// first (`npm start`), then: `BENCH_URL=http://localhost:5000 npm run bench:lighthouse`.
// Chromium: CHROME_PATH (default /usr/bin/chromium). RUNS (default 3) runs per page; the row
// shows the median run by score.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const baseUrl = (process.env.BENCH_URL ?? 'http://localhost:5000').replace(/\/$/, '');
const pages = (process.env.PAGES ?? '/,/faq,/login').split(',');
const runs = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Flags for a shared, headless machine: nothing in the background that would skew timings.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One Lighthouse run's figures: score 0–100, times in ms, transfer in bytes. */
interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
}

async function measure(port: number, url: string): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferBytes: audit('total-byte-weight'),
  };
}

/**
 * `measure`, run again (up to twice more) when Lighthouse lost the page load's trace
 * (`NO_NAVSTART` and kin, which it says to retry): frequent on a loaded machine.
 */
async function measureWithRetries(port: number, url: string): Promise<PageFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(port, url);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Please run Lighthouse again')) throw error;
      console.error(`${url}: trace lost, measuring again`);
    }
  }
}

function median(runsOfPage: PageFigures[]): PageFigures {
  const sorted = [...runsOfPage].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)] as PageFigures;
}

const chrome = await launch({ chromePath, chromeFlags });
try {
  const rows: string[] = [];
  for (const page of pages) {
    const figures: PageFigures[] = [];
    for (let run = 0; run < runs; run += 1)
      figures.push(await measureWithRetries(chrome.port, baseUrl + page));
    const m = median(figures);
    const scores = figures.map((f) => f.score).join('/');
    rows.push(
      `| \`${page}\` | ${m.score} (${scores}) | ${(m.lcpMs / 1000).toFixed(2)} s | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${(m.transferBytes / 1024).toFixed(0)} KB |`,
    );
  }
  console.log('| page | score (runs) | LCP | TBT | CLS | transferred |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  chrome.kill();
}
