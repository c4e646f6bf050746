// Runs a page as one journey: from an empty folder, every step marked `journey="<name>"` in page order
// (files to write, commands to run, package.json fields to set), checking after each step what the page says.
// A sibling of the examples harness (scripts/lib/examples.mjs): both read blocks with blocks.mjs and build with
// projects.mjs, and neither imports the other.
// Shared by `scripts/run-journeys.mjs` (writers) and `tests/journeys.test.ts` (CI).
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { extractCodeBlocks, parseMeta, parseTree } from './blocks.mjs';
import { stripNotation } from './notation.mjs';
import { repoRoot } from './paths.mjs';
import {
  assertSealed,
  failedChecks,
  journeysDir,
  listFiles,
  maskHashes,
  readerShell,
  run,
  typescriptHome,
  typescriptVersions,
  writeStepFile,
} from './projects.mjs';

const execFileAsync = promisify(execFile);

/**
 * @typedef {import('./blocks.mjs').OutputCheck} OutputCheck
 * @typedef {{ kind: 'file', path: string, code: string }
 *   | { kind: 'commands', commands: string[], fails: boolean }
 *   | { kind: 'tree', root: string, files: string[] }
 *   | { kind: 'output', lines: string[], typescript: string | undefined }
 *   | { kind: 'checks', checks: JourneyCheck[] }} StepBody
 * @typedef {StepBody & { line: number }} Step
 * @typedef {OutputCheck
 *   | { kind: 'pack', line: number }
 *   | { kind: 'node', module: 'esm' | 'cjs', code: string, prints?: string, fails?: string, line: number }
 *   | { kind: 'types', mode: TypesMode, code: string, fails?: string, line: number }
 *   | { kind: 'run', command: string, line: number }} JourneyCheckBody
 * @typedef {JourneyCheckBody & { typescript?: string }} JourneyCheck
 * @typedef {'bundler' | 'node16-esm' | 'node16-cjs'} TypesMode
 * @typedef {{ page: string, name: string, typescript: string[], steps: Step[], line: number, after?: string }} Journey
 * @typedef {{ journey: Journey, typescript: string, errors: string[], log: string, ms: number }} JourneyResult
 */

/**
 * Reads one line of a hidden `journey` comment. A line that starts with `only <major>:` applies to that
 * TypeScript version alone. @param {string} text @param {number} line @returns {JourneyCheck}
 */
export function parseJourneyCheck(text, line) {
  const only = /^only\s+(\d+):\s*(.*)$/.exec(text);
  if (only) return { ...parseCheckBody(only[2] ?? '', line), typescript: only[1] };
  return parseCheckBody(text, line);
}

/** @param {string} text @param {number} line @returns {JourneyCheckBody} */
function parseCheckBody(text, line) {
  if (text === 'pack') return { kind: 'pack', line };
  if (text.startsWith('$ ')) return { kind: 'run', command: text.slice(2).trim(), line };
  const file = /^(\S+)\s+(exists|absent|contains|lacks)(?:\s+(".*"))?$/.exec(text);
  if (file && !['node', 'types'].includes(file[1] ?? '')) {
    const kind = /** @type {OutputCheck['kind']} */ (file[2]);
    const needsText = kind === 'contains' || kind === 'lacks';
    if (needsText === (file[3] !== undefined)) {
      return { path: file[1] ?? '', kind, ...(needsText ? { text: JSON.parse(file[3] ?? '""') } : {}), line };
    }
  }
  const code =
    /^(node|types)\s+(esm|cjs|bundler|node16-esm|node16-cjs)\s+(".*?(?<!\\)")(?:\s+(prints|fails)\s+(".*"))?$/.exec(
      text,
    );
  if (code) {
    const [, tool, mode = '', body = '""', expect, expected] = code;
    const value = expected === undefined ? undefined : JSON.parse(expected);
    if (tool === 'node' && (mode === 'esm' || mode === 'cjs')) {
      return { kind: 'node', module: mode, code: JSON.parse(body), [expect ?? 'prints']: value, line };
    }
    if (tool === 'types' && expect !== 'prints' && ['bundler', 'node16-esm', 'node16-cjs'].includes(mode)) {
      return { kind: 'types', mode: /** @type {TypesMode} */ (mode), code: JSON.parse(body), fails: value, line };
    }
  }
  throw new Error(`line ${line}: cannot read the journey check ${JSON.stringify(text)}`);
}

