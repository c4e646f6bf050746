// The output explorers of the option pages (`<OutputExplorer id="…" />`, theme/plugins/static-components.ts): for one
// small library, what Rslib writes with each value of an option. Every variant is a real build with the installed
// `@rslib/core`, made the way a reader makes it: the project of a starting point (scripts/lib/starting-points.mjs),
// the variant's rslib.config.ts and package.json "type" written on top, then `npx rslib build`. The builds run
// outside the repository, next to the journeys (TypeScript 7 above them, as `npm install typescript` gives a reader),
// and their `dist` trees and the first lines of each variant's main file go to theme/plugins/output-explorer.data.json:
// `npm run verify:outputs` writes that file, tests/output-explorer.build.test.ts fails when it no longer matches.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { examplesConcurrency, pool } from './examples.mjs';
import { repoRoot } from './paths.mjs';
import { copyProject, listFiles, maskHashes, run, typescriptHome } from './projects.mjs';
import { cachedResult, cacheEnabled, storeResult } from './result-cache.mjs';
import { startingPointChain, startingPointDir } from './starting-points.mjs';

/** The committed data the pages render. */
export const dataFile = path.join(repoRoot, 'theme/plugins/output-explorer.data.json');

/** How many lines of the main file a panel shows. */
export const headLines = 12;

/**
 * @typedef {object} Variant
 * @property {string} key Stable id of the variant within its explorer (radio value, anchor of nothing).
 * @property {string} label The option's value as code, the radio's visible name: `'cjs'`, `false`, `{ bundle: true }`.
 * @property {'module' | 'commonjs'} type The `type` field written into package.json.
 * @property {string} lib The `lib` array of rslib.config.ts, as the panel shows it.
 * @property {string[]} [imports] Import lines rslib.config.ts needs besides `defineConfig`.
 * @property {string} [extra] More top-level fields of the config object (`plugins: [pluginSass()]`).
 * @property {string} main The file whose first lines the panel shows, relative to the project.
 * @property {'head' | 'tail'} [part] `tail`: the panel shows the last lines instead, where a CommonJS file assigns its
 *   exports and lowered code follows the helpers it needs.
 * @property {string} [from] The panel's lines start at the first line that contains this text (the library's own
 *   code after a module runtime); the build fails the script when no line does.
 *
 * @typedef {object} Explorer
 * @property {string} id The id of `<OutputExplorer id="…" />`.
 * @property {string} option The option the variants set, as the page's title names it: `lib.format`.
 * @property {string} page The page that shows it, without language: `config/lib/format`.
 * @property {string} start The starting point the library is made from (theme/starting-points.mjs).
 * @property {Record<string, string>} [files] Files written on top of the starting point, for every variant. Each is
 *   shown on the page, as a code block with that title and that code (tests/unit/output-explorer.test.ts).
 * @property {Variant[]} variants
 */

/** The two-module library of the lib.bundle and lib.dts examples. */
const twoModules = {
  'src/index.ts': `export { add } from './utils/math';
export const greet = (name: string): string => \`Hello, \${name}!\`;`,
  'src/utils/math.ts': 'export const add = (a: number, b: number): number => a + b;',
};

/** The redirect page's bundleless config, with a `redirect` value. @param {string} redirect */
const redirectLib = (redirect) =>
  `[{ format: 'esm', bundle: false, dts: true, output: { target: 'web' }, redirect: ${redirect} }]`;

