// Extracts the code blocks marked `example` from MDX pages and builds them with the real Rslib, as a reader follows
// each page: its examples in page order, in one project (see `groupSequences`), each one a step of the one model of
// sequences.mjs, which the journeys (journeys.mjs) run too; neither of the two imports the other.
// Shared by `scripts/run-examples.mjs` (writers) and `tests/examples.test.ts` (CI).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { blockLabel } from '../../theme/lib/block-kinds.mjs';
import { extractCodeBlocks, fileLines, outputFile, parseMeta, parseTree } from './blocks.mjs';
import { nodeForExample } from './node-binary.mjs';
import { stripNotation } from './notation.mjs';
import { repoRoot } from './paths.mjs';
import {
  assertSealed,
  copyProject,
  listFiles,
  readerHome,
  readerShell,
  typescriptHome,
  typescriptVersions,
  writeStepFile,
} from './projects.mjs';
import { cachedResult, cacheEnabled, storeResult } from './result-cache.mjs';
import { consumerDir, emptyStep, runStep, semaphore, stripLines } from './sequences.mjs';
import { assetsRoot, exampleBase, pageLang, startingPointChain, startingPointDir } from './starting-points.mjs';

const tmpDir = path.join(repoRoot, 'tests/.tmp');

/**
 * @typedef {import('./blocks.mjs').OutputCheck} OutputCheck
 * @typedef {{ page: string, name: string, fixture: string | undefined, files: { path: string, code: string, merge?: boolean }[],
 *   commands: string[], fails: boolean, trees: { root: string, files: string[], line: number }[],
 *   outputs: { lines: string[], line: number, excerpt?: boolean }[], checks: OutputCheck[], node: string | undefined,
 *   typescript: string, restart: boolean, installs: { command: string, line: number }[], before?: string[],
 *   network?: boolean, until?: string,
 *   line: number }} Example
 * `installs`: the page's installs above the example, outside examples ({@link pageInstalls}); a sequence runs the
 * ones between the example above and this one: `before`, set when the page's examples are grouped.
 * `network`: a block says `network` (it downloads from a host other than the npm registry, such as Node.js builds
 * from nodejs.org): the tests cannot run it and report it as skipped, with the reason.
 * `typescript`: the TypeScript major the project is built with (a key of `typescriptVersions` in projects.mjs):
 * `7`, what `npm install typescript` gives a newcomer, unless a block of the example says `typescript="5"`.
 * `fixture`: the `fixture="<name>"` of one of its blocks, a starting point or a hidden fixture (starting-points.mjs).
 * `restart`: a hidden `{/* examples restart *\/}` comment comes between it and the example above it: it starts again
 * from its starting point instead of building on the examples above it (see {@link groupSequences}).
 * @typedef {import('./sequences.mjs').Step} Step
 * @typedef {import('./sequences.mjs').Context} Context
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
    const shown = typeof block.attrs.title === 'string' ? block.attrs.title : undefined;
    // A visible label (theme/lib/block-kinds.mjs): "Output" is what the commands print, "Excerpt: <file>" fields to add.
    const label = blockLabel(shown, pageLang(page));
    const title = label?.kind === 'fragment' ? label.rest : label ? undefined : shown;
    if (label?.kind === 'output') block.attrs.output = true;
    if (label?.kind === 'fragment') block.attrs.fragment = true;
    const name = marker === true ? `line-${block.line}` : marker;
    const file = label?.kind === 'output' ? outputFile(label.rest) : undefined;
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
        restart: false,
        installs: [],
        line: block.line,
      };
      groups.set(name, example);
    }
    if (typeof block.attrs.fixture === 'string') example.fixture = block.attrs.fixture;
    if (block.attrs.fails) example.fails = true;
    if (block.attrs.fragment !== undefined && title === undefined) {
      throw new Error(`${page}:${block.line}: a \`fragment\` block needs the title of the file it belongs to`);
    }
    if (typeof block.attrs.node === 'string') example.node = block.attrs.node;
    if (block.attrs.network !== undefined) example.network = true;
    if (typeof block.attrs.until === 'string') example.until = block.attrs.until;
    if (typeof block.attrs.typescript === 'string') example.typescript = block.attrs.typescript;
    if (file !== undefined) {
      // `Output: dist/index.js`: what that file holds after the commands, line by line.
      example.checks.push(...fileLines(file, block.code, block.line));
    } else if (['bash', 'sh', 'shell', 'console'].includes(block.lang) && !title) {
      example.commands.push(...commandLines(block.code));
    } else if (['text', 'txt', 'plaintext'].includes(block.lang) && title) {
      example.trees.push({ root: title.replace(/\/$/, ''), files: parseTree(block.code), line: block.line });
    } else if (['text', 'txt', 'plaintext'].includes(block.lang) && block.attrs.output) {
      const lines = block.code.split('\n').map((l) => l.trim());
      example.outputs.push({
        lines: lines.filter((l) => l !== ''),
        line: block.line,
        ...(label?.excerpt ? { excerpt: true } : {}),
      });
    } else if (title) {
      // The code readers see: a hidden Twoslash prelude (notation.mjs) is not part of the project.
      example.files.push({
        path: title,
        code: stripNotation(block.code, block.lang),
        ...(block.attrs.fragment === undefined ? {} : { merge: true }),
      });
    } else {
      throw new Error(`${page}:${block.line}: an \`example\` block needs a title (file path) or must be a bash block`);
    }
  }
  // `{/* examples restart *\/}`: the first example below it starts again from its starting point.
  const restarts = [...source.matchAll(/^\s*\{\/\*\s*examples\s+restart\s*\*\/\}\s*$/gm)].map(
    (m) => source.slice(0, m.index).split('\n').length,
  );
  const sorted = [...groups.values()].sort((a, b) => a.line - b.line);
  for (const line of restarts) {
    const next = sorted.find((example) => example.line > line);
    if (!next) throw new Error(`${page}:${line}: \`examples restart\` has no example below it`);
    next.restart = true;
  }
  for (const group of extractOutputChecks(source)) {
    const example = groups.get(group.name);
    if (!example) throw new Error(`${page}:${group.line}: \`example-checks\` names no example "${group.name}"`);
    example.checks.push(...group.checks);
  }
  const installs = pageInstalls(source);
  for (const example of groups.values()) example.installs = installs.filter((i) => i.line < example.line);
  return [...groups.values()];
}

/** Commands of a bash block, one a line, without comments and prompts. @param {string} code */
export function commandLines(code) {
  return code
    .split('\n')
    .map((l) => l.replace(/^\s*\$\s*/, '').trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

const npmInstall = /^npm\s+(add|install|i|remove|uninstall|rm|un)\b/;

/**
 * The installs a reader runs on a page outside its examples, in page order: `<PackageManagerTabs command="…">`
 * (the npm tab) and the npm install lines of shell blocks that are not an example's. Each example runs the ones
 * between the example above it in its sequence and itself (the first of a sequence: every one above it), before
 * its files: a project has only the packages its page installed.
 * @param {string} source @returns {{ command: string, line: number }[]}
 */
export function pageInstalls(source) {
  /** @type {{ command: string, line: number }[]} */
  const installs = [];
  for (const block of extractCodeBlocks(source)) {
    if (block.attrs.example !== undefined || block.attrs.title !== undefined) continue;
    if (!['bash', 'sh', 'shell'].includes(block.lang)) continue;
    if (block.attrs.alternative !== undefined || block.attrs.output !== undefined) continue;
    for (const command of commandLines(block.code)) {
      if (npmInstall.test(command)) installs.push({ command, line: block.line });
    }
  }
  const fenced = new Set(
    extractCodeBlocks(source).flatMap((b) =>
      Array.from({ length: b.code.split('\n').length + 2 }, (_, i) => b.line + i),
    ),
  );
  source.split('\n').forEach((text, index) => {
    const tabs = /<PackageManagerTabs\b([^>]*)\/>/.exec(text);
    const command = parseMeta(tabs?.[1] ?? '').command;
    if (tabs && typeof command === 'string' && !fenced.has(index + 1))
      installs.push({ command: `npm ${command}`, line: index + 1 });
  });
  return installs.sort((a, b) => a.line - b.line);
}

/** A stable folder name for an example. @param {Example} example */
export function exampleId(example) {
  return `${example.page
    .replace(/^docs\//, '')
    .replace(/\.mdx?$/, '')
    .replace(/[^\w-]+/g, '_')}--${example.name}`;
}

/**
 * Creates a project in `tests/.tmp/<group>/<name>`: the folders of `layers` copied in order, then `files` (the probes
 * of the documented defaults, tests/config-defaults.test.ts; the examples are built by {@link runSequences}). A `package.json` among them sets
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

export { pool } from './sequences.mjs';

/**
 * @typedef {{ page: string, start: string, hidden: string | undefined, typescript: string, examples: Example[] }} Sequence
 * The examples of a page that a reader builds in one project, in page order, from the starting point `start` (with
 * the hidden fixture folder `hidden` on top, while one is left).
 * @typedef {{ sequence: Sequence, pages: string[] }} SequenceRun
 * A sequence to build, with every page that shows it (`page:line` of its first example).
 * @typedef {{ run: SequenceRun, errors: string[], log: string, skipped?: string, cached?: boolean, built: number }} SequenceResult
 * `built`: how many examples were built for it: an example that several runs share counts for the first of them, so
 * the sum over all results is the number of builds (0 for a cached result).
 */

/** A page whose examples are alternatives: each starts from the starting point. See {@link pageSequences}. */
const independentMark = /^\s*\{\/\*\s*examples\s+independent\s*\*\/\}\s*$/m;

/**
 * The examples of one page as a reader builds them: in page order, in one project, each example's files written on
 * top of the files of the examples above it and its commands run there; its output tree, printed lines and
 * `example-checks` are checked right after its commands, against the project as it is at that point.
 * A new project, from the starting point, begins:
 * - at the first example, and at every example whose starting point (`fixture=`) or TypeScript differs from the
 *   one above it;
 * - at the first example below a hidden `{/* examples restart *\/}` comment (a section that starts over);
 * - at every example of a page marked `{/* examples independent *\/}` (a hidden MDX comment): a page whose examples
 *   are alternatives that a reader tries one at a time (option pages showing several configs), each on its own.
 * @param {Example[]} examples the examples of one page @param {boolean} independent @returns {Sequence[]}
 */
export function groupSequences(examples, independent) {
  /** @type {Sequence[]} */
  const sequences = [];
  let last = /** @type {Sequence | undefined} */ (undefined);
  for (const example of [...examples].sort((a, b) => a.line - b.line)) {
    const { start, hidden } = exampleBase(example.fixture);
    // An example the tests cannot run (`network`) is reported on its own; the ones after it go on without it.
    if (example.network) {
      example.before = [];
      sequences.push({ page: example.page, start, hidden, typescript: example.typescript, examples: [example] });
      continue;
    }
    const same =
      last !== undefined &&
      !independent &&
      !example.restart &&
      last.start === start &&
      last.hidden === hidden &&
      last.typescript === example.typescript;
    const previous = same && last ? last.examples.at(-1) : undefined;
    example.before = example.installs
      .filter((i) => previous === undefined || i.line > previous.line)
      .map((i) => i.command);
    if (same && last) last.examples.push(example);
    else {
      last = { page: example.page, start, hidden, typescript: example.typescript, examples: [example] };
      sequences.push(last);
    }
  }
  return sequences;
}

/** The sequences of one page (see {@link groupSequences}). @param {string} page @param {string} source */
export function pageSequences(page, source) {
  return groupSequences(collectExamples(page, source), independentMark.test(source));
}

/** Finds every page under docs/ (or the given files) and the sequences of its examples. @param {string[]} [files] */
export async function loadSequences(files) {
  const pages =
    files && files.length > 0
      ? files.map((f) => path.relative(repoRoot, path.resolve(f)))
      : (await listFiles(path.join(repoRoot, 'docs'), repoRoot)).filter((f) => /\.mdx?$/.test(f));
  /** @type {Sequence[]} */
  const sequences = [];
  for (const page of pages)
    sequences.push(...pageSequences(page, await fs.readFile(path.join(repoRoot, page), 'utf8')));
  return sequences;
}

/** What an example builds, without where it is shown (page, line, name). @param {Example} example */
const projectOf = ({
  page: _page,
  line: _line,
  name: _name,
  restart: _restart,
  fixture: _fixture,
  installs: _installs,
  ...project
}) => stripLines(project);

/** The starting point of a sequence as its page's language shows it, without lines. @param {Sequence} sequence */
const startOf = (sequence) =>
  startingPointChain(sequence.start, pageLang(sequence.page)).map(({ id, steps, assets }) => ({
    id,
    steps: steps.map((step) => stripLines(step)),
    assets,
  }));

/** The key of the project a sequence starts from: two sequences with the same key start from the same files. @param {Sequence} sequence */
const rootKey = (sequence) =>
  JSON.stringify({ start: startOf(sequence).map((s) => s.steps), hidden: sequence.hidden, ts: sequence.typescript });

/**
 * One run per distinct sequence: the Chinese page usually repeats the English code, and a sequence both show the
 * same way is built once. (Sequences that share only their first examples share those steps when they run, see
 * {@link runSequences}.) @param {Sequence[]} sequences @returns {SequenceRun[]}
 */
export function sequenceRuns(sequences) {
  /** @type {Map<string, SequenceRun>} */
  const runs = new Map();
  for (const sequence of sequences) {
    const key = JSON.stringify([rootKey(sequence), sequence.examples.map(projectOf)]);
    const where = `${sequence.page}:${sequence.examples[0]?.line}`;
    const known = runs.get(key);
    if (known) known.pages.push(where);
    else runs.set(key, { sequence, pages: [where] });
  }
  return [...runs.values()];
}

/** A stable folder name for a sequence: its page and first example. @param {Sequence} sequence */
export function sequenceId(sequence) {
  return exampleId(/** @type {Example} */ (sequence.examples[0]));
}

/** An example as a step of the one model (sequences.mjs). @param {Example} example @returns {Step} */
export function exampleStep(example) {
  return {
    ...emptyStep(`${example.page}:${example.line} example "${example.name}"`),
    files: example.files,
    // The page's installs above it come before its files; without commands of its own, a reader builds the project.
    setup: example.before ?? [],
    commands: example.commands.length > 0 ? example.commands : ['npx rslib build'],
    ...(example.until === undefined ? {} : { until: example.until }),
    fails: example.fails,
    trees: example.trees,
    outputs: example.outputs,
    checks: example.checks,
    ...(example.node === undefined ? {} : { node: example.node }),
  };
}

/** The cache key of a sequence: everything its result depends on. @param {Sequence} sequence */
function cacheKey(sequence) {
  const chain = startOf(sequence);
  return {
    kind: 'example-sequence',
    examples: sequence.examples.map(projectOf),
    start: chain,
    hidden: sequence.hidden,
    typescriptVersion: typescriptVersions[sequence.typescript],
    files: [
      ...chain.flatMap(({ id, assets }) => assets.map((a) => path.join(assetsRoot, id, a))),
      ...(sequence.hidden ? [path.join(assetsRoot, sequence.hidden)] : []),
    ],
  };
}

/**
 * @typedef {{ step: Step, examples: Example[], children: Map<string, TrieNode>, ending: SequenceRun[], runs: SequenceRun[] }} TrieNode
 * A step shared by the sequences in `runs` (the ones that pass through it); `ending` are those that end with it.
 */

/**
 * Builds the sequences as a reader follows each page, and returns one result per run, in the order given.
 * Sequences that start from the same project and share their first examples (the English and Chinese pages, up to
 * the example where their code differs) build those examples once: the project is copied where they part. Each
 * project is made in `<journeys folder>/ts<major>/examples/`, outside the repository with no project file above it,
 * from a copy of its starting point. At most `concurrency` steps run at once. A failed example stops its
 * sequence: the examples after it build on it, so their errors would only repeat it.
 * A passing sequence is kept in the result cache (`cache: false` or `--no-cache` bypass it) and reused while none
 * of its examples, its starting point and the code that runs it changed.
 * @param {SequenceRun[]} runs
 * @param {{ cache?: boolean, concurrency?: number, onResult?: (result: SequenceResult) => void }} [options]
 * @returns {Map<SequenceRun, Promise<SequenceResult>>}
 */
export function runSequences(runs, { cache = cacheEnabled, concurrency = examplesConcurrency(), onResult } = {}) {
  const limit = semaphore(concurrency);
  /** @type {Map<SequenceRun, { resolve: (r: SequenceResult) => void, promise: Promise<SequenceResult> }>} */
  const settled = new Map();
  for (const run of runs) {
    /** @type {(r: SequenceResult) => void} */
    let resolve = () => {};
    const promise = new Promise((r) => {
      resolve = r;
    });
    settled.set(run, {
      resolve: (result) => {
        onResult?.(result);
        resolve(result);
      },
      promise: /** @type {Promise<SequenceResult>} */ (promise),
    });
  }
  /** @type {Map<SequenceRun, number>} */
  const builds = new Map();
  /** @param {SequenceRun} run @param {Omit<SequenceResult, 'run' | 'built'>} result */
  const finish = (run, result) => settled.get(run)?.resolve({ run, ...result, built: builds.get(run) ?? 0 });

  (async () => {
    /** @type {SequenceRun[]} */
    const toBuild = [];
    await Promise.all(
      runs.map(async (run) => {
        const hit = cache ? await cachedResult(cacheKey(run.sequence)) : undefined;
        if (hit) finish(run, { errors: [], log: String(hit.log ?? ''), cached: true });
        else toBuild.push(run);
      }),
    );
    // One tree of steps per starting project.
    /** @type {Map<string, { sequence: Sequence, children: Map<string, TrieNode> }>} */
    const roots = new Map();
    for (const run of runs.filter((r) => toBuild.includes(r))) {
      const key = rootKey(run.sequence);
      let root = roots.get(key);
      if (!root) {
        root = { sequence: run.sequence, children: new Map() };
        roots.set(key, root);
      }
      let children = root.children;
      run.sequence.examples.forEach((example, index) => {
        const stepKey = JSON.stringify(projectOf(example));
        let node = children.get(stepKey);
        if (!node) {
          node = { step: exampleStep(example), examples: [], children: new Map(), ending: [], runs: [] };
          children.set(stepKey, node);
        }
        node.examples.push(example);
        node.runs.push(run);
        if (index === run.sequence.examples.length - 1) node.ending.push(run);
        children = node.children;
      });
    }
    await Promise.all(
      [...roots.values()].map(async (root) => {
        const { sequence } = root;
        const where = `${sequence.page}:${sequence.examples[0]?.line}`;
        const nodes = [...root.children.values()];
        try {
          const home = await typescriptHome(sequence.typescript);
          const parent = path.join(await readerHome(sequence.typescript), 'examples');
          await fs.mkdir(parent, { recursive: true });
          await assertSealed(parent);
          const start = await startingPointDir(sequence.start, pageLang(sequence.page), sequence.typescript);
          const layers = [start, ...(sequence.hidden ? [path.join(assetsRoot, sequence.hidden)] : [])];
          await Promise.all(
            nodes.map(async (node) => {
              const first = /** @type {SequenceRun} */ (node.runs[0]);
              const root = path.join(parent, sequenceId(first.sequence));
              await fs.rm(root, { recursive: true, force: true });
              await fs.rm(consumerDir(root), { recursive: true, force: true });
              await fs.mkdir(root, { recursive: true });
              for (const layer of layers) await copyProject(layer, root);
              /** @type {Context} */
              const context = {
                shell: readerShell(root, { typescript: sequence.typescript }),
                consumer: consumerDir(root),
                home,
                typescript: sequence.typescript,
                packed: false,
                printed: '',
                log: `TypeScript ${typescriptVersions[sequence.typescript]}, from the starting point ${sequence.start}\n`,
              };
              await runNode(node, { root, context, depth: 0 });
            }),
          );
        } catch (error) {
          const message = `${where}: could not make the project: ${/** @type {Error} */ (error).stack ?? error}`;
          for (const node of nodes) for (const run of node.runs) finish(run, { errors: [message], log: '' });
        }
      }),
    );
  })().catch((error) => {
    for (const run of runs) finish(run, { errors: [String(error?.stack ?? error)], log: '' });
  });

  /**
   * Runs a step, then the steps after it; where sequences part, each branch but the first continues in a copy.
   * @param {TrieNode} node @param {{ root: string, context: Context, depth: number }} at @returns {Promise<void>}
   */
  async function runNode(node, { root, context, depth }) {
    const { step } = node;
    /** @type {string | undefined} */
    let nodeDir;
    if (node.examples.some((example) => example.network)) {
      const skip =
        'needs a network beyond the npm registry, which the tests do not have; `npm run check:blocks` lists it';
      for (const run of node.runs) finish(run, { errors: [], log: context.log, skipped: skip });
      return;
    }
    if (step.node !== undefined) {
      const found = await nodeForExample(step.node);
      if ('skip' in found) {
        for (const run of node.runs) finish(run, { errors: [], log: context.log, skipped: found.skip });
        return;
      }
      nodeDir = found.dir;
    }
    const errors = await limit(async () => {
      const started = Date.now();
      context.log += `# ${step.where}\n`;
      const found = await runStep(step, context, { nodeDir }).catch((/** @type {Error} */ error) => [
        `${step.where}: ${error.stack}`,
      ]);
      context.log += `# ${((Date.now() - started) / 1000).toFixed(1)} s\n`;
      const owner = /** @type {SequenceRun} */ (node.runs[0]);
      builds.set(owner, (builds.get(owner) ?? 0) + 1);
      return found;
    });
    if (errors.length > 0) {
      for (const run of node.runs) finish(run, { errors, log: context.log });
      return;
    }
    for (const run of node.ending) {
      // Stored before the result is given: a caller that exits when it has every result must not lose the write.
      if (cache) {
        await storeResult(cacheKey(run.sequence), { log: context.log }).catch((/** @type {Error} */ error) => {
          console.warn(`${run.pages.join(', ')}: the passing result was not cached: ${error.message}`);
        });
      }
      finish(run, { errors: [], log: context.log });
    }
    const children = [...node.children.values()];
    // Copies first: the first branch goes on in this folder.
    const branches = await Promise.all(
      children.map(async (child, index) => {
        if (index === 0) return { child, root, context };
        const first = /** @type {SequenceRun} */ (child.runs[0]);
        const copy = path.join(path.dirname(root), `${sequenceId(first.sequence)}@${depth + 1}`);
        await fs.rm(copy, { recursive: true, force: true });
        await copyProject(root, copy);
        const cwd = path.join(copy, path.relative(root, context.shell.cwd));
        const shell = readerShell(cwd, { typescript: context.typescript });
        return { child, root: copy, context: { ...context, shell, consumer: consumerDir(copy), packed: false } };
      }),
    );
    await Promise.all(branches.map((b) => runNode(b.child, { root: b.root, context: b.context, depth: depth + 1 })));
  }

  return new Map([...settled].map(([run, { promise }]) => [run, promise]));
}

/**
 * Builds one example alone on its starting point (a sequence of one example), as a page marked
 * `{/* examples independent *\/}` does for each of its examples.
 * @param {Example} example @param {{ cache?: boolean }} [options] @returns {Promise<SequenceResult>}
 */
export async function runExample(example, options = {}) {
  const [run] = sequenceRuns(groupSequences([example], true));
  const results = runSequences(run ? [run] : [], options);
  return /** @type {Promise<SequenceResult>} */ (results.get(/** @type {SequenceRun} */ (run)));
}

/**
 * The folder where {@link runExample} builds an example (outside the repository, under the TypeScript version's
 * home), for a caller that uses what it built, such as the consumer tables. @param {Example} example
 */
export async function exampleDir(example) {
  const [run] = sequenceRuns(groupSequences([example], true));
  if (!run) throw new Error(`${example.page}: example "${example.name}" makes no sequence`);
  return path.join(await readerHome(run.sequence.typescript), 'examples', sequenceId(run.sequence));
}
