// What the first-load JavaScript of sample pages is made of: per chunk (exact gzip) and per npm package
// (minified bytes from source maps, and the gzip size of that package's code alone, an estimate).
// Builds the site with JS source maps into test-results/bundle-analysis/ (doc_build/ is left alone).
// Usage: node scripts/analyze-bundle.mjs [--pages /,/guide/start/quick-start] [--top 25] [--json out.json] [--skip-build]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { firstLoad, htmlFileOf, kb } from './lib/first-load.mjs';
import { repoRoot } from './lib/paths.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '/,/guide/start/quick-start' },
    top: { type: 'string', default: '25' },
    json: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const workDir = path.join(repoRoot, 'test-results/bundle-analysis');
const outDir = path.join(workDir, 'site');
const configFile = path.join(workDir, 'rspress.analyze.config.ts');

if (!values['skip-build']) buildWithSourceMaps();

function buildWithSourceMaps() {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const baseConfig = path.relative(workDir, path.join(repoRoot, 'rspress.config')).split(path.sep).join('/');
  fs.writeFileSync(
    configFile,
    `import config from '${baseConfig}';
export default {
  ...config,
  outDir: ${JSON.stringify(outDir)},
  builderConfig: { ...config.builderConfig, output: { ...config.builderConfig?.output, sourceMap: { js: 'source-map' } } },
};
`,
  );
  const build = spawnSync('npx', ['rspress', 'build', '-c', configFile], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('rspress build failed');
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Decodes one source-map segment (Base64 VLQ) into its numbers. @param {string} segment */
function decodeSegment(segment) {
  /** @type {number[]} */
  const numbers = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    numbers.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return numbers;
}

/** Who owns a source file: an npm package name, or a label for the site's own code and the runtime. @param {string} source */
function ownerOf(source) {
  const inModules = source.split('node_modules/').pop() ?? source;
  if (inModules !== source) {
    const parts = inModules.split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
  }
  const virtual = source.match(/\.rspress\/(?:runtime\/)?(virtual-[\w-]+)/);
  if (virtual) return `(Rspress generated: ${virtual[1]})`;
  if (/webpack|rspack/.test(source)) return '(bundler runtime)';
  return '(site: docs, theme, components)';
}

/** Minified code of a chunk grouped by owner, from its source map. @param {string} file */
function codeByOwner(file) {
  const code = fs.readFileSync(file, 'utf8');
  const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'));
  /** @type {Map<string, string[]>} */
  const owners = new Map();
  const add = (/** @type {string} */ owner, /** @type {string} */ text) => {
    const list = owners.get(owner) ?? [];
    list.push(text);
    owners.set(owner, list);
  };
  const lines = code.split('\n');
  let sourceIndex = 0;
  /** @type {string[]} */
  const sources = map.sources;
  map.mappings.split(';').forEach((/** @type {string} */ lineMappings, /** @type {number} */ lineNo) => {
    const line = lines[lineNo] ?? '';
    let column = 0;
    /** @type {{ column: number, owner: string }[]} */
    const segments = [];
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      segments.push({
        column,
        owner: sourceDelta === undefined ? '(unmapped)' : ownerOf(sources[sourceIndex] ?? ''),
      });
    }
    if (segments.length === 0 || (segments[0]?.column ?? 0) > 0)
      add('(unmapped)', line.slice(0, segments[0]?.column ?? line.length));
    segments.forEach((s, i) => {
      add(s.owner, line.slice(s.column, segments[i + 1]?.column ?? line.length));
    });
  });
  return owners;
}

const gzip = (/** @type {string} */ text) => zlib.gzipSync(text, { level: 9 }).length;
/** @type {Map<string, { min: number, gzip: number }>} */
const packages = new Map();
/** @type {Map<string, number>} */
const chunks = new Map();
const seen = new Set();
/** @type {Record<string, number>} */
const pageTotals = {};
for (const route of (values.pages ?? '/').split(',')) {
  const result = firstLoad(outDir, htmlFileOf(route));
  pageTotals[route] = result.jsBytes;
  for (const { file, gzip: size } of result.js) {
    chunks.set(file, size);
    if (seen.has(file)) continue;
    seen.add(file);
    const full = path.join(outDir, file);
    if (!fs.existsSync(`${full}.map`)) continue;
    for (const [owner, parts] of codeByOwner(full)) {
      const entry = packages.get(owner) ?? { min: 0, gzip: 0 };
      const text = parts.join('');
      entry.min += text.length;
      entry.gzip += gzip(text);
      packages.set(owner, entry);
    }
  }
}

const top = Number(values.top);
const packageRows = [...packages].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, top);
console.log(`
| Page | First-load JS (gzip) |
| --- | --- |
${Object.entries(pageTotals)
  .map(([route, bytes]) => `| \`${route}\` | ${kb(bytes)} |`)
  .join('\n')}

| Chunk | Gzip |
| --- | --- |
${[...chunks]
  .sort((a, b) => b[1] - a[1])
  .map(([file, size]) => `| \`${file.replace(/\.[0-9a-f]{8,}\.js$/, '.js')}\` | ${kb(size)} |`)
  .join('\n')}

| Package (all sampled pages' first-load chunks) | Minified | Gzip alone (estimate) |
| --- | --- | --- |
${packageRows.map(([owner, s]) => `| ${owner} | ${kb(s.min)} | ${kb(s.gzip)} |`).join('\n')}`);
if (values.json) {
  fs.writeFileSync(
    values.json,
    `${JSON.stringify({ pageTotals, chunks: Object.fromEntries(chunks), packages: Object.fromEntries(packages) }, null, 2)}\n`,
  );
}
