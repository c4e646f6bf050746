// Build and page-weight figures as a Markdown table: cold and warm build time, pages built, dist size, what a
// browser downloads to show sample pages (JS, CSS and HTML, gzip, counted by scripts/lib/first-load.mjs like the
// budgets of `npm test`), and the size of the search index files. Timing lives here, never in tests.
// Search index files: the local DocSearch index of each language (`static/search/<lang>.<hash>.json`, written by
// theme/plugins/search-index.ts), or Rspress's own (`search_index.<lang>.<hash>.json`) if it ever comes back;
// "n/a" when there is none (Algolia mode ships no index).
// Usage: npm run bench [-- --pages /,/guide/start/quick-start] [--skip-build]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firstLoad, gzipSize, htmlFileOf, kb } from './lib/first-load.mjs';
import { repoRoot, rspressCli } from './lib/paths.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '/,/guide/start/quick-start,/zh/guide/start/quick-start,/config/lib/format' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const samplePages = (values.pages ?? '/').split(',');
const outDir = path.join(repoRoot, 'doc_build');
/** Paths (relative to doc_build/) of search index files, whichever search implementation wrote them. */
const searchIndexPattern = /(^|\/)static\/search\/[\w-]+\.[0-9a-f]+\.json$|search[-_]index[^/]*$/i;

function build() {
  const started = performance.now();
  const result = spawnSync(process.execPath, [...rspressCli, 'build'], { cwd: repoRoot, stdio: 'ignore' });
  if (result.status !== 0) throw new Error('rspress build failed');
  return (performance.now() - started) / 1000;
}

let cold = Number.NaN;
let warm = Number.NaN;
if (!values['skip-build']) {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(path.join(repoRoot, 'node_modules/.cache'), { recursive: true, force: true });
  cold = build();
  warm = build();
}
const seconds = (/** @type {number} */ s) => (Number.isNaN(s) ? 'not run (--skip-build)' : `${s.toFixed(1)} s`);

const files = fs
  .readdirSync(outDir, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => path.join(e.parentPath, e.name));
const htmlPages = files.filter((f) => f.endsWith('.html') && path.basename(f) !== '404.html').length;
const distBytes = files.reduce((sum, f) => sum + fs.statSync(f).size, 0);

const rows = samplePages.map((route) => {
  const load = firstLoad(outDir, htmlFileOf(route));
  return `| \`${route}\` | ${kb(load.jsBytes)} | ${kb(load.cssBytes)} | ${kb(load.htmlBytes)} |`;
});

const indexFiles = files.filter((f) => searchIndexPattern.test(path.relative(outDir, f).split(path.sep).join('/')));
const indexRows = indexFiles.length
  ? indexFiles.map((f) => `| \`${path.relative(outDir, f)}\` | ${kb(fs.statSync(f).size)} | ${kb(gzipSize(f))} |`)
  : ['| n/a | n/a | n/a |'];

console.log(`| Build | Value |
| --- | --- |
| Cold build (no cache) | ${seconds(cold)} |
| Warm build | ${seconds(warm)} |
| HTML pages built | ${htmlPages} |
| Size of doc_build | ${(distBytes / 1024 / 1024).toFixed(2)} MB |

| First load (gzip) | JS | CSS | HTML |
| --- | --- | --- | --- |
${rows.join('\n')}

| Search index file | Size | Gzip |
| --- | --- | --- |
${indexRows.join('\n')}`);