/** @param {string | true | undefined} value */
const names = (value) => (typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : []);

/**
 * Collects the journeys of one page: blocks whose meta has `journey="<name>"` (several names separated by spaces)
 * and hidden comments `{/* journey name="<name>" typescript="7 5"` … `*\/}` that hold checks, in page order.
 * @param {string} page @param {string} source @returns {Journey[]}
 */
export function collectJourneys(page, source) {
  /** @type {Map<string, Journey>} */
  const journeys = new Map();
  /** @param {string} name @param {number} line */
  const journey = (name, line) => {
    let found = journeys.get(name);
    if (!found) {
      found = { page, name, typescript: [], steps: [], line };
      journeys.set(name, found);
    }
    return found;
  };
  /** @type {{ line: number, names: string[], step: StepBody, typescript: string[] }[]} */
  const items = [];
  for (const block of extractCodeBlocks(source)) {
    const targets = names(block.attrs.journey);
    if (targets.length === 0) continue;
    items.push({ line: block.line, names: targets, step: blockStep(page, block), typescript: [] });
  }
  const lines = source.split('\n');
  lines.forEach((text, index) => {
    // An install command shown as package-manager tabs: `<PackageManagerTabs command="install -D x" journey="…" />`.
    const tabs = /<PackageManagerTabs\b([^>]*)\/>/.exec(text);
    const attrs = parseMeta(tabs?.[1] ?? '');
    const targets = names(attrs.journey);
    if (targets.length > 0 && typeof attrs.command === 'string') {
      items.push({
        line: index + 1,
        names: targets,
        step: { kind: 'commands', commands: [`npm ${attrs.command}`], fails: false },
        typescript: [],
      });
    }
  });
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*\{\/\*\s*journey\b(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const start = i + 1;
    const attrs = parseMeta(open[1] ?? '');
    if (typeof attrs.name !== 'string') throw new Error(`${page}:${start}: a \`journey\` comment needs name="…"`);
    if (typeof attrs.after === 'string') journey(attrs.name, start).after = attrs.after;
    /** @type {JourneyCheck[]} */
    const checks = [];
    for (i++; i < lines.length && !/^\s*\*\/\}\s*$/.test(lines[i] ?? ''); i++) {
      const text = (lines[i] ?? '').trim();
      if (text === '' || text.startsWith('#')) continue;
      try {
        checks.push(parseJourneyCheck(text, i + 1));
      } catch (error) {
        throw new Error(`${page}:${/** @type {Error} */ (error).message}`);
      }
    }
    if (i >= lines.length) throw new Error(`${page}:${start}: a \`journey\` comment is not closed with */}`);
    items.push({
      line: start,
      names: [attrs.name],
      step: { kind: 'checks', checks },
      typescript: names(attrs.typescript),
    });
  }
  items.sort((a, b) => a.line - b.line);
  for (const item of items) {
    for (const name of item.names) {
      const target = journey(name, item.line);
      for (const version of item.typescript) if (!target.typescript.includes(version)) target.typescript.push(version);
      if (item.step.kind !== 'checks' || item.step.checks.length > 0)
        target.steps.push({ ...item.step, line: item.line });
    }
  }
  for (const found of journeys.values()) {
    if (found.typescript.length === 0) found.typescript.push('7');
    const unknown = found.typescript.filter((v) => !(v in typescriptVersions));
    if (unknown.length > 0) throw new Error(`${page}: journey "${found.name}" names unknown TypeScript ${unknown}`);
  }
  return [...journeys.values()];
}