/** @type {Explorer[]} */
export const explorers = [
  {
    id: 'lib-format',
    page: 'config/lib/format',
    option: 'lib.format',
    start: 'example-project',
    variants: [
      { key: 'esm-module', label: "'esm'", type: 'module', lib: "[{ format: 'esm' }]", main: 'dist/index.js' },
      {
        key: 'cjs-module',
        label: "'cjs'",
        type: 'module',
        lib: "[{ format: 'cjs' }]",
        main: 'dist/index.cjs',
        part: 'tail',
      },
      { key: 'esm-commonjs', label: "'esm'", type: 'commonjs', lib: "[{ format: 'esm' }]", main: 'dist/index.mjs' },
      {
        key: 'cjs-commonjs',
        label: "'cjs'",
        type: 'commonjs',
        lib: "[{ format: 'cjs' }]",
        main: 'dist/index.js',
        part: 'tail',
      },
      {
        key: 'umd',
        label: "'umd'",
        type: 'module',
        lib: "[{ format: 'umd', umdName: 'MyLib', output: { target: 'web' } }]",
        main: 'dist/index.js',
      },
    ],
  },
  {
    id: 'lib-bundle',
    page: 'config/lib/bundle',
    option: 'lib.bundle',
    start: 'example-project',
    files: twoModules,
    variants: [
      { key: 'bundle', label: 'true', type: 'module', lib: "[{ format: 'esm', bundle: true }]", main: 'dist/index.js' },
      {
        key: 'bundleless',
        label: 'false',
        type: 'module',
        lib: "[{ format: 'esm', bundle: false }]",
        main: 'dist/index.js',
      },
      {
        key: 'bundleless-cjs',
        label: 'false',
        type: 'commonjs',
        lib: "[{ format: 'esm', bundle: false }]",
        main: 'dist/index.mjs',
      },
    ],
  },
  {
    id: 'lib-dts',
    page: 'config/lib/dts',
    option: 'lib.dts',
    start: 'example-project',
    files: twoModules,
    variants: [
      { key: 'off', label: 'false', type: 'module', lib: "[{ format: 'esm', dts: false }]", main: 'dist/index.js' },
      { key: 'on', label: 'true', type: 'module', lib: "[{ format: 'esm', dts: true }]", main: 'dist/index.d.ts' },
      {
        key: 'bundled',
        label: '{ bundle: true }',
        type: 'module',
        lib: "[{ format: 'esm', dts: { bundle: true } }]",
        main: 'dist/index.d.ts',
      },
      {
        key: 'cjs-auto-extension',
        label: '{ autoExtension: true }',
        type: 'module',
        lib: "[{ format: 'cjs', dts: { autoExtension: true } }]",
        main: 'dist/index.d.cts',
      },
    ],
  },
  {
    id: 'lib-auto-extension',
    page: 'config/lib/auto-extension',
    option: 'lib.autoExtension',
    start: 'example-project',
    variants: [
      {
        key: 'on-module',
        label: 'true',
        type: 'module',
        lib: "[\n  { format: 'esm', autoExtension: true },\n  { format: 'cjs', autoExtension: true },\n]",
        main: 'dist/index.cjs',
        part: 'tail',
      },
      {
        key: 'on-commonjs',
        label: 'true',
        type: 'commonjs',
        lib: "[\n  { format: 'esm', autoExtension: true },\n  { format: 'cjs', autoExtension: true },\n]",
        main: 'dist/index.mjs',
      },
      {
        key: 'off-module',
        label: 'false',
        type: 'module',
        lib: "[\n  { format: 'esm', autoExtension: false, output: { distPath: 'dist/esm' } },\n  { format: 'cjs', autoExtension: false, output: { distPath: 'dist/cjs' } },\n]",
        main: 'dist/cjs/index.js',
        part: 'tail',
      },
    ],
  },
  {
    id: 'lib-syntax',
    page: 'config/lib/syntax',
    option: 'lib.syntax',
    start: 'example-project',
    files: {
      'src/index.ts': `type User = { profile?: { name?: string } };

export const getName = (user?: User) => user?.profile?.name ?? 'anonymous';

export const greet = async (user?: User) => \`Hello, \${getName(user)}!\`;`,
    },
    variants: ['esnext', 'es2019', 'es2016', 'es5'].map((syntax) => ({
      key: syntax,
      label: `'${syntax}'`,
      type: /** @type {const} */ ('module'),
      lib: `[{ format: 'esm', syntax: '${syntax}' }]`,
      main: 'dist/index.js',
      part: /** @type {const} */ ('tail'),
    })),
  },
  {
    id: 'lib-shims',
    page: 'config/lib/shims',
    option: 'lib.shims',
    start: 'example-project',
    files: {
      'src/index.ts': `export const where = () => ({
  url: import.meta.url,
  dir: import.meta.dirname,
  file: import.meta.filename,
});`,
    },
    variants: [
      { key: 'default', label: '{}', shims: '{}' },
      { key: 'no-url', label: "{ cjs: { 'import.meta.url': false } }", shims: "{ cjs: { 'import.meta.url': false } }" },
      {
        key: 'no-dirname-web',
        label: "{ cjs: { 'import.meta.dirname': false, 'import.meta.filename': false } }",
        shims: "{ cjs: { 'import.meta.dirname': false, 'import.meta.filename': false } }, output: { target: 'web' }",
      },
    ].map(({ shims, ...v }) => ({
      ...v,
      type: /** @type {const} */ ('module'),
      lib: `[{ format: 'cjs', shims: ${shims} }]`,
      main: 'dist/index.cjs',
      from: 'const where',
    })),
  },
  {
    id: 'lib-redirect',
    page: 'config/lib/redirect',
    option: 'lib.redirect',
    start: 'redirect-project',
    variants: /** @type {Variant[]} */ ([
      { key: 'default', label: '{}', type: 'module', lib: redirectLib('{}'), main: 'dist/index.js' },
      {
        key: 'js-path',
        label: '{ js: { path: false } }',
        type: 'module',
        lib: redirectLib('{ js: { path: false } }'),
        main: 'dist/index.js',
      },
      {
        key: 'js-extension',
        label: '{ js: { extension: false } }',
        type: 'module',
        lib: redirectLib('{ js: { extension: false } }'),
        main: 'dist/index.js',
      },
      {
        key: 'style-asset',
        label: '{ style: { extension: false }, asset: { extension: false } }',
        type: 'module',
        lib: redirectLib('{ style: { extension: false }, asset: { extension: false } }'),
        main: 'dist/index.js',
      },
      {
        key: 'dts-extension',
        label: '{ dts: { extension: false } }',
        type: 'module',
        lib: redirectLib('{ dts: { extension: false } }'),
        main: 'dist/index.d.ts',
      },
    ]).map((v) => ({
      ...v,
      imports: ["import { pluginSass } from '@rsbuild/plugin-sass';"],
      extra: 'plugins: [pluginSass()]',
    })),
  },
];

