// Extracts the code blocks marked `example` from MDX pages and builds them with the real Rslib.
// Shared by `scripts/run-examples.mjs` (writers) and `tests/examples.test.ts` (CI).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extractCodeBlocks, parseMeta, parseTree } from './blocks.mjs';
import { nodeForExample } from './node-binary.mjs';
import { stripNotation } from './notation.mjs';
import { repoRoot } from './paths.mjs';
import {
  failedChecks,
  listFiles,
  maskHashes,
  printedText,
  run,
  typescriptHome,
  typescriptVersions,
  writeStepFile,
} from './projects.mjs';
import { cachedResult, cacheEnabled, storeResult } from './result-cache.mjs';
import { assetsRoot, exampleBase, pageLang, startingPointChain, startingPointDir } from './starting-points.mjs';

const tmpDir = path.join(repoRoot, 'tests/.tmp');

/**
 * @typedef {import('./blocks.mjs').OutputCheck} OutputCheck
 * @typedef {{ page: string, name: string, fixture: string | undefined, files: { path: string, code: string }[],
 *   commands: string[], fails: boolean, trees: { root: string, files: string[], line: number }[],
 *   outputs: { lines: string[], line: number }[], checks: OutputCheck[], node: string | undefined,
 *   typescript: string, line: number }} Example
 * `typescript`: the TypeScript major the project is built with (a key of `typescriptVersions` in projects.mjs):
 * `7`, what `npm install typescript` gives a newcomer, unless a block of the example says `typescript="5"`.
 * `fixture`: the `fixture="<name>"` of one of its blocks, a starting point or a hidden fixture (starting-points.mjs).
 * @typedef {{ example: Example, errors: string[], log: string, skipped?: string, cached?: boolean }} ExampleResult
 */

/**
 * Reads the hidden output checks of a page: MDX comments that readers never see (neither the HTML nor the `.md`
 * copy renders them), each tied to a named example:
 *
 *   {/* example-checks name="umd-asset"
 *   dist/index.js exists
 *   dist/static/svg/logo.svg absent
 *   dist/index.js contains "data:image/svg+xml"
 *   dist/button.mjs lacks "./button.scss"
 *   *\/}
 *
 * Paths are relative to the example project and may write content hashes as `[hash]`; the text after
 * `contains`/`lacks` is a JSON string.
 * @param {string} source @returns {{ name: string, checks: OutputCheck[], line: number }[]}
 */
export function extractOutputChecks(source) {
  /** @type {{ name: string, checks: OutputCheck[], line: number }[]} */
  const groups = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*\{\/\*\s*example-checks\b(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const start = i + 1;
    const name = parseMeta(open[1] ?? '').name;
    if (typeof name !== 'string') throw new Error(`line ${start}: \`example-checks\` needs name="<example name>"`);
    /** @type {OutputCheck[]} */
    const checks = [];
    for (i++; i < lines.length && !/^\s*\*\/\}\s*$/.test(lines[i] ?? ''); i++) {
      const text = (lines[i] ?? '').trim();
      if (text === '' || text.startsWith('#')) continue;
      const m = /^(\S+)\s+(exists|absent|contains|lacks)(?:\s+(".*"))?$/.exec(text);
      const kind = /** @type {OutputCheck['kind'] | undefined} */ (m?.[2]);
      const needsText = kind === 'contains' || kind === 'lacks';
      if (!m || !kind || needsText !== (m[3] !== undefined)) {
        throw new Error(`line ${i + 1}: cannot read the output check ${JSON.stringify(text)}`);
      }
      checks.push({ path: m[1] ?? '', kind, ...(needsText ? { text: JSON.parse(m[3] ?? '""') } : {}), line: i + 1 });
    }
    if (i >= lines.length) throw new Error(`line ${start}: \`example-checks\` is not closed with */}`);
    groups.push({ name, checks, line: start });
  }
  return groups;
}

