// Search figures as a Markdown table, in Chromium against the built site, per language and as medians of --runs
// fresh page loads: the time from the key press that opens the dialog on a cold page (nothing of search loaded) to
// the first result for a query typed at once; the search data (index files) and the search code fetched before that
// result, gzip; the engine time per keystroke once the whole index is loaded, typing every query of the relevance
// suite (tests/search/queries.json) one character at a time; and the relevance of the results the dialog shows (mean
// reciprocal rank and hits@1 of the expected page or heading). Timing lives here, never in tests. Other processes
// skew timings: the load average is printed with the figures. Needs a build: run `npm run build` first.
// Usage: npm run bench:search [-- --runs 5] [--port 4198] [--root doc_build]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { median } from '../theme/lib/shared.mjs';
import { languages, routeIn } from '../theme/site-model.mjs';
import { fullChromium, offlineArgs } from './lib/browsers.mjs';
import { repoRoot } from './lib/paths.mjs';
import { serve } from './lib/static-server.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '4198' },
    root: { type: 'string', default: 'doc_build' },
  },
});
const runs = Math.max(1, Number(values.runs));
const port = Number(values.port);
const outDir = path.resolve(repoRoot, values.root ?? 'doc_build');
const indexDir = path.join(outDir, 'static/search');
if (!fs.existsSync(indexDir)) {
  console.error(`No local search index in ${path.relative(repoRoot, indexDir)}: run \`npm run build\` first.`);
  process.exit(1);
}
/** @type {Record<import('../theme/site-model.mjs').Lang, [string, string][]>} */
const suite = JSON.parse(fs.readFileSync(path.join(repoRoot, 'tests/search/queries.json'), 'utf8'));

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (/** @type {number} */ n) => `${n.toFixed(1)} ms`;
const quantile = (/** @type {number[]} */ list, /** @type {number} */ q) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const load = () => os.loadavg()[0]?.toFixed(2) ?? '?';
/** Gzip size (level 9) of a file of the build, from its URL. @param {string} url */
const gzipSize = (url) => {
  const file = path.join(outDir, decodeURIComponent(new URL(url).pathname));
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
};

/**
 * Runs in the page before the key press: when the dialog's input appears, types `query` into it at once, and
 * resolves `window.__coldSearch` with the time from the first key down to the first result, and the files fetched
 * meanwhile.
 * @param {string} query
 */
