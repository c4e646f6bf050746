// What a reader who installs Rslib today gets, held against the pages: every example, journey, consumer table and
// output explorer is built again with packages installed from today's registry (READER_REGISTRY=latest) instead of
// the day the site was last checked (scripts/data/reader-registry.json), in scratch projects outside the repository
// (the repo's own node_modules is not touched). Prints per page what differs; exits 1 when anything does.
// `.github/workflows/latest.yml` runs it every week and on demand.
// Usage: npm run check:latest [-- docs/en/config/lib/format.mdx …]   (pages: only their examples, journeys, tables and explorers)
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './lib/paths.mjs';

process.env.READER_REGISTRY = 'latest';
const { checkRecipes, readData, recipes } = await import('./lib/consumers.mjs');
const { dataFile: explorerFile, explorerData, explorers } = await import('./lib/output-explorer.mjs');
const { registryDay } = await import('./lib/projects.mjs');

const execFileAsync = promisify(execFile);
const started = Date.now();
const pages = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
/** Whether a page route (`config/lib/format`) is one of the given pages (all when none is given). @param {string} route */
const chosen = (route) =>
  pages.length === 0 || pages.some((p) => p.replace(/^docs\/[^/]+\//, '').replace(/\.mdx?$/, '') === route);
const lock = JSON.parse(await fs.readFile(path.join(repoRoot, 'package-lock.json'), 'utf8'));
const pinned = lock.packages?.['node_modules/@rslib/core']?.version;
const newest = (await execFileAsync('npm', ['view', '@rslib/core', 'version'])).stdout.trim();
console.log(
  `@rslib/core: the pages were checked with ${pinned} (registry of ${registryDay.before}); npm has ${newest}\n`,
);

/** Runs one of the repo's scripts with today's registry and no result cache; its output goes to this terminal. */
const script = (/** @type {string[]} */ args) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, READER_REGISTRY: 'latest', TEST_CACHE: 'off' },
    });
    child.on('close', (code) => resolve(code === 0));
  });

/** @type {string[]} */
const differs = [];
console.log('## Examples\n');
if (!(await script(['scripts/run-examples.mjs', '--no-cache', ...pages])))
  differs.push('examples (see the ✗ lines above)');
console.log('\n## Journeys\n');
if (!(await script(['scripts/run-journeys.mjs', ...pages]))) differs.push('journeys (see the ✗ lines above)');

console.log('\n## Consumer tables\n');
const stored = await readData();
for (const result of await checkRecipes(recipes.filter((r) => chosen(r.page)))) {
  /** @type {Record<string, { status: string, code?: string }>} */
  const before = stored.recipes[result.recipe.id]?.rows ?? {};
  for (const [row, cell] of Object.entries(result.rows)) {
    const was = before[row];
    if (was?.status === cell.status && was?.code === cell.code) continue;
    const line = `${result.recipe.page}: ${result.recipe.id} ${row}: ${was?.status ?? 'missing'} → ${cell.status}${cell.code ? ` ${cell.code}` : ''}`;
    console.log(line);
    differs.push(line);
  }
}

console.log('\n## Output explorers\n');
const shown = JSON.parse(await fs.readFile(explorerFile, 'utf8')).explorers;
const only = explorers.filter((e) => chosen(e.page)).map((e) => e.id);
const built = only.length === 0 ? [] : (await explorerData({ cache: false, only })).data;
for (const explorer of built) {
  const page = explorers.find((e) => e.id === explorer.id)?.page;
  const before = shown.find((/** @type {{ id: string }} */ e) => e.id === explorer.id);
  explorer.variants.forEach((variant, index) => {
    const was = before?.variants?.[index];
    for (const field of /** @type {const} */ (['tree', 'excerpt'])) {
      if (was?.[field] === variant[field]) continue;
      const line = `${page}: explorer ${explorer.id}, variant ${variant.key}: the ${field} differs\n--- shown\n${was?.[field] ?? ''}\n+++ built\n${variant[field]}`;
      console.log(line);
      differs.push(line.split('\n')[0] ?? line);
    }
  });
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(
  differs.length === 0
    ? `\nEvery page holds with today's registry (@rslib/core ${newest}), in ${seconds} s.`
    : `\n${differs.length} differences with today's registry (@rslib/core ${newest}), in ${seconds} s:\n- ${differs.join('\n- ')}`,
);
process.exit(differs.length === 0 ? 0 : 1);
