// Who can use the package a recipe page builds: the consumer compatibility tables of the recipe pages
// (`## Who can use the package {#consumers}`, `<ConsumerTable id="…" />`). For each recipe this module builds the
// package from what the page shows (its journey, or its example on its starting point, with the harnesses'
// functions), packs it with `npm pack`, unpacks the tarball into a fresh consumer folder outside the repository, and
// runs each consumer on it: Node.js `import` and `require`, `tsc --noEmit` under `bundler` and `node16` (from a .mts
// and from a .cts file), an Rsbuild app's production build run in Node.js or rendered in Chromium, and a plain
// `<script>` in Chromium where the recipe makes one.
// `npm run verify:consumers` writes the results to theme/plugins/consumer-table.data.json, which the pages render
// (theme/plugins/static-components.ts); tests/consumers.build.test.ts runs the consumers again and compares.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { rowIds } from '../../theme/consumer-rows.mjs';
import { offlineArgs, testChromium } from './browsers.mjs';
import { exampleDir, loadExamples, pool, runExample } from './examples.mjs';
import { journeyId, loadJourneys, runJourney } from './journeys.mjs';
import { repoRoot } from './paths.mjs';
import { assertSealed, journeysDir, run, typescriptHome, typescriptVersions } from './projects.mjs';

const execFileAsync = promisify(execFile);

/** The committed results, rendered by the pages. */
export const dataFile = path.join(repoRoot, 'theme/plugins/consumer-table.data.json');

/** The consumers, in the order of the table's rows (one list for the script and the pages). */
export { rowIds };

/**
 * @typedef {typeof rowIds[number]} RowId
 * @typedef {{ status: 'pass' | 'fail' | 'na', code?: string, message?: string, note?: string }} Cell
 * @typedef {{ journey: string, until?: string } | { example: string }} Source
 * @typedef {{
 *   id: string, page: string, source: Source,
 *   esm: string, cjs: string, types: string, prints: string,
 *   app: { target: 'web' | 'node', code: string },
 *   browser?: { kind: 'umd' | 'module', html: string },
 *   fixes?: Partial<Record<RowId, string>>,
 * }} Recipe
 */

/**
 * The recipes and their consumers. `source` says how the package is made: the page's journey (`until` stops before
 * the section with that anchor), or one of its examples. Every consumer prints (Node.js), returns (the app, through
 * `document.title` in Chromium) or renders `prints`. `fixes` link a ✗ to the section of our pages that explains it.
 * @type {Recipe[]}
 */