/** Groups the `example` blocks of one page into example projects. @param {string} page @param {string} source */
export function collectExamples(page, source) {
  /** @type {Map<string, Example>} */
  const groups = new Map();
  for (const block of extractCodeBlocks(source)) {
    const marker = block.attrs.example;
    if (marker === undefined) continue;
    const name = marker === true ? `line-${block.line}` : marker;
    let example = groups.get(name);
    if (!example) {
      example = {
        page,
        name,
        fixture: undefined,
        files: [],
        commands: [],
        fails: false,
        trees: [],
        outputs: [],
        checks: [],
        node: undefined,
        typescript: '7',
        line: block.line,
      };
      groups.set(name, example);
    }
    if (typeof block.attrs.fixture === 'string') example.fixture = block.attrs.fixture;
    if (block.attrs.fails) example.fails = true;
    if (typeof block.attrs.node === 'string') example.node = block.attrs.node;
    if (typeof block.attrs.typescript === 'string') example.typescript = block.attrs.typescript;
    const title = typeof block.attrs.title === 'string' ? block.attrs.title : undefined;
    if (['bash', 'sh', 'shell', 'console'].includes(block.lang) && !title) {
      example.commands.push(...commandLines(block.code));
    } else if (['text', 'txt', 'plaintext'].includes(block.lang) && title) {
      example.trees.push({ root: title.replace(/\/$/, ''), files: parseTree(block.code), line: block.line });
    } else if (['text', 'txt', 'plaintext'].includes(block.lang) && block.attrs.output) {
      const lines = block.code.split('\n').map((l) => l.trim());
      example.outputs.push({ lines: lines.filter((l) => l !== ''), line: block.line });
    } else if (title) {
      // The code readers see: a hidden Twoslash prelude (notation.mjs) is not part of the project.
      example.files.push({ path: title, code: stripNotation(block.code, block.lang) });
    } else {
      throw new Error(`${page}:${block.line}: an \`example\` block needs a title (file path) or must be a bash block`);
    }
  }
  for (const group of extractOutputChecks(source)) {
    const example = groups.get(group.name);
    if (!example) throw new Error(`${page}:${group.line}: \`example-checks\` names no example "${group.name}"`);
    example.checks.push(...group.checks);
  }
  return [...groups.values()];
}

