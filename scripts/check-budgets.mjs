// Page-weight budgets of the built site, a step of `npm test` after the site build. Reads doc_build/ only
// (no browser, no timing): first-load JavaScript and CSS of every page and the HTML of every page, gzip level 9,
// as counted by scripts/lib/first-load.mjs. Prints a table, writes test-results/budgets.json and exits 1 when
// a budget is exceeded. Usage: node scripts/check-budgets.mjs [--out doc_build] [--report test-results/budgets.json]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firstLoad, htmlFiles, kb } from './lib/first-load.mjs';
import { repoRoot } from './lib/paths.mjs';

/** Budgets in bytes (1 KB = 1024 bytes), gzip. */
const budgets = {
  /** Scripts a page needs before it is interactive: the tags in its HTML, its route chunk and that chunk's siblings. */
  js: 160 * 1024,
  /** Stylesheets a page references. */
  css: 25 * 1024,
  /** The HTML document itself. */
  html: 20 * 1024,
};

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'doc_build' },
    report: { type: 'string', default: 'test-results/budgets.json' },
  },
});
const outDir = path.resolve(repoRoot, values.out ?? 'doc_build');
if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  console.error(`No build in ${path.relative(repoRoot, outDir)}/: run \`npx rspress build\` first.`);
  process.exit(1);
}

const pages = htmlFiles(outDir).map((file) => ({ file, ...firstLoad(outDir, file) }));
/** @type {{ name: string, limit: number, pick: (p: typeof pages[number]) => number }[]} */
const checks = [
  { name: 'First-load JavaScript', limit: budgets.js, pick: (p) => p.jsBytes },
  { name: 'CSS', limit: budgets.css, pick: (p) => p.cssBytes },
  { name: 'HTML', limit: budgets.html, pick: (p) => p.htmlBytes },
];

let passed = 0;
let failed = 0;
const rows = [];
/** @type {string[]} */
const failures = [];
for (const check of checks) {
  const sorted = [...pages].sort((a, b) => check.pick(b) - check.pick(a));
  const largest = sorted[0];
  const over = sorted.filter((p) => check.pick(p) > check.limit);
  if (over.length === 0) passed++;
  else failed++;
  for (const p of over) failures.push(`${check.name} of ${p.file}: ${kb(check.pick(p))} > ${kb(check.limit)}`);
  rows.push(
    `| ${check.name} | ${kb(check.limit)} | ${largest ? `${kb(check.pick(largest))} (\`${largest.file}\`)` : 'n/a'} | ${over.length === 0 ? 'ok' : `${over.length} over`} |`,
  );
}
const home = pages.find((p) => p.file === 'index.html');

console.log(`Budgets of ${pages.length} HTML files in ${path.relative(repoRoot, outDir)}/ (gzip)

| Budget | Limit | Largest page | Result |
| --- | --- | --- | --- |
${rows.join('\n')}
${home ? `\nHome page: JS ${kb(home.jsBytes)}, CSS ${kb(home.cssBytes)}, HTML ${kb(home.htmlBytes)}` : ''}`);
for (const failure of failures) console.error(`over budget: ${failure}`);

const reportFile = path.resolve(repoRoot, values.report ?? 'test-results/budgets.json');
fs.mkdirSync(path.dirname(reportFile), { recursive: true });
fs.writeFileSync(
  reportFile,
  `${JSON.stringify(
    {
      budgets,
      passed,
      failed,
      failures,
      pages: pages.map(({ file, jsBytes, cssBytes, htmlBytes }) => ({ file, jsBytes, cssBytes, htmlBytes })),
    },
    null,
    2,
  )}\n`,
);
console.log(`\nbudgets: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