export const recipes = [
  {
    id: 'quick-start',
    page: 'guide/start/quick-start',
    source: { journey: 'quick-start' },
    esm: "import { greet } from 'my-lib';\nconsole.log(greet('ada lovelace'));",
    cjs: "const { greet } = require('my-lib');\nconsole.log(greet('ada lovelace'));",
    types: "import { greet } from 'my-lib';\nexport const text: string = greet('ada');",
    prints: 'Hello, Ada Lovelace!',
    app: { target: 'web', code: "import { greet } from 'my-lib';\ndocument.title = greet('ada lovelace');" },
    fixes: {
      'node-cjs': '/guide/basic/output-format#dual-package',
      'ts-node16-cjs': '/guide/basic/output-format#dual-package',
    },
  },
  {
    id: 'dual',
    page: 'guide/basic/output-format',
    source: { journey: 'dual' },
    esm: "import { greet } from 'my-lib';\nconsole.log(greet('ada lovelace'));",
    cjs: "const { greet } = require('my-lib');\nconsole.log(greet('ada lovelace'));",
    types: "import { greet } from 'my-lib';\nexport const text: string = greet('ada');",
    prints: 'Hello, Ada Lovelace!',
    app: { target: 'web', code: "import { greet } from 'my-lib';\ndocument.title = greet('ada lovelace');" },
  },
  {
    id: 'umd',
    page: 'config/lib/umd-name',
    source: { example: 'global' },
    esm: "import { greet } from 'my-lib/dist/umd/index.js';\nconsole.log(greet('ada'));",
    cjs: "const { greet } = require('my-lib/dist/umd/index.js');\nconsole.log(greet('ada'));",
    types: "import { greet } from 'my-lib/dist/umd/index.js';\nexport const text: string = greet('ada');",
    prints: 'Hello, ada!',
    app: {
      target: 'web',
      code: "import { greet } from 'my-lib/dist/umd/index.js';\ndocument.title = greet('ada');",
    },
    browser: {
      kind: 'umd',
      html: `<script src="/node_modules/my-lib/dist/umd/index.js"></script>
<script>document.title = MyLib.greet('ada');</script>`,
    },
    fixes: {
      'node-esm': '/guide/basic/output-format#umd',
      'node-cjs': '/guide/basic/output-format#umd',
      'rsbuild-app': '/guide/basic/output-format#umd',
      'ts-bundler': '/config/lib/dts',
      'ts-node16-esm': '/config/lib/dts',
      'ts-node16-cjs': '/config/lib/dts',
    },
  },
  {
    id: 'nodejs',
    page: 'guide/solution/nodejs',
    source: { journey: 'nodejs' },
    esm: "import { slugify } from 'my-lib';\nconsole.log(slugify('Node.js Library'));",
    cjs: "const { slugify } = require('my-lib');\nconsole.log(slugify('Node.js Library'));",
    types:
      "import { readJson, slugify } from 'my-lib';\nexport const s: string = slugify('A');\nexport const read: Promise<{ a: number }> = readJson<{ a: number }>('x.json');",
    prints: 'node-js-library',
    app: { target: 'node', code: "import { slugify } from 'my-lib';\nconsole.log(slugify('Node.js Library'));" },
  },
  {
    id: 'dts',
    page: 'guide/advanced/dts',
    source: { journey: 'dts', until: 'dist-path' },
    esm: "import { createCounter } from 'my-lib';\nconst c = createCounter({ max: 2 });\nc.increment(); c.increment(); c.increment();\nconsole.log('value', c.value);",
    cjs: "const { createCounter } = require('my-lib');\nconst c = createCounter({ max: 2 });\nc.increment(); c.increment(); c.increment();\nconsole.log('value', c.value);",
    types:
      "import { createCounter, type Options } from 'my-lib';\nconst options: Options = { max: 1 };\nexport const value: number = createCounter(options).value;",
    prints: 'value 2',
    app: {
      target: 'web',
      code: "import { createCounter } from 'my-lib';\nconst c = createCounter({ max: 2 });\nc.increment(); c.increment(); c.increment();\ndocument.title = 'value ' + c.value;",
    },
    fixes: {
      'node-cjs': '/guide/basic/output-format#dual-package',
      'ts-node16-cjs': '/guide/basic/output-format#dual-package',
    },
  },
  {
    id: 'css',
    page: 'guide/advanced/css',
    source: { example: 'bundle' },
    esm: "import { cardClass } from 'my-ui';\nconsole.log(cardClass);",
    cjs: "const { cardClass } = require('my-ui');\nconsole.log(cardClass);",
    types:
      "import { buttonClass, cardClass } from 'my-ui';\nexport const classes: string[] = [buttonClass(true), cardClass];",
    prints: 'my-card 12px',
    app: {
      target: 'web',
      code: `import 'my-ui/index.css';
import { cardClass } from 'my-ui';
const card = document.createElement('div');
card.className = cardClass;
document.body.append(card);
document.title = \`\${cardClass} \${getComputedStyle(card).borderTopLeftRadius}\`;`,
    },
    browser: {
      kind: 'module',
      html: `<link rel="stylesheet" href="/node_modules/my-ui/dist/index.css">
<script type="module">
import { cardClass } from '/node_modules/my-ui/dist/index.js';
const card = document.createElement('div');
card.className = cardClass;
document.body.append(card);
document.title = \`\${cardClass} \${getComputedStyle(card).borderTopLeftRadius}\`;
</script>`,
    },
    fixes: {
      'ts-bundler': '/config/lib/dts',
      'ts-node16-esm': '/config/lib/dts',
      'ts-node16-cjs': '/config/lib/dts',
    },
  },
  {
    id: 'react',
    page: 'guide/solution/react',
    source: { journey: 'react' },
    esm: "import { Button } from 'my-ui';\nconsole.log(typeof Button);",
    cjs: "const { Button } = require('my-ui');\nconsole.log(typeof Button);",
    fixes: {
      'node-esm': '/guide/advanced/css#inject-styles',
      'node-cjs': '/guide/advanced/css#inject-styles',
      'ts-node16-cjs': '/guide/basic/output-format#dual-package',
    },
    types:
      "import { createElement } from 'react';\nimport { Button, type ButtonProps } from 'my-ui';\nconst props: ButtonProps = { children: 'OK', primary: true };\nexport const element = createElement(Button, props);",
    prints: 'OK',
    app: {
      target: 'web',
      code: `import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Button } from 'my-ui';
const root = document.createElement('div');
document.body.append(root);
flushSync(() => createRoot(root).render(createElement(Button, { primary: true }, 'OK')));
document.title = root.querySelector('button').textContent;`,
    },
  },
  {
    id: 'vue',
    page: 'guide/solution/vue',
    source: { journey: 'vue' },
    esm: "import { MyButton } from 'my-vue-ui';\nconsole.log(typeof MyButton.setup);",
    cjs: "const { MyButton } = require('my-vue-ui');\nconsole.log(typeof MyButton.setup);",
    fixes: {
      'ts-node16-esm': '/guide/solution/vue#declaration-files',
      'ts-node16-cjs': '/guide/basic/output-format#dual-package',
    },
    types: "import { MyButton, MyTag } from 'my-vue-ui';\nexport const components = [MyButton, MyTag];",
    prints: 'OK',
    app: {
      target: 'web',
      code: `import { createApp, h } from 'vue';
import { MyButton } from 'my-vue-ui';
const root = document.createElement('div');
document.body.append(root);
createApp({ render: () => h(MyButton, { label: 'OK', primary: true }) }).mount(root);
document.title = root.querySelector('button').textContent.trim();`,
    },
  },
  {
    id: 'svelte',
    page: 'guide/solution/svelte',
    source: { journey: 'svelte' },
    esm: "import { Counter } from 'my-svelte-ui';\nconsole.log(typeof Counter);",
    cjs: "const { Counter } = require('my-svelte-ui');\nconsole.log(typeof Counter);",
    fixes: {
      'ts-bundler': '/guide/solution/svelte#declaration-files',
      'ts-node16-esm': '/guide/solution/svelte#declaration-files',
      'ts-node16-cjs': '/guide/solution/svelte#declaration-files',
    },
    types:
      "import { Counter, createCounter } from 'my-svelte-ui';\nexport const parts = [Counter, createCounter(1).count];",
    prints: 'Clicked 0 times',
    app: {
      target: 'web',
      code: `import { flushSync, mount } from 'svelte';
import { Counter } from 'my-svelte-ui';
mount(Counter, { target: document.body });
flushSync();
document.title = document.querySelector('button').textContent.trim();`,
    },
  },
  {
    id: 'solid',
    page: 'guide/solution/solid',
    source: { journey: 'solid' },
    esm: "import { Counter } from 'my-solid-ui';\nconsole.log(typeof Counter);",
    cjs: "const { Counter } = require('my-solid-ui');\nconsole.log(typeof Counter);",
    fixes: {
      'node-esm': '/guide/advanced/css#inject-styles',
      'node-cjs': '/guide/advanced/css#inject-styles',
      'ts-bundler': '/guide/advanced/dts#css-side-effect-imports',
      'ts-node16-esm': '/guide/advanced/dts#css-side-effect-imports',
      'ts-node16-cjs': '/guide/basic/output-format#dual-package',
    },
    types:
      "import { Counter, type CounterProps } from 'my-solid-ui';\nconst props: CounterProps = { label: 'Clicks' };\nexport const counter = [Counter, props];",
    prints: 'Clicks: 0',
    app: {
      target: 'web',
      code: `import { createComponent, render } from 'solid-js/web';
import { Counter } from 'my-solid-ui';
render(() => createComponent(Counter, { label: 'Clicks' }), document.body);
document.title = document.querySelector('button').textContent;`,
    },
  },
];