/** @param {string} page @param {import('./blocks.mjs').CodeBlock} block @returns {StepBody} */
function blockStep(page, block) {
  const title = typeof block.attrs.title === 'string' ? block.attrs.title : undefined;
  const isText = ['text', 'txt', 'plaintext'].includes(block.lang);
  if (['bash', 'sh', 'shell', 'console'].includes(block.lang) && !title) {
    const commands = block.code
      .split('\n')
      .map((l) => l.replace(/^\s*\$\s*/, '').trim())
      .filter((l) => l !== '' && !l.startsWith('#'));
    return { kind: 'commands', commands, fails: block.attrs.fails === true };
  }
  if (isText && title) return { kind: 'tree', root: title.replace(/\/$/, ''), files: parseTree(block.code) };
  if (isText && block.attrs.output) {
    const lines = block.code
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '');
    const ts = block.attrs.typescript;
    return { kind: 'output', lines, typescript: typeof ts === 'string' ? ts : undefined };
  }
  if (title) return { kind: 'file', path: title, code: stripNotation(block.code, block.lang) };
  throw new Error(
    `${page}:${block.line}: a \`journey\` block needs a title (file path), or must be a bash or output block`,
  );
}

/** Finds the journeys of the given pages, or of every page under docs/. @param {string[]} [files] */
export async function loadJourneys(files) {
  const pages =
    files && files.length > 0
      ? files.map((f) => path.relative(repoRoot, path.resolve(f)))
      : (await listFiles(path.join(repoRoot, 'docs'), repoRoot)).filter((f) => /\.mdx?$/.test(f));
  /** @type {Journey[]} */
  const journeys = [];
  for (const page of pages) {
    journeys.push(...collectJourneys(page, await fs.readFile(path.join(repoRoot, page), 'utf8')));
  }
  for (const journey of journeys) {
    if (journey.after !== undefined) journey.steps = [...(await earlierSteps(journey)), ...journey.steps];
  }
  return journeys;
}

/**
 * A journey with `after="guide/start/quick-start#quick-start"` continues where that journey of the page in the
 * same language ends: its files and commands come first (its checks run in its own journey).
 * @param {Journey} journey @returns {Promise<Step[]>}
 */
async function earlierSteps(journey) {
  const [route = '', name = ''] = (journey.after ?? '').split('#');
  const lang = journey.page.split('/')[1] ?? 'en';
  const page = `docs/${lang}/${route}.mdx`;
  const source = await fs.readFile(path.join(repoRoot, page), 'utf8').catch(() => undefined);
  const earlier = source === undefined ? undefined : collectJourneys(page, source).find((j) => j.name === name);
  if (!earlier)
    throw new Error(`${journey.page}: journey "${journey.name}" continues from ${journey.after}, not found`);
  return earlier.steps.filter((step) => step.kind === 'file' || step.kind === 'commands');
}

/**
 * One run per journey and TypeScript version; a journey that both languages show with the same steps runs once.
 * @param {Journey[]} journeys @returns {{ journey: Journey, typescript: string, pages: string[] }[]}
 */
export function journeyRuns(journeys) {
  /** @type {Map<string, { journey: Journey, typescript: string, pages: string[] }>} */
  const runs = new Map();
  for (const journey of journeys) {
    const steps = JSON.stringify(journey.steps.map(({ line: _line, ...step }) => stripLines(step)));
    for (const typescript of journey.typescript) {
      const key = `${journey.name}\n${typescript}\n${steps}`;
      const entry = runs.get(key);
      if (entry) entry.pages.push(`${journey.page}:${journey.line}`);
      else runs.set(key, { journey, typescript, pages: [`${journey.page}:${journey.line}`] });
    }
  }
  return [...runs.values()];
}

/** @param {unknown} value @returns {unknown} */
function stripLines(value) {
  if (Array.isArray(value)) return value.map(stripLines);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'line')
        .map(([k, v]) => [k, stripLines(v)]),
    );
  }
  return value;
}

