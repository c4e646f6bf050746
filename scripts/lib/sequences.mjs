// A page followed as a reader follows it: a sequence of steps run in page order in one project folder, outside the
// repository, each step's files written on top of the previous ones, its commands run in a reader's shell, and what
// the page says checked right after it (the output tree, the lines printed, the hidden checks, a packed consumer).
// The one model of the docs' built examples (examples.mjs reads a page's `example` blocks into sequences) and of the
// journeys (journeys.mjs reads `journey` steps): both import this module, and neither imports the other.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { repoRoot } from './paths.mjs';
import { failedChecks, journeysDir, listFiles, maskHashes, printedText, run, writeStepFile } from './projects.mjs';

const execFileAsync = promisify(execFile);

/**
 * @typedef {import('./blocks.mjs').OutputCheck} OutputCheck
 * @typedef {'bundler' | 'node16-esm' | 'node16-cjs'} TypesMode
 * @typedef {OutputCheck
 *   | { kind: 'pack', line: number }
 *   | { kind: 'node', module: 'esm' | 'cjs', code: string, prints?: string, fails?: string, line: number }
 *   | { kind: 'types', mode: TypesMode, code: string, fails?: string, line: number }
 *   | { kind: 'run', command: string, line: number }} JourneyCheckBody
 * @typedef {JourneyCheckBody & { typescript?: string }} JourneyCheck
 * @typedef {{ root: string, files: string[], line: number }} TreeCheck
 * @typedef {{ lines: string[], line: number, typescript?: string, pattern?: boolean, excerpt?: boolean }} OutputLines
 * `pattern`: numbers and spacing in the lines match any (a quoted log, as journeys write it); otherwise each line must
 * be printed as it is. `excerpt`: an `Error` block, part of what was printed (its lines are not counted).
 * @typedef {{
 *   where: string,
 *   files: { path: string, code: string, merge?: boolean }[],
 *   commands: string[],
 *   fails: boolean,
 *   trees: TreeCheck[],
 *   outputs: OutputLines[],
 *   checks: JourneyCheck[],
 *   node?: string,
 *   setup?: string[],
 *   until?: string,
 * }} Step
 * One step of a sequence: the files to write, then the commands to run (none: the lines printed by the last step
 * that ran commands are the ones its outputs read), then its checks. `where` names the step in error messages
 * (page, line, example). `node`: the Node.js version the commands need (node-binary.mjs). `setup`: the page's
 * installs above the step, run before its files are written. `until`: the last command runs until it prints that
 * text, and is then stopped as a reader stops it (a watch build, a dev server; meta `until="…"` of its block).
 * @typedef {{ shell: ReturnType<typeof import('./projects.mjs').readerShell>, consumer: string, home: string,
 *   typescript: string, packed: boolean, printed: string, log: string }} Context
 * The state of a sequence between its steps.
 */

/**
 * Where a project's packed library is installed for the checks of its consumers: beside the journeys, whose
 * `node_modules` links the repo's packages (`@types/node`, the libraries' dependencies), never beside the project;
 * named after the project and its parent (`ts7`, `ts5`, `examples`), so the two TypeScript runs of a journey differ.
 * @param {string} root the project folder
 */
export const consumerDir = (root) =>
  path.join(journeysDir, 'consumers-of', `${path.basename(path.dirname(root))}-${path.basename(root)}`);

/** An empty step, to fill. @param {string} where @returns {Step} */
export const emptyStep = (where) => ({
  where,
  files: [],
  commands: [],
  fails: false,
  trees: [],
  outputs: [],
  checks: [],
});

/**
 * The whole lines of output blocks that the commands printed more often than the blocks show them (a reader who sees
 * a line twice expects the page to show it twice). Lines that were printed only as part of a longer line are not
 * counted. @param {string[]} lines @param {string} printed @returns {string[]}
 */