const armColdSearch = (query) => {
  const w = /** @type {any} */ (window);
  w.__coldSearch = new Promise((resolve, reject) => {
    /** @type {number | null} */
    let pressed = null;
    window.addEventListener('keydown', (event) => (pressed ??= event.timeStamp), { capture: true });
    let typed = false;
    const until = performance.now() + 15_000;
    const poll = () => {
      const input = /** @type {HTMLInputElement | null} */ (document.querySelector('.DocSearch-Input'));
      if (input && !typed) {
        typed = true;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (document.querySelector('.DocSearch-Hit') && pressed !== null) {
        const at = performance.now();
        const fetched = performance
          .getEntriesByType('resource')
          .map((e) => /** @type {PerformanceResourceTiming} */ (e))
          .filter((e) => e.startTime >= (pressed ?? 0) && e.responseEnd <= at)
          .map((e) => e.name);
        resolve({ time: at - pressed, fetched });
      } else if (performance.now() > until) reject(new Error(`No result for "${query}"`));
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
};

/**
 * Runs in the page with the dialog open: types `query` one character at a time, waiting for the dialog to answer
 * each, and returns the URLs of the results shown for the whole query, in order.
 * @param {string} query
 */
const typeQuery = async (query) => {
  const input = /** @type {HTMLInputElement} */ (document.querySelector('.DocSearch-Input'));
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  const answered = () => performance.getEntriesByName('rslib-search:query').length;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  for (let n = 1; n <= query.length; n++) {
    const before = answered();
    setValue?.call(input, query.slice(0, n));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const until = performance.now() + 10_000;
    while (answered() === before && performance.now() < until) await frame();
    await frame();
  }
  await frame();
  // A result's address is in `data-href` (SearchDialog.tsx: an option holds no link).
  return [...document.querySelectorAll('.DocSearch-Hit a')].map((a) => a.getAttribute('data-href') ?? '');
};

const server = await serve({ root: outDir, port });
const browser = await chromium.launch({
  executablePath: fullChromium(),
  args: offlineArgs,
});
const loadBefore = load();

/** @type {string[]} */
const rows = [];
for (const lang of languages) {
  const pageUrl = `http://127.0.0.1:${port}${routeIn('/guide/start/quick-start', lang)}`;
  const firstQuery = suite[lang][0]?.[0] ?? 'rslib';
  const whole = fs
    .readdirSync(indexDir)
    .filter((name) => name.startsWith(`${lang}.`) || name.startsWith(`${lang}-`))
    .reduce((sum, name) => sum + zlib.gzipSync(fs.readFileSync(path.join(indexDir, name)), { level: 9 }).length, 0);
  // A build with one index file per language (before the head and text files) is complete once that file is in.
  const twoFiles = fs.readdirSync(indexDir).some((name) => name.startsWith(`${lang}-text.`));
  const completeMark = twoFiles ? 'rslib-search:index-complete' : 'rslib-search:index';
  /** @type {Record<string, number[]>} */
  const figures = { cold: [], data: [], code: [], keyP50: [], keyP95: [], fullP95: [], mrr: [], hits1: [] };
  for (let run = 0; run < runs; run++) {
    // A returning visitor: the first-visit language redirect stays out of the figures.
    const origin = `http://127.0.0.1:${port}`;
    const context = await browser.newContext({
      storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'rspress-visited', value: '1' }] }] },
    });
    const page = await context.newPage();
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    await page.locator('button[aria-keyshortcuts] [data-ready="true"]').waitFor();
    await page.evaluate(armColdSearch, firstQuery);
    await page.keyboard.down('Control');
    await page.keyboard.press('k');
    await page.keyboard.up('Control');
    const cold = /** @type {{ time: number, fetched: string[] }} */ (
      await page.evaluate(() => /** @type {any} */ (window).__coldSearch)
    );
    figures.cold?.push(cold.time);
    const sizeOf = (/** @type {(url: string) => boolean} */ keep) =>
      cold.fetched.filter(keep).reduce((sum, url) => sum + gzipSize(url), 0);
    figures.data?.push(sizeOf((url) => url.includes('/static/search/')));
    figures.code?.push(sizeOf((url) => /\.(js|css)$/.test(new URL(url).pathname)));

    // The whole index: the text file of the local index is in.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, completeMark, {
      timeout: 30_000,
    });
    await page.waitForTimeout(200);
    /** @type {(number | null)[]} */
    const ranks = [];
    /** @type {number[]} */
    const keystrokes = [];
    /** @type {number[]} */
    const full = [];
    for (const [query, expected] of suite[lang]) {
      await page.evaluate(() => performance.clearMeasures('rslib-search:query'));
      const urls = await page.evaluate(typeQuery, query);
      const times = await page.evaluate(() =>
        performance.getEntriesByName('rslib-search:query').map((e) => e.duration),
      );
      keystrokes.push(...times);
      full.push(times.at(-1) ?? Number.NaN);
      const at = urls.indexOf(expected);
      ranks.push(at < 0 ? null : at + 1);
    }
    figures.keyP50?.push(quantile(keystrokes, 0.5));
    figures.keyP95?.push(quantile(keystrokes, 0.95));
    figures.fullP95?.push(quantile(full, 0.95));
    figures.mrr?.push(
      ranks.reduce((/** @type {number} */ sum, rank) => sum + (rank === null ? 0 : 1 / rank), 0) / ranks.length,
    );
    figures.hits1?.push(ranks.filter((rank) => rank === 1).length / ranks.length);
    await context.close();
  }
  const f = (/** @type {string} */ name) => figures[name] ?? [];
  const cold = f('cold');
  rows.push(
    `| ${lang} | ${ms(median(cold))} (${ms(Math.min(...cold))}–${ms(Math.max(...cold))}) | ${kb(median(f('data')))} | ${kb(median(f('code')))} | ${kb(whole)} | ${ms(median(f('keyP50')))} / ${ms(median(f('keyP95')))} | ${ms(median(f('fullP95')))} | ${median(f('mrr')).toFixed(3)} | ${(median(f('hits1')) * 100).toFixed(1)}% |`,
  );
}
await browser.close();
server.close();

console.log(`| Language | Key press to first result, cold (median of ${runs}, min–max) | Search data before it (gzip) | Search code before it (gzip) | Whole index (gzip) | Query per keystroke, whole index (p50 / p95) | Whole query (p95) | MRR | Hits@1 |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Cold: Ctrl+K on a freshly loaded page (${path.relative(repoRoot, outDir)}/, /guide/start/quick-start), the first query of the suite typed at once. Query times: the local client's engine time (\`rslib-search:query\`) for every keystroke of every query of tests/search/queries.json, typed one character at a time once the whole index is loaded. Relevance: the rank of the expected page or heading among the results the dialog shows. Load average (1 min) at start ${loadBefore}, at end ${load()}, on ${os.cpus().length} cores.`);