/** A stable folder name for a journey. @param {Journey} journey */
export function journeyId(journey) {
  return `${journey.page
    .replace(/^docs\//, '')
    .replace(/\.mdx?$/, '')
    .replace(/[^\w-]+/g, '_')}--${journey.name}`;
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
 * Packs the project with `npm pack` and installs the tarball into a consumer folder beside it, as a registry
 * install would (the tarball's `package/` becomes `node_modules/<name>`). Every file package.json names must be
 * in the tarball. @param {string} dir @param {string} consumer @returns {Promise<{ errors: string[], log: string }>}
 */
async function packInto(dir, consumer) {
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
 * Type-checks consumer files with the journey's TypeScript, under default strictness (no `skipLibCheck`).
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
 * Runs one journey with one TypeScript version in `<journeys folder>/ts<major>/<id>`, from an empty folder with no
 * project file above it.
 * @param {Journey} journey @param {string} typescript @returns {Promise<JourneyResult>}
 */
export async function runJourney(journey, typescript) {
  const started = Date.now();
  const home = await typescriptHome(typescript);
  const root = path.join(home, journeyId(journey));
  const consumer = `${root}--consumer`;
  await fs.rm(root, { recursive: true, force: true });
  await fs.mkdir(root, { recursive: true });
  await assertSealed(root);
  // The journey's TypeScript comes first on PATH, then the repo's binaries (`rslib`), as in a reader's project.
  const shell = readerShell(root, typescript === '5' ? '' : `PATH="${path.join(home, 'node_modules/.bin')}:$PATH"; `);
  /** @type {string[]} */
  const errors = [];
  let log = `TypeScript ${typescriptVersions[typescript]}\n`;
  let printed = '';
  let packed = false;
  for (const step of journey.steps) {
    const at = `step at line ${step.line}`;
    const before = errors.length;
    const dir = shell.cwd;
    if (step.kind === 'file') {
      await writeStepFile(dir, step);
      log += `# wrote ${step.path}\n`;
    } else if (step.kind === 'commands') {
      printed = '';
      let failed = false;
      for (const command of step.commands) {
        const result = await shell.exec(command);
        log += result.log;
        printed += result.output;
        if (result.error) errors.push(`${at}: ${result.error}`);
        if (result.code !== 0) {
          failed = true;
          break;
        }
      }
      if (failed !== step.fails && errors.length === before) {
        errors.push(`${at}: ${step.fails ? 'expected the commands to fail, but they succeeded' : 'a command failed'}`);
      }
    } else if (step.kind === 'output') {
      if (step.typescript !== undefined && step.typescript !== typescript) continue;
      const missing = step.lines.filter((l) => !logPattern(l).test(printed));
      if (missing.length > 0) {
        errors.push(`${at}: the commands before it did not print ${missing.map((l) => JSON.stringify(l)).join(', ')}`);
      }
    } else if (step.kind === 'tree') {
      const actual = (await listFiles(path.join(dir, step.root), dir).catch(() => /** @type {string[]} */ ([]))).map(
        maskHashes,
      );
      const expected = step.files.map((f) => (f.startsWith(`${step.root}/`) ? f : `${step.root}/${f}`)).sort();
      const missing = expected.filter((f) => !actual.includes(f));
      const extra = actual.filter((f) => !expected.includes(f));
      if (missing.length > 0 || extra.length > 0) {
        errors.push(`${at}: ${step.root} differs: missing [${missing.join(', ')}], unexpected [${extra.join(', ')}]`);
      }
    } else {
      const result = await runChecks(step.checks, { shell, consumer, home, packed, typescript });
      packed = result.packed;
      errors.push(...result.errors);
      log += result.log;
    }
    // Later steps build on this one; after a failure their messages would only repeat it.
    if (errors.length > before) break;
  }
  return { journey, typescript, errors, log, ms: Date.now() - started };
}

/**
 * @param {JourneyCheck[]} checks
 * @param {{ shell: ReturnType<typeof readerShell>, consumer: string, home: string, packed: boolean, typescript: string }} context
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
      errors.push(...(await failedChecks(dir, [check])).map((e) => e.replace(/^output check/, 'check')));
    }
  }
  await flush();
  return { errors, log, packed };
}

/** @param {TypesMode} mode */
const extensionFor = (mode) => (mode === 'node16-esm' ? 'mts' : mode === 'node16-cjs' ? 'cts' : 'tsx');