/** The rslib.config.ts of a variant, as a reader would write it. @param {Variant} variant */
export function configText(variant) {
  const lib = variant.lib.replace(/\n/g, '\n  ');
  return `${[...(variant.imports ?? []), "import { defineConfig } from '@rslib/core';"].join('\n')}

export default defineConfig({
  lib: ${lib},${variant.extra ? `\n  ${variant.extra},` : ''}
});
`;
}

/**
 * The folder tree of a list of paths, drawn as the docs draw `text title="dist"` blocks.
 * @param {string} root @param {string[]} files paths below `root`, `/`-separated
 */
export function drawTree(root, files) {
  /** @typedef {Map<string, Dir>} Dir */
  /** @type {Dir} */
  const top = new Map();
  for (const file of files) {
    let at = top;
    for (const part of file.split('/')) {
      let next = at.get(part);
      if (!next) {
        next = new Map();
        at.set(part, next);
      }
      at = next;
    }
  }
  const lines = [root];
  /** @param {Dir} dir @param {string} indent */
  const walk = (dir, indent) => {
    const names = [...dir.keys()].sort();
    names.forEach((name, index) => {
      const last = index === names.length - 1;
      lines.push(`${indent}${last ? '└── ' : '├── '}${name}`);
      walk(/** @type {Dir} */ (dir.get(name)), `${indent}${last ? '    ' : '│   '}`);
    });
  };
  walk(top, '');
  return lines.join('\n');
}

/**
 * @typedef {object} VariantData
 * @property {string} key
 * @property {string} label
 * @property {'module' | 'commonjs'} type
 * @property {string} lib
 * @property {string} tree The `dist` tree as the docs draw it.
 * @property {string} main
 * @property {number} start The line of `main` the excerpt starts at (1-based).
 * @property {string} excerpt {@link headLines} lines of `main` from `start` (or fewer at its end).
 * @property {number} lines How many lines `main` has.
 *
 * @typedef {{ id: string, option: string, variants: VariantData[] }} ExplorerData
 */

const moduleFile = fileURLToPath(import.meta.url);

/** What the excerpts show in place of the folder a variant was built in. */
export const projectPath = '/path/to/my-lib';

/**
 * Builds one variant in its own folder outside the repository and reads what it wrote.
 * @param {Explorer} explorer @param {Variant} variant @returns {Promise<VariantData>}
 */