export function miscounted(lines, printed) {
  const seen = printed.split('\n').map((l) => l.trim());
  /** @type {Map<string, number>} */
  const shown = new Map();
  for (const line of lines) if (line.trim()) shown.set(line.trim(), (shown.get(line.trim()) ?? 0) + 1);
  return [...shown]
    .map(([line, times]) => [line, times, seen.filter((l) => l === line).length])
    .filter(([, times, count]) => Number(count) > Number(times))
    .map(
      ([line, times, count]) =>
        `shows ${JSON.stringify(line)} ${times} time(s), the commands printed it ${count} times`,
    );
}

/** A line of a quoted log matches when it is there with any numbers and spacing. @param {string} line */
export function logPattern(line) {
  const parts = line.split(/(\d+(?:\.\d+)?|\s+)/).filter((p) => p !== '');
  const source = parts
    .map((p) =>
      /^\d/.test(p) ? '\\d+(?:\\.\\d+)?' : /^\s/.test(p) ? '\\s+' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(source);
}

/** Removes every `line` field (where a step is shown does not change what it does). @param {unknown} value @returns {unknown} */
export function stripLines(value) {
  if (Array.isArray(value)) return value.map(stripLines);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'line' && k !== 'where')
        .map(([k, v]) => [k, stripLines(v)]),
    );
  }
  return value;
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

