// Search figures as a Markdown table: local index size per language (raw and gzip), time to the first result in a
// cold dialog, and query times over the relevance suite, in Chromium against the built site. Timing lives here,
// never in tests. Needs a build: run `npm run build` first.
// Usage: npm run bench:search [-- --runs 5]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { repoRoot } from './lib/paths.mjs';
import { serve } from './lib/static-server.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Math.max(1, Number(values.runs));
const outDir = path.join(repoRoot, 'doc_build');
const indexDir = path.join(outDir, 'static/search');
if (!fs.existsSync(indexDir)) {
  console.error('No local search index in doc_build/static/search: run `npm run build` first.');
  process.exit(1);
}
/** @type {Record<'en' | 'zh', [string, string][]>} */
const suite = JSON.parse(fs.readFileSync(path.join(repoRoot, 'tests/search/queries.json'), 'utf8'));

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (/** @type {number} */ n) => `${n.toFixed(1)} ms`;
const quantile = (/** @type {number[]} */ list, /** @type {number} */ q) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/**
 * Runs in the page: types `query` into the dialog (opening it first when `open` is set, by a click, with no hover and
 * so no preloading) and resolves with the milliseconds until the dialog shows an answer.
 * @param {{ query: string, open: boolean, answer: string }} options
 */
const timeQuery = async ({ query, open, answer }) => {
  /** @param {string} selector */
  const waitFor = (selector) =>
    new Promise((resolve, reject) => {
      const until = performance.now() + 10_000;
      const poll = () => {
        if (document.querySelector(selector)) resolve(null);
        else if (performance.now() > until) reject(new Error(`Nothing matched ${selector} for "${query}"`));
        else requestAnimationFrame(poll);
      };
      poll();
    });
  /** @param {string} value */
  const type = (value) => {
    const input = /** @type {HTMLInputElement} */ (document.querySelector('.DocSearch-Input'));
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  if (!open) {
    type('');
    await waitFor('.DocSearch-StartScreen');
  }
  const started = performance.now();
  if (open) {
    /** @type {HTMLButtonElement} */ (document.querySelector('button[aria-keyshortcuts]')).click();
    await waitFor('.DocSearch-Input');
  }
  type(query);
  await waitFor(answer);
  return performance.now() - started;
};

const port = 4198;
const server = await serve({ root: outDir, port });
const browser = await chromium.launch({
  executablePath: ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p)),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

/** @type {string[]} */
const rows = [];
for (const lang of /** @type {const} */ (['en', 'zh'])) {
  const file = fs.readdirSync(indexDir).find((name) => name.startsWith(`${lang}.`));
  const source = fs.readFileSync(path.join(indexDir, file ?? ''));
  const pageUrl = `http://127.0.0.1:${port}${lang === 'en' ? '' : '/zh'}/guide/start/quick-start`;
  const firstQuery = suite[lang][0]?.[0] ?? 'rslib';

  /** @type {number[]} */
  const cold = [];
  /** @type {number[]} */
  const indexLoad = [];
  /** @type {number[]} */
  const engine = [];
  /** @type {number[]} */
  const screen = [];
  for (let run = 0; run < runs; run++) {
    // A returning visitor: the first-visit language redirect stays out of the figures.
    const origin = `http://127.0.0.1:${port}`;
    const context = await browser.newContext({
      storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'rspress-visited', value: '1' }] }] },
    });
    const page = await context.newPage();
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    await page.locator('button[aria-keyshortcuts] [data-ready="true"]').waitFor();
    // Cold: nothing of search is loaded; a click (no hover, so no preloading) until the first result is shown.
    cold.push(await page.evaluate(timeQuery, { query: firstQuery, open: true, answer: '.DocSearch-Hit' }));
    indexLoad.push(
      ...(await page.evaluate(() => performance.getEntriesByName('rslib-search:index').map((e) => e.duration))),
    );
    if (run === 0) {
      await page.evaluate(() => performance.clearMeasures('rslib-search:query'));
      for (const [query] of suite[lang]) {
        screen.push(
          await page.evaluate(timeQuery, { query, open: false, answer: '.DocSearch-Hits, .DocSearch-NoResults' }),
        );
      }
      engine.push(
        ...(await page.evaluate(() => performance.getEntriesByName('rslib-search:query').map((e) => e.duration))),
      );
    }
    await context.close();
  }
  rows.push(
    `| ${lang} | ${kb(source.length)} | ${kb(zlib.gzipSync(source, { level: 9 }).length)} | ${ms(quantile(cold, 0.5))} | ${ms(quantile(indexLoad, 0.5))} | ${ms(quantile(engine, 0.5))} / ${ms(quantile(engine, 0.95))} | ${ms(quantile(screen, 0.5))} / ${ms(quantile(screen, 0.95))} |`,
  );
}
await browser.close();
server.close();

console.log(`| Language | Index | Index (gzip) | First result, cold dialog (median of ${runs}) | Index fetch and build | Query in engine (median / p95) | Query to screen (median / p95) |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Query times are over the relevance suite (tests/search/queries.json): the engine time is the local client's search call, the screen time runs from typing to the dialog showing the results.`);