async function buildVariant(explorer, variant) {
  const home = await typescriptHome('7');
  const dir = path.join(home, 'output-explorer', `${explorer.id}--${variant.key}`);
  await fs.rm(dir, { recursive: true, force: true });
  await copyProject(await startingPointDir(explorer.start, 'en'), dir);
  await fs.rm(path.join(dir, 'dist'), { recursive: true, force: true });
  for (const [file, code] of Object.entries(explorer.files ?? {})) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), `${code}\n`);
  }
  await fs.writeFile(path.join(dir, 'rslib.config.ts'), configText(variant));
  const pkgFile = path.join(dir, 'package.json');
  const pkg = JSON.parse(await fs.readFile(pkgFile, 'utf8'));
  await fs.writeFile(pkgFile, `${JSON.stringify({ ...pkg, type: variant.type }, null, 2)}\n`);
  const result = await run('npx rslib build', dir, undefined, path.join(home, 'node_modules/.bin'));
  const where = `output explorer ${explorer.id}, variant ${variant.key}`;
  if (result.code !== 0) throw new Error(`${where}: the build failed\n${result.output}`);
  const files = (await listFiles(path.join(dir, 'dist'), path.join(dir, 'dist'))).map(maskHashes);
  const text = await fs.readFile(path.join(dir, variant.main), 'utf8').catch(() => {
    throw new Error(`${where}: ${variant.main} was not written (dist: ${files.join(', ')})`);
  });
  // A path of the build folder written into the output (`import.meta.url` without its shim) reads as the reader's.
  const all = text.replaceAll(dir, projectPath).replace(/\n$/, '').split('\n');
  const { imports: _imports, extra: _extra, ...shown } = variant;
  const { part, from, ...rest } = shown;
  let start = part === 'tail' ? Math.max(0, all.length - headLines) : 0;
  if (from !== undefined) {
    start = all.findIndex((line) => line.includes(from));
    if (start < 0) throw new Error(`${where}: no line of ${variant.main} contains ${JSON.stringify(from)}`);
  }
  const excerpt = all.slice(start, start + headLines).join('\n');
  return { ...rest, tree: drawTree('dist', files), start: start + 1, excerpt, lines: all.length };
}

/**
 * What every explorer's variants build, from the result cache when nothing that could change it has changed (the
 * variant, its starting point as the page shows it, this module, the lock file, the installed Rslib, Node.js).
 * @param {{ cache?: boolean, only?: string[] }} [options] `only`: ids of the explorers to build
 * @returns {Promise<{ data: ExplorerData[], built: number, cached: number }>}
 */
export async function explorerData({ cache = cacheEnabled, only } = {}) {
  const chosen = explorers.filter((e) => !only || only.includes(e.id));
  const jobs = chosen.flatMap((explorer) => explorer.variants.map((variant) => ({ explorer, variant })));
  let built = 0;
  let cached = 0;
  const results = await pool(jobs, examplesConcurrency(), async ({ explorer, variant }) => {
    const start = startingPointChain(explorer.start, 'en').map(({ id, steps }) => ({ id, steps }));
    const key = {
      kind: 'output-explorer',
      explorer: { id: explorer.id, files: explorer.files },
      variant,
      start,
      headLines,
      typescript: '7',
      files: [moduleFile],
    };
    const hit = cache ? await cachedResult(key) : undefined;
    if (hit) {
      cached++;
      return /** @type {VariantData} */ (/** @type {unknown} */ (hit));
    }
    const data = await buildVariant(explorer, variant);
    built++;
    if (cache) await storeResult(key, data);
    return data;
  });
  let index = 0;
  const data = chosen.map((explorer) => ({
    id: explorer.id,
    option: explorer.option,
    variants: explorer.variants.map(() => /** @type {VariantData} */ (results[index++])),
  }));
  return { data, built, cached };
}

/** The version of the installed `@rslib/core`, which the pages name. */
export async function rslibVersion() {
  return JSON.parse(await fs.readFile(path.join(repoRoot, 'node_modules/@rslib/core/package.json'), 'utf8')).version;
}

/** The data file's text: the Rslib version that built it and every explorer. @param {ExplorerData[]} data */
export async function dataText(data) {
  return `${JSON.stringify({ rslib: await rslibVersion(), explorers: data }, null, 2)}\n`;
}