/** A limit of `limit` tasks at once, for work that is not known up front (the branches of a tree of steps). @param {number} limit */
export function semaphore(limit) {
  let running = 0;
  /** @type {(() => void)[]} */
  const waiting = [];
  /** @template R @param {() => Promise<R>} task @returns {Promise<R>} */
  return async (task) => {
    if (running >= limit) await new Promise((resolve) => waiting.push(() => resolve(undefined)));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** Files of a package that its package.json names: main, module, types, typings, bin and every exports target. */
export function referencedFiles(/** @type {Record<string, unknown>} */ pkg) {
  /** @type {string[]} */
  const out = [];
  /** @param {unknown} value */
  const walk = (value) => {
    if (typeof value === 'string') {
      if (!value.includes('*')) out.push(value.replace(/^\.\//, ''));
    } else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  for (const field of ['main', 'module', 'types', 'typings', 'bin', 'exports']) walk(pkg[field]);
  return [...new Set(out)];
}

/**
 * The differences between an expected output tree and the files below its root, or undefined when they agree.
 * @param {string} dir the current folder @param {TreeCheck} tree
 */
export async function treeDifference(dir, tree) {
  const actual = (await listFiles(path.join(dir, tree.root), dir).catch(() => /** @type {string[]} */ ([]))).map(
    maskHashes,
  );
  const expected = tree.files.map((f) => (f.startsWith(`${tree.root}/`) ? f : `${tree.root}/${f}`)).sort();
  const missing = expected.filter((f) => !actual.includes(f));
  const extra = actual.filter((f) => !expected.includes(f));
  if (missing.length === 0 && extra.length === 0) return undefined;
  return `missing [${missing.join(', ')}], unexpected [${extra.join(', ')}]`;
}

/**
 * Runs one step in the sequence's project and returns its errors (none: it holds). A step whose commands fail
 * stops there; its checks are still made when they were expected to fail.
 * @param {Step} step @param {Context} context @param {{ nodeDir?: string }} [options]
 * @returns {Promise<string[]>}
 */
export async function runStep(step, context, { nodeDir } = {}) {
  const { shell, typescript } = context;
  /** @type {string[]} */
  const errors = [];
  const at = step.where;
  // What the page installs above the step comes first, as a reader runs it before copying the step's files.
  for (const command of step.setup ?? []) {
    const result = await shell.exec(command, { nodeDir });
    context.log += result.log;
    if (result.code !== 0) return [`${at}: \`${command}\`, an install shown above it, failed`];
  }
  for (const file of step.files) {
    await writeStepFile(shell.cwd, file);
    context.log += `# wrote ${file.path}\n`;
  }
  if (step.commands.length > 0) {
    context.printed = '';
    let failed = false;
    for (const [index, command] of step.commands.entries()) {
      const last = index === step.commands.length - 1;
      const result = await shell.exec(command, { nodeDir, until: last ? step.until : undefined });
      context.log += result.log;
      context.printed += result.output;
      if (result.error) errors.push(`${at}: ${result.error}`);
      if (result.code !== 0) {
        failed = true;
        break;
      }
    }
    if (failed !== step.fails && errors.length === 0) {
      errors.push(`${at}: ${step.fails ? 'expected the commands to fail, but they succeeded' : 'a command failed'}`);
    }
    if (errors.length > 0) return errors;
  }
  const dir = shell.cwd;
  for (const output of step.outputs) {
    if (output.typescript !== undefined && output.typescript !== typescript) continue;
    const plain = printedText(context.printed);
    const missing = output.lines.filter((l) => (output.pattern ? !logPattern(l).test(plain) : !plain.includes(l)));
    if (missing.length > 0) {
      errors.push(
        `${at}: output at line ${output.line} was not printed: ${missing.map((l) => JSON.stringify(l)).join(', ')}`,
      );
    }
  }
  // A line that the commands printed more often than the step's output blocks show it (the whole step: it may show
  // the output of each of its commands in its own block).
  const shown = step.outputs.filter(
    (o) => !o.pattern && !o.excerpt && (o.typescript === undefined || o.typescript === typescript),
  );
  const counts = miscounted(
    shown.flatMap((o) => o.lines),
    printedText(context.printed),
  );
  if (counts.length > 0) errors.push(`${at}: output at line ${shown[0]?.line} ${counts.join('; ')}`);
  for (const tree of step.trees) {
    const difference = await treeDifference(dir, tree);
    if (difference) errors.push(`${at}: output tree at line ${tree.line} (${tree.root}) differs: ${difference}`);
  }
  if (step.checks.length > 0) {
    const result = await runChecks(step.checks, context);
    context.packed = result.packed;
    context.log += result.log;
    errors.push(...result.errors.map((e) => `${at}: ${e}`));
  }
  return errors;
}

/**
 * Packs the project with `npm pack` and installs the tarball into a consumer folder beside it, as a registry
 * install would (the tarball's `package/` becomes `node_modules/<name>`). Every file package.json names must be
 * in the tarball. @param {string} dir @param {string} consumer @returns {Promise<{ errors: string[], log: string }>}
 */
export async function packInto(dir, consumer) {
  const { stdout } = await execFileAsync('npm', ['pack', '--json', '--loglevel=error'], { cwd: dir });
  const [info] = JSON.parse(stdout);
  const tarball = path.join(dir, info.filename);
  const pkg = JSON.parse(await fs.readFile(path.join(dir, 'package.json'), 'utf8'));
  const target = path.join(consumer, 'node_modules', pkg.name);
  await fs.rm(consumer, { recursive: true, force: true });
  await fs.mkdir(target, { recursive: true });
  await fs.writeFile(path.join(consumer, 'package.json'), consumerPackage);
  await execFileAsync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  await fs.rm(tarball);
  /** @type {string[]} */
  const packed = info.files.map((/** @type {{ path: string }} */ f) => f.path);
  const missing = referencedFiles(pkg).filter((f) => !packed.includes(f));
  const errors = missing.map((f) => `package.json names ${f}, which is not in the packed tarball`);
  return { errors, log: `packed ${pkg.name}: ${packed.sort().join(', ')}\n` };
}

/** The package.json of a consumer folder (and of the type-check seed, which must look the same to TypeScript). */
const consumerPackage = '{ "name": "consumer", "private": true }\n';

const consumerTsconfig = {
  bundler: { module: 'ESNext', moduleResolution: 'Bundler' },
  node16: { module: 'Node16', moduleResolution: 'Node16' },
};

/**
 * Writes `tsconfig.<resolution>.json` into `dir`: default strictness (no `skipLibCheck`), and `incremental`, so that
 * tsc can start from the seed's build info (see {@link seedBuildInfo}). Returns its file name.
 * @param {string} dir @param {'bundler' | 'node16'} resolution @param {string[]} files
 */
async function writeConsumerConfig(dir, resolution, files) {
  const config = `tsconfig.${resolution}.json`;
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    types: ['node'],
    incremental: true,
    tsBuildInfoFile: `./.tsbuildinfo-${resolution}`,
    ...consumerTsconfig[resolution],
  };
  await fs.writeFile(path.join(dir, config), `${JSON.stringify({ compilerOptions, files }, null, 2)}\n`);
  return config;
}

/** @type {Map<string, Promise<Buffer | undefined>>} */
const seeds = new Map();

/**
 * The build info of a neutral consumer (one empty module), checked once per process, TypeScript and resolution.
 * Most of a consumer check is TypeScript's own lib files and the repo's `@types/node`, the same files every time;
 * a consumer's check starts from a copy of this build info, so tsc reuses their results and checks the rest: the
 * packed library and the check files are never in the seed, and tsc re-checks any file whose content or
 * dependencies differ from the seed's. All journeys' checks took 102 s of CPU in TypeScript 5's tsc without it and
 * 44 s with it (seeds included); 22 s and 14 s in TypeScript 7's. The seed sits beside the consumers, as build
 * info paths are relative to its folder. Undefined when the seed fails its own check: the consumers then check
 * everything and report the errors themselves.
 * @param {string} tsc @param {string} home @param {'bundler' | 'node16'} resolution
 */
function seedBuildInfo(tsc, home, resolution) {
  const key = `${tsc}\0${resolution}`;
  let pending = seeds.get(key);
  if (!pending) {
    pending = (async () => {
      const dir = path.join(home, `.tsc-seed-${resolution}-${process.pid}`);
      await fs.rm(dir, { recursive: true, force: true });
      await fs.mkdir(dir, { recursive: true });
      try {
        await fs.writeFile(path.join(dir, 'package.json'), consumerPackage);
        await fs.writeFile(path.join(dir, 'seed.ts'), 'export {};\n');
        const config = await writeConsumerConfig(dir, resolution, ['seed.ts']);
        const result = await run(`node ${tsc} -p ${config}`, dir);
        return result.code === 0 ? await fs.readFile(path.join(dir, `.tsbuildinfo-${resolution}`)) : undefined;
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    })();
    seeds.set(key, pending);
  }
  return pending;
}

/**
 * Type-checks consumer files with the sequence's TypeScript, under default strictness (no `skipLibCheck`).
 * @param {string} consumer @param {string} tsHome @param {'bundler' | 'node16'} resolution
 * @param {{ file: string, code: string }[]} files
 */
async function typecheck(consumer, tsHome, resolution, files) {
  for (const f of files) await fs.writeFile(path.join(consumer, f.file), `${f.code}\n`);
  const config = await writeConsumerConfig(
    consumer,
    resolution,
    files.map((f) => f.file),
  );
  const tsc = path.join(
    tsHome === path.join(journeysDir, 'ts5') ? repoRoot : tsHome,
    'node_modules/typescript/bin/tsc',
  );
  // Each check starts from the seed, never from an earlier check's build info.
  const seed = await seedBuildInfo(tsc, tsHome, resolution);
  const buildInfo = path.join(consumer, `.tsbuildinfo-${resolution}`);
  if (seed) await fs.writeFile(buildInfo, seed);
  else await fs.rm(buildInfo, { force: true });
  return run(`node ${tsc} -p ${config}`, consumer);
}

/**
 * The checks of a step: file checks, `pack`, consumers run with Node.js or type-checked, `$ command` lines.
 * @param {JourneyCheck[]} checks @param {Context} context
 */
async function runChecks(checks, { shell, consumer, home, packed, typescript }) {
  const dir = shell.cwd;
  /** @type {string[]} */
  const errors = [];
  let log = '';
  /** @type {Record<'bundler' | 'node16', { file: string, code: string, line: number }[]>} */
  const pending = { bundler: [], node16: [] };
  const flush = async () => {
    for (const resolution of /** @type {const} */ (['bundler', 'node16'])) {
      const files = pending[resolution];
      if (files.length === 0) continue;
      pending[resolution] = [];
      const result = await typecheck(consumer, home, resolution, files);
      log += `$ tsc (${resolution}): ${files.map((f) => f.file).join(', ')}\n${result.output}\n`;
      if (result.code !== 0) {
        const lines = files.map((f) => f.line).join(', ');
        errors.push(
          `types at line ${lines} fail under ${resolution}:\n${stripVTControlCharacters(result.output).trim()}`,
        );
      }
    }
  };
  for (const check of checks) {
    const at = `check at line ${check.line}`;
    if (check.typescript !== undefined && check.typescript !== typescript) continue;
    if (check.kind === 'pack') {
      const result = await packInto(dir, consumer).catch((/** @type {Error} */ error) => ({
        errors: [`npm pack failed: ${error.message.split('\n').slice(0, 3).join(' ')}`],
        log: '',
      }));
      errors.push(...result.errors.map((e) => `${at}: ${e}`));
      log += result.log;
      packed = true;
    } else if (check.kind === 'run') {
      const result = await shell.exec(check.command);
      log += result.log;
      if (result.code !== 0) errors.push(`${at}: ${result.error ?? `\`${check.command}\` failed`}`);
    } else if (check.kind === 'node' || check.kind === 'types') {
      if (!packed) {
        errors.push(`${at}: needs a \`pack\` check before it`);
        continue;
      }
      if (check.kind === 'node') {
        const file = check.module === 'esm' ? 'check.mjs' : 'check.cjs';
        await fs.writeFile(path.join(consumer, file), `${check.code}\n`);
        const result = await run(`node ${file}`, consumer);
        const output = stripVTControlCharacters(result.output);
        log += `$ node ${file} (${check.code})\n${output}\n`;
        if (check.fails !== undefined) {
          if (result.code === 0 || !output.includes(check.fails)) {
            errors.push(`${at}: expected ${check.module} import to fail with ${JSON.stringify(check.fails)}`);
          }
        } else if (result.code !== 0) {
          errors.push(`${at}: ${check.module} consumer failed:\n${output.trim().slice(0, 800)}`);
        } else if (check.prints !== undefined && !output.includes(check.prints)) {
          errors.push(`${at}: ${check.module} consumer did not print ${JSON.stringify(check.prints)}`);
        }
      } else if (check.fails !== undefined) {
        const resolution = check.mode === 'bundler' ? 'bundler' : 'node16';
        const file = `fails-${check.line}.${extensionFor(check.mode)}`;
        const result = await typecheck(consumer, home, resolution, [{ file, code: check.code }]);
        log += `$ tsc (${resolution}, expected to fail): ${file}\n${result.output}\n`;
        if (result.code === 0 || !stripVTControlCharacters(result.output).includes(check.fails)) {
          errors.push(`${at}: expected the type check to fail with ${JSON.stringify(check.fails)}`);
        }
      } else {
        const resolution = check.mode === 'bundler' ? 'bundler' : 'node16';
        pending[resolution].push({
          file: `check-${check.line}.${extensionFor(check.mode)}`,
          code: check.code,
          line: check.line,
        });
      }
    } else {
      await flush();
      errors.push(...(await failedChecks(dir, [check])));
    }
  }
  await flush();
  return { errors, log, packed };
}

/** @param {TypesMode} mode */
const extensionFor = (mode) => (mode === 'node16-esm' ? 'mts' : mode === 'node16-cjs' ? 'cts' : 'tsx');