/** Commands of a bash block, without comments, prompts and package installs (deps come from the repo). @param {string} code */
function commandLines(code) {
  return code
    .split('\n')
    .map((l) => l.replace(/^\s*\$\s*/, '').trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .filter((l) => !/^(npm|pnpm|yarn|bun)\s+(add|install|i|create)\b/.test(l));
}

/** The language of an example's page: `en` or `zh`. @param {Example} example */
const langOf = (example) => pageLang(example.page);

/** A stable folder name for an example. @param {Example} example */
export function exampleId(example) {
  return `${example.page
    .replace(/^docs\//, '')
    .replace(/\.mdx?$/, '')
    .replace(/[^\w-]+/g, '_')}--${example.name}`;
}

/**
 * Creates a project in `tests/.tmp/<group>/<name>`: the folders of `layers` copied in order (for an example, its
 * starting point's project, then a hidden fixture if it names one), then `files`. A `package.json` among them sets
 * the top-level fields it holds and keeps the others, as a reader who copies it into the project does (and as the
 * journeys do). Returns the project folder.
 * @param {string} dirName @param {string[]} layers @param {{ path: string, code: string }[]} files @param {string} [group]
 */
export async function writeProject(dirName, layers, files, group = 'examples') {
  const dir = path.join(tmpDir, group, dirName);
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  for (const layer of layers) await fs.cp(layer, dir, { recursive: true });
  for (const file of files) await writeStepFile(dir, file);
  return dir;
}

/**
 * Writes the example project, runs its commands and compares its output trees and printed output.
 * An example that needs a Node.js this machine cannot provide is skipped, with the reason.
 * A passing result is kept in the result cache (see `result-cache.mjs`; `cache: false` or `--no-cache` bypass it) and reused
 * while nothing that could change it has changed.
 * @param {Example} example @param {{ cache?: boolean }} [options] @returns {Promise<ExampleResult>}
 */
export async function runExample(example, { cache = cacheEnabled } = {}) {
  // Where the example is shown (page, line, name) does not change what it builds.
  const { page: _page, line: _line, name: _name, ...project } = example;
  const { start, hidden } = exampleBase(example.fixture);
  // The starting points as the pages show them (steps and assets), and the hidden fixture's folder.
  const chain = startingPointChain(start, langOf(example)).map(({ id, steps, assets }) => ({ id, steps, assets }));
  const files = [
    ...chain.flatMap(({ id, assets }) => assets.map((a) => path.join(assetsRoot, id, a))),
    ...(hidden ? [path.join(assetsRoot, hidden)] : []),
  ];
  const key = {
    kind: 'example',
    project,
    start: chain,
    typescriptVersion: typescriptVersions[example.typescript],
    files,
  };
  const hit = cache ? await cachedResult(key) : undefined;
  if (hit) return { example, errors: [], log: String(hit.log ?? ''), cached: true };
  const result = await buildExample(example);
  if (cache && !result.skipped && result.errors.length === 0) await storeResult(key, { log: result.log });
  return result;
}

/** @type {Map<string, Promise<string>>} */
const typescriptLinks = new Map();

/**
 * Makes the projects in `tests/.tmp/<group>/` use TypeScript `major` (a key of `typescriptVersions` in projects.mjs)
 * and returns the folder of its binaries, to put first on PATH. For 7, the group's `node_modules/typescript` links
 * to the TypeScript 7 the journeys install, so Rslib's declaration step (tsgo) and `npx tsc` both find it; for 5,
 * nothing is linked and projects find the repo's own TypeScript through the usual lookup.
 * @param {string} group @param {string} major @param {string} where for the error message
 * @returns {Promise<string | undefined>}
 */
export async function useTypescript(group, major, where) {
  if (!(major in typescriptVersions)) {
    throw new Error(`${where}: typescript="${major}" is not one of ${Object.keys(typescriptVersions).join(', ')}`);
  }
  if (major === '5') return undefined;
  let linking = typescriptLinks.get(group);
  if (!linking) {
    linking = (async () => {
      const home = await typescriptHome(major);
      const link = path.join(tmpDir, group, 'node_modules/typescript');
      const target = path.join(home, 'node_modules/typescript');
      const current = () => fs.readlink(link).catch(() => null);
      if ((await current()) !== target) {
        await fs.rm(link, { recursive: true, force: true });
        await fs.mkdir(path.dirname(link), { recursive: true });
        await fs.symlink(target, link, 'dir').catch(async (/** @type {NodeJS.ErrnoException} */ error) => {
          if (error.code !== 'EEXIST' || (await current()) !== target) throw error;
        });
      }
      return path.join(home, 'node_modules/.bin');
    })();
    linking.catch(() => typescriptLinks.delete(group));
    typescriptLinks.set(group, linking);
  }
  return linking;
}

/** @param {Example} example @returns {Promise<ExampleResult>} */
async function buildExample(example) {
  /** @type {string[]} */
  const errors = [];
  let nodeDir;
  if (example.node !== undefined) {
    const node = await nodeForExample(example.node);
    if ('skip' in node) return { example, errors, log: '', skipped: node.skip };
    nodeDir = node.dir;
  }
  // TypeScript 7 projects go in `tests/.tmp/examples/`, TypeScript 5 ones in `tests/.tmp/examples-ts5/`.
  const group = example.typescript === '5' ? 'examples-ts5' : 'examples';
  const typescriptBin = await useTypescript(group, example.typescript, `${example.page}:${example.line}`);
  const { start, hidden } = exampleBase(example.fixture);
  const layers = [await startingPointDir(start, langOf(example)), ...(hidden ? [path.join(assetsRoot, hidden)] : [])];
  const dir = await writeProject(exampleId(example), layers, example.files, group);
  const commands = example.commands.length > 0 ? example.commands : ['npx rslib build'];
  let log = '';
  let printed = '';
  let failed = false;
  for (const command of commands) {
    const result = await run(command, dir, nodeDir, typescriptBin);
    log += `$ ${command}\n${result.output}\n`;
    printed += result.output;
    if (result.code !== 0) {
      failed = true;
      break;
    }
  }
  if (failed !== example.fails) {
    errors.push(example.fails ? 'expected the commands to fail, but they succeeded' : 'a command failed');
  }
  for (const output of example.outputs) {
    const plain = printedText(printed);
    const missing = output.lines.filter((l) => !plain.includes(l));
    if (missing.length > 0) {
      errors.push(`output at line ${output.line} was not printed: ${missing.map((l) => JSON.stringify(l)).join(', ')}`);
    }
  }
  for (const tree of example.trees) {
    const rootDir = path.join(dir, tree.root);
    const actual = (await listFiles(rootDir, dir).catch(() => /** @type {string[]} */ ([]))).map(maskHashes);
    const expected = tree.files.map((f) => (f.startsWith(`${tree.root}/`) ? f : `${tree.root}/${f}`)).sort();
    const missing = expected.filter((f) => !actual.includes(f));
    const extra = actual.filter((f) => !expected.includes(f));
    if (missing.length > 0 || extra.length > 0) {
      errors.push(
        `output tree at line ${tree.line} differs from the build: missing [${missing.join(', ')}], unexpected [${extra.join(', ')}]`,
      );
    }
  }
  errors.push(...(await failedChecks(dir, example.checks)));
  return { example, errors, log };
}

/** Finds every page under docs/ (or the given files) and its examples. @param {string[]} [files] */
export async function loadExamples(files) {
  const pages =
    files && files.length > 0
      ? files.map((f) => path.relative(repoRoot, path.resolve(f)))
      : (await listFiles(path.join(repoRoot, 'docs'), repoRoot)).filter((f) => /\.mdx?$/.test(f));
  /** @type {Example[]} */
  const examples = [];
  for (const page of pages) {
    examples.push(...collectExamples(page, await fs.readFile(path.join(repoRoot, page), 'utf8')));
  }
  return examples;
}

/**
 * Merges examples that would build the same project (the Chinese page usually repeats the English code),
 * so each distinct project is built once. Returns one example per project, with every page that shows it.
 * @param {Example[]} examples
 * @returns {{ example: Example, pages: string[] }[]}
 */
export function uniqueExamples(examples) {
  /** @type {Map<string, { example: Example, pages: string[] }>} */
  const byProject = new Map();
  for (const example of examples) {
    const { fixture, files, commands, fails, trees, outputs, checks, node, typescript } = example;
    const { start, hidden } = exampleBase(fixture);
    const key = JSON.stringify({
      start: startingPointChain(start, langOf(example)).map((s) => s.steps.map(({ line: _line, ...step }) => step)),
      hidden,
      files,
      commands,
      fails,
      node,
      typescript,
      checks: checks.map(({ path: p, kind, text }) => [p, kind, text]),
      trees: trees.map((t) => [t.root, t.files]),
      outputs: outputs.map((o) => o.lines),
    });
    const entry = byProject.get(key);
    if (entry) entry.pages.push(`${example.page}:${example.line}`);
    else byProject.set(key, { example, pages: [`${example.page}:${example.line}`] });
  }
  return [...byProject.values()];
}

/**
 * How many example projects to build at once: one more than the cores, because a build also waits on process
 * start-up and the disk, and no more than memory allows (a build with type declarations peaks near 400 MB).
 * EXAMPLES_CONCURRENCY overrides it.
 */
export function examplesConcurrency() {
  const fixed = Number(process.env.EXAMPLES_CONCURRENCY);
  if (Number.isInteger(fixed) && fixed > 0) return fixed;
  const byMemory = Math.floor(os.totalmem() / 2 / (400 * 1024 * 1024));
  return Math.max(1, Math.min(os.availableParallelism() + 1, byMemory));
}

/** Runs tasks with at most `limit` at once. @template T,R @param {T[]} items @param {number} limit @param {(item: T) => Promise<R>} fn */
export async function pool(items, limit, fn) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(/** @type {T} */ (items[index]));
    }
  });
  await Promise.all(workers);
  return results;
}