/** What a Node.js check of a component library prints: the type of the component it imported. */
const componentTypes = { react: 'function', vue: 'function', svelte: 'function', solid: 'function', css: 'my-card' };

/** What the Node.js consumers must print: the same as the others, or the type of a component. @param {Recipe} recipe */
export const nodePrints = (recipe) =>
  recipe.id in componentTypes ? componentTypes[/** @type {keyof typeof componentTypes} */ (recipe.id)] : recipe.prints;

/** The folder of the consumers: outside the repository, beside the journeys, so no project file of the repo is above. */
const consumersRoot = path.join(journeysDir, 'consumers');

/** The versions every result depends on: shown in the table's caption. */
export async function versions() {
  const version = async (/** @type {string} */ name) =>
    JSON.parse(await fs.readFile(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version;
  return {
    '@rslib/core': await version('@rslib/core'),
    typescript: String(typescriptVersions[7]),
    node: process.version.slice(1),
    '@rsbuild/core': await version('@rsbuild/core'),
  };
}

/**
 * The text a cell's message keeps: the first line, without colours, the consumer's folder and line/column numbers of
 * our own check files, so that it is the same on every machine and run. @param {string} text @param {string} dir
 */
function clean(text, dir) {
  return stripVTControlCharacters(text)
    .split(dir)
    .join('.')
    .split(repoRoot)
    .join('<repo>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

/** The project of a recipe, built as its page shows it; returns the folder to pack. @param {Recipe} recipe */
async function buildPackage(recipe) {
  const page = `docs/en/${recipe.page}.mdx`;
  if ('example' in recipe.source) {
    const name = recipe.source.example;
    const example = (await loadExamples([page])).find((e) => e.name === name);
    if (!example) throw new Error(`${page}: no example "${name}"`);
    // Its own folder, so that the examples' test building the same example at the same time does not clash.
    const own = { ...example, name: `consumers-${name}` };
    const result = await runExample(own, { cache: false });
    if (result.errors.length > 0) throw new Error(`${page}: example "${name}" failed: ${result.errors.join('; ')}`);
    return { dir: await exampleDir(own), log: result.log };
  }
  const { journey: name, until } = recipe.source;
  const journey = (await loadJourneys([page])).find((j) => j.name === name);
  if (!journey) throw new Error(`${page}: no journey "${name}"`);
  let steps = journey.steps;
  if (until !== undefined) {
    const source = await fs.readFile(path.join(repoRoot, page), 'utf8');
    const index = source.split('\n').findIndex((l) => /^#{2,3} /.test(l) && l.includes(`{#${until}}`));
    if (index === -1) throw new Error(`${page}: no heading {#${until}}`);
    steps = steps.filter((s) => s.line <= index);
  }
  // The page's files and commands; of its hidden checks only the commands, which may change the project.
  /** @type {import('./journeys.mjs').Step[]} */
  const kept = [];
  for (const step of steps) {
    if (step.kind !== 'checks') kept.push(step);
    else {
      const commands = step.checks.filter((c) => c.kind === 'run');
      if (commands.length > 0) kept.push({ ...step, checks: commands });
    }
  }
  const typescript = journey.typescript.includes('7') ? '7' : (journey.typescript[0] ?? '7');
  const marker = path.join(consumersRoot, `${recipe.id}.where`);
  // Where the reader's shell ends up (a `cd` may have moved it): the folder to pack.
  kept.push({ kind: 'checks', line: 1e9, checks: [{ kind: 'run', command: `pwd > ${marker}`, line: 1e9 }] });
  /** @type {import('./journeys.mjs').Journey} */
  const own = { ...journey, name: `${name}--consumers`, steps: kept };
  const result = await runJourney(own, typescript);
  if (result.errors.length > 0) {
    throw new Error(`${page}: journey "${name}" failed: ${result.errors.join('; ')}\n${result.log.slice(-3000)}`);
  }
  const dir = (await fs.readFile(marker, 'utf8')).trim();
  await fs.rm(marker);
  return { dir, log: result.log, id: journeyId(own) };
}

/**
 * Packs the project and unpacks the tarball into a fresh consumer folder as a registry install would (its
 * `package/` becomes `node_modules/<name>`); the other packages come from the repo's `node_modules` through the
 * journeys' folder. @param {string} dir @param {string} consumer
 */
async function packInto(dir, consumer) {
  const { stdout } = await execFileAsync('npm', ['pack', '--json', '--loglevel=error'], { cwd: dir });
  const [info] = JSON.parse(stdout);
  const tarball = path.join(dir, info.filename);
  const pkg = JSON.parse(await fs.readFile(path.join(dir, 'package.json'), 'utf8'));
  await fs.rm(consumer, { recursive: true, force: true });
  const target = path.join(consumer, 'node_modules', pkg.name);
  await fs.mkdir(target, { recursive: true });
  await fs.writeFile(path.join(consumer, 'package.json'), consumerPackage);
  await execFileAsync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  await fs.rm(tarball);
  return /** @type {string} */ (pkg.name);
}

const consumerPackage = '{ "name": "consumer", "private": true }\n';

/** @type {Record<'ts-bundler' | 'ts-node16-esm' | 'ts-node16-cjs', { file: string, options: Record<string, string> }>} */
const typeChecks = {
  'ts-bundler': { file: 'check.tsx', options: { module: 'ESNext', moduleResolution: 'Bundler' } },
  'ts-node16-esm': { file: 'check.mts', options: { module: 'Node16', moduleResolution: 'Node16' } },
  'ts-node16-cjs': { file: 'check.cts', options: { module: 'Node16', moduleResolution: 'Node16' } },
};

/**
 * Writes the tsconfig of one type check: strict, no `skipLibCheck`, `incremental` so that it starts from the seed's
 * build info (see {@link seed}). @param {string} dir @param {keyof typeof typeChecks} row @param {string} file
 */
async function writeTsconfig(dir, row, file) {
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    types: ['node'],
    incremental: true,
    tsBuildInfoFile: `./.tsbuildinfo-${row}`,
    ...typeChecks[row].options,
  };
  const config = `tsconfig.${row}.json`;
  await fs.writeFile(path.join(dir, config), `${JSON.stringify({ compilerOptions, files: [file] }, null, 2)}\n`);
  return config;
}

/** @type {Map<string, Promise<Buffer | undefined>>} */
const seeds = new Map();

/**
 * The build info of a neutral consumer (one empty module) for each type check, made once per process, as the
 * journeys do: the TypeScript lib files and `@types/node` are then not checked again for each recipe. The seed
 * lies beside the consumers (build info paths are relative). @param {string} tsc @param {keyof typeof typeChecks} row
 */
function seed(tsc, row) {
  let pending = seeds.get(row);
  if (!pending) {
    pending = (async () => {
      const dir = path.join(consumersRoot, `.seed-${row}-${process.pid}`);
      await fs.rm(dir, { recursive: true, force: true });
      await fs.mkdir(dir, { recursive: true });
      try {
        await fs.writeFile(path.join(dir, 'package.json'), consumerPackage);
        const file = typeChecks[row].file.replace('check', 'seed');
        await fs.writeFile(path.join(dir, file), 'export {};\n');
        const config = await writeTsconfig(dir, row, file);
        const result = await run(`node ${tsc} -p ${config}`, dir);
        return result.code === 0 ? await fs.readFile(path.join(dir, `.tsbuildinfo-${row}`)) : undefined;
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    })();
    seeds.set(row, pending);
  }
  return pending;
}

/** @param {string} consumer @param {keyof typeof typeChecks} row @param {string} code @returns {Promise<Cell>} */
async function typeCheck(consumer, row, code) {
  const tsc = path.join(await typescriptHome('7'), 'node_modules/typescript/bin/tsc');
  const { file } = typeChecks[row];
  await fs.writeFile(path.join(consumer, file), `${code}\n`);
  const config = await writeTsconfig(consumer, row, file);
  const info = await seed(tsc, row);
  if (info) await fs.writeFile(path.join(consumer, `.tsbuildinfo-${row}`), info);
  const result = await run(`node ${tsc} -p ${config}`, consumer);
  if (result.code === 0) return { status: 'pass' };
  const error = /error (TS\d+): (.*)/.exec(stripVTControlCharacters(result.output));
  if (!error) return { status: 'fail', message: clean(result.output, consumer) };
  // The first sentence: the rest names the file it found, or suggests a rewrite.
  const sentence = /^.*?\.(?=\s|$)/.exec(error[2] ?? '')?.[0] ?? error[2] ?? '';
  return { status: 'fail', code: error[1], message: clean(sentence, consumer) };
}

/** @param {string} consumer @param {'esm' | 'cjs'} kind @param {string} code @param {string} expected @returns {Promise<Cell>} */
async function nodeCheck(consumer, kind, code, expected) {
  const file = kind === 'esm' ? 'check.mjs' : 'check.cjs';
  await fs.writeFile(path.join(consumer, file), `${code}\n`);
  const result = await run(`node ${file}`, consumer);
  const output = stripVTControlCharacters(result.output);
  // A require() that reaches an ES module: Node.js 20.19+ loads it synchronously (`require(esm)`), silently.
  const note = kind === 'cjs' && (await requiresEsm(consumer, code)) ? 'require-esm' : undefined;
  if (result.code === 0 && output.includes(expected)) return { status: 'pass', ...(note ? { note } : {}) };
  return {
    ...nodeError(output, consumer, result.code === 0 ? `printed ${JSON.stringify(output.trim())}` : undefined),
    ...(note ? { note } : {}),
  };
}

/**
 * Whether the first `require('<specifier>')` of the code resolves to an ES module: a `.mjs` file, or a `.js` file
 * whose nearest package.json says `"type": "module"`. @param {string} consumer @param {string} code
 */
async function requiresEsm(consumer, code) {
  const specifier = /require\('([^']+)'\)/.exec(code)?.[1];
  if (specifier === undefined) return false;
  const script = `try { console.log(require.resolve(${JSON.stringify(specifier)})); } catch {}`;
  const file = (await run(`node -e ${JSON.stringify(script)}`, consumer)).output.trim();
  if (file.endsWith('.mjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = path.dirname(file); dir.startsWith(consumer); dir = path.dirname(dir)) {
    const pkg = await fs.readFile(path.join(dir, 'package.json'), 'utf8').catch(() => undefined);
    if (pkg !== undefined) return JSON.parse(pkg).type === 'module';
  }
  return false;
}

/** The error a Node.js process printed. @param {string} output @param {string} dir @param {string} [fallback] @returns {Cell} */
function nodeError(output, dir, fallback) {
  const lines = output.split('\n');
  const line = lines.find((l) => /^\w*Error\b.*:/.test(l)) ?? fallback ?? lines.find((l) => l.trim() !== '') ?? '';
  const code = /\b(ERR_[A-Z_]+)\b/.exec(output)?.[1];
  const message = clean(line.replace(/^\w*Error( \[ERR_[A-Z_]+\])?: /, ''), dir);
  return { status: 'fail', ...(code ? { code } : {}), message };
}

/** @typedef {import('@playwright/test').Browser} Browser */

/**
 * Opens `entry` (a path below `root`) in Chromium at http://consumer.test/, serving files from `root`, and waits for
 * the page to set its title to something other than `pending`. @param {Browser} browser @param {string} root
 * @param {string} entry @param {string} expected @returns {Promise<Cell>}
 */
async function inChromium(browser, root, entry, expected) {
  const page = await browser.newPage();
  /** @type {string[]} */
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await page.route('http://consumer.test/**', async (route) => {
      const file = path.join(root, decodeURIComponent(new URL(route.request().url()).pathname));
      const found = await fs.stat(file).then(
        (s) => s.isFile(),
        () => false,
      );
      await (found ? route.fulfill({ path: file }) : route.fulfill({ status: 404, body: 'not found' }));
    });
    await page.goto(`http://consumer.test/${entry}`);
    await page
      .waitForFunction(() => document.title !== 'pending', undefined, { timeout: 10_000 })
      .catch(() => undefined);
    const title = await page.title();
    if (title === expected) return { status: 'pass' };
    const first = errors[0];
    const code = /\b(ERR_[A-Z_]+)\b/.exec(first ?? '')?.[1];
    return {
      status: 'fail',
      ...(code ? { code } : {}),
      message: clean(first ?? `the page shows ${JSON.stringify(title)}`, root),
    };
  } finally {
    await page.close();
  }
}

/**
 * An Rsbuild app that imports the package: production build, then run in Node.js (target node) or rendered in
 * Chromium (target web). @param {string} consumer @param {Recipe} recipe @param {() => Promise<Browser>} browser
 * @returns {Promise<Cell>}
 */
async function rsbuildApp(consumer, recipe, browser) {
  const app = path.join(consumer, 'app');
  await fs.mkdir(path.join(app, 'src'), { recursive: true });
  await fs.writeFile(path.join(app, 'src/index.js'), `${recipe.app.code}\n`);
  const config = {
    source: { entry: { index: './src/index.js' } },
    output: {
      target: recipe.app.target,
      filenameHash: false,
      ...(recipe.app.target === 'web' ? { assetPrefix: './' } : {}),
    },
    html: { title: 'pending' },
  };
  await fs.writeFile(path.join(app, 'rsbuild.config.mjs'), `export default ${JSON.stringify(config, null, 2)};\n`);
  const build = await run('rsbuild build', app);
  if (build.code !== 0) {
    // Rspack's diagnostics start with `×`: `× ESModulesLinkingError: export 'greet' … was not found in …`.
    const lines = stripVTControlCharacters(build.output).split('\n');
    const line =
      lines.find((l) => /^\s*×/.test(l))?.replace(/^\s*×\s*/, '') ??
      lines.find((l) => /^error\s/.test(l) && !/Build error:\s*$/.test(l))?.replace(/^error\s+/, '') ??
      'the build failed';
    const code = /^([A-Z]\w*Error):/.exec(line)?.[1];
    return {
      status: 'fail',
      ...(code ? { code } : {}),
      message: clean(line.replace(/^[A-Z]\w*Error:\s*/, ''), consumer),
    };
  }
  if (recipe.app.target === 'node') {
    const result = await run('node dist/index.js', app);
    const output = stripVTControlCharacters(result.output);
    if (result.code === 0 && output.includes(recipe.prints)) return { status: 'pass' };
    return nodeError(output, consumer, `printed ${JSON.stringify(output.trim())}`);
  }
  return inChromium(await browser(), app, 'dist/index.html', recipe.prints);
}

/**
 * Builds and packs one recipe's package, then runs its consumers.
 * @param {Recipe} recipe @param {{ browser: () => Promise<Browser> }} context
 * @returns {Promise<{ package: string, rows: Record<RowId, Cell>, log: string }>}
 */
export async function checkRecipe(recipe, { browser }) {
  await fs.mkdir(consumersRoot, { recursive: true });
  const consumer = path.join(consumersRoot, recipe.id);
  await assertSealed(consumer);
  const built = await buildPackage(recipe);
  const name = await packInto(built.dir, consumer);
  const expected = nodePrints(recipe);
  const [nodeEsm, nodeCjs, bundler, node16Esm, node16Cjs] = await Promise.all([
    nodeCheck(consumer, 'esm', recipe.esm, expected),
    nodeCheck(consumer, 'cjs', recipe.cjs, expected),
    typeCheck(consumer, 'ts-bundler', recipe.types),
    typeCheck(consumer, 'ts-node16-esm', recipe.types),
    typeCheck(consumer, 'ts-node16-cjs', recipe.types),
  ]);
  const app = await rsbuildApp(consumer, recipe, browser);
  /** @type {Cell} */
  let page = { status: 'na' };
  if (recipe.browser) {
    await fs.writeFile(
      path.join(consumer, 'index.html'),
      `<!doctype html>\n<html><head><title>pending</title></head><body>\n${recipe.browser.html}\n</body></html>\n`,
    );
    page = await inChromium(await browser(), consumer, 'index.html', recipe.prints);
  }
  return {
    package: name,
    rows: {
      'node-esm': nodeEsm,
      'node-cjs': nodeCjs,
      'ts-bundler': bundler,
      'ts-node16-esm': node16Esm,
      'ts-node16-cjs': node16Cjs,
      'rsbuild-app': app,
      browser: page,
    },
    log: built.log,
  };
}

/**
 * Runs the consumers of the given recipes (all by default), at most one recipe per core at a time, with one Chromium
 * for all of them. @param {Recipe[]} [selected]
 */
export async function checkRecipes(selected = recipes) {
  const { chromium } = await import('@playwright/test');
  /** @type {Promise<Browser> | undefined} */
  let launched;
  const browser = () => {
    launched ??= chromium.launch({ executablePath: testChromium(), args: offlineArgs });
    return launched;
  };
  try {
    return await pool(selected, Math.max(1, os.availableParallelism()), async (recipe) => {
      const started = Date.now();
      const result = await checkRecipe(recipe, { browser });
      return { recipe, ...result, ms: Date.now() - started };
    });
  } finally {
    if (launched) await (await launched).close();
  }
}

/** The key of a recipe's result: everything that can change what its consumers see. @param {Recipe} recipe */
export async function recipeKey(recipe) {
  const hash = createHash('sha256');
  for (const lang of ['en', 'zh']) {
    hash.update(await fs.readFile(path.join(repoRoot, `docs/${lang}/${recipe.page}.mdx`)));
  }
  return { kind: 'consumers', recipe, versions: await versions(), files: consumerInputs, pages: hash.digest('hex') };
}

/** Code and pages whose content is part of every recipe's key (besides result-cache.mjs's shared files). */
const consumerInputs = [
  'scripts/lib/consumers.mjs',
  'scripts/lib/journeys.mjs',
  'theme/starting-points.mjs',
  'theme/starting-points.json',
  'docs/en/guide/start/quick-start.mdx',
].map((f) => path.join(repoRoot, f));

/** @returns {Promise<ConsumerData>} */
export async function readData() {
  return JSON.parse(await fs.readFile(dataFile, 'utf8'));
}

/**
 * @typedef {{ versions: Record<string, string>, recipes: Record<string, { page: string, package: string,
 *   app: 'web' | 'node', browser?: 'umd' | 'module', rows: Record<RowId, Cell>,
 *   fixes: Partial<Record<RowId, string>> }> }} ConsumerData
 */
