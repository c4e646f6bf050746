// What the first-load JavaScript of sample pages is made of: per chunk (exact gzip, from the first-load counter)
// and per npm package (minified and gzip bytes of each module, as Rsdoctor measures them from source maps; the gzip
// column adds up modules compressed one by one, so it is higher than the package's share of a compressed chunk).
// Builds the site with Rsdoctor's brief JSON report and JS source maps into test-results/bundle-analysis/
// (doc_build/ is left alone), then reads test-results/bundle-analysis/rsdoctor/rsdoctor-data.json.
// Usage: node scripts/analyze-bundle.mjs [--pages /,/guide/start/quick-start] [--top 25] [--json out.json] [--skip-build]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
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
const reportDir = path.join(workDir, 'rsdoctor');
const configFile = path.join(workDir, 'rspress.analyze.config.ts');

if (!values['skip-build']) buildWithRsdoctor();

/** Builds the site with source maps and Rsdoctor on the browser bundle (the server bundle only renders HTML). */
function buildWithRsdoctor() {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const baseConfig = path.relative(workDir, path.join(repoRoot, 'rspress.config')).split(path.sep).join('/');
  fs.writeFileSync(
    configFile,
    `import { RsdoctorRspackPlugin } from '@rsdoctor/rspack-plugin';
import config from '${baseConfig}';

const report = new RsdoctorRspackPlugin({
  disableClientServer: true,
  features: { bundle: true, loader: false, plugins: false },
  output: {
    mode: 'brief',
    reportDir: ${JSON.stringify(reportDir)},
    options: { type: ['json'], jsonOptions: { sections: { moduleGraph: true, chunkGraph: true, rules: false } } },
  },
});

export default {
  ...config,
  outDir: ${JSON.stringify(outDir)},
  builderConfig: {
    ...config.builderConfig,
    output: { ...config.builderConfig?.output, sourceMap: { js: 'source-map' } },
    tools: {
      ...config.builderConfig?.tools,
      rspack: [
        ...[config.builderConfig?.tools?.rspack ?? []].flat(),
        (_rspackConfig, { target, appendPlugins }) => {
          if (target === 'web') appendPlugins(report);
        },
      ],
    },
  },
};
`,
  );
  const build = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules/@rspress/core/bin/rspress.js'), 'build', '-c', configFile],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('rspress build failed');
}

/**
 * @typedef {{ id: number, path: string, kind: number, chunks: string[], modules?: number[], size: { parsedSize: number, gzipSize: number } }} RsdoctorModule
 * @typedef {{ name: string, root: string, modules: number[] }} RsdoctorPackage
 * @typedef {{ path: string, chunks: string[] }} RsdoctorAsset
 */
const { data } = JSON.parse(fs.readFileSync(path.join(reportDir, 'rsdoctor-data.json'), 'utf8'));
/** @type {Map<number, RsdoctorModule>} */
const modules = new Map(data.moduleGraph.modules.map((/** @type {RsdoctorModule} */ m) => [m.id, m]));
/** @type {RsdoctorPackage[]} */
const packageList = data.packageGraph.packages;
/** @type {RsdoctorAsset[]} */
const assets = data.chunkGraph.assets;

/** npm package of each module; the site's own package (the repository root) is split by `ownerOf` instead. */
const packageOf = new Map(
  packageList.filter((p) => path.resolve(p.root) !== repoRoot).flatMap((p) => p.modules.map((id) => [id, p.name])),
);

/** Who owns a module that is not in an npm package: Rspress's generated modules, the bundler runtime or the site. @param {string} file */
function ownerOf(file) {
  const virtual = file.match(/\.rspress\/(?:runtime\/)?(virtual-[\w-]+)/);
  if (virtual) return `(Rspress generated: ${virtual[1]})`;
  if (/webpack|rspack/.test(file)) return '(bundler runtime)';
  return '(site: docs, theme, components)';
}

/** Chunk ids of the first-load scripts, and the exact gzip of each script. */
const firstLoadChunks = new Set();
/** @type {Map<string, number>} */
const chunks = new Map();
/** @type {Record<string, number>} */
const pageTotals = {};
for (const route of (values.pages ?? '/').split(',')) {
  const result = firstLoad(outDir, htmlFileOf(route));
  pageTotals[route] = result.jsBytes;
  for (const { file, gzip } of result.js) {
    chunks.set(file, gzip);
    for (const id of assets.find((a) => a.path === file)?.chunks ?? []) firstLoadChunks.add(id);
  }
}

/**
 * Modules whose code is in a first-load chunk. A concatenated module (kind 1) lists the chunk; the modules it
 * joins list none and carry the sizes, so it stands for them.
 * @type {Set<RsdoctorModule>}
 */
const shipped = new Set();
for (const module of modules.values()) {
  if (!module.chunks.some((id) => firstLoadChunks.has(id))) continue;
  if (module.kind !== 1) shipped.add(module);
  for (const id of module.modules ?? []) {
    const inner = modules.get(id);
    if (inner) shipped.add(inner);
  }
}

/** @type {Map<string, { min: number, gzip: number }>} */
const packages = new Map();
for (const module of shipped) {
  if (module.size.parsedSize === 0) continue; // extracted CSS and type-only modules leave no script code
  const owner = packageOf.get(module.id) ?? ownerOf(module.path);
  const entry = packages.get(owner) ?? { min: 0, gzip: 0 };
  entry.min += module.size.parsedSize;
  entry.gzip += module.size.gzipSize;
  packages.set(owner, entry);
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

| Package (all sampled pages' first-load chunks) | Minified | Gzip, per module, summed |
| --- | --- | --- |
${packageRows.map(([owner, s]) => `| ${owner} | ${kb(s.min)} | ${kb(s.gzip)} |`).join('\n')}`);
if (values.json) {
  fs.writeFileSync(
    values.json,
    `${JSON.stringify({ pageTotals, chunks: Object.fromEntries(chunks), packages: Object.fromEntries(packages) }, null, 2)}\n`,
  );
}
