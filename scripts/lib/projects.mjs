// What the sequences of steps (sequences.mjs: the examples and the journeys) and the starting points
// (starting-points.mjs) share to build a project as a reader would: a reader's shell that runs commands and applies
// installs to package.json, the folder outside the repository where they are made, the TypeScript versions they
// build with, and the checks of what a build wrote.
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { repoRoot } from './paths.mjs';

/** @typedef {import('./blocks.mjs').OutputCheck} OutputCheck */

const binDir = path.join(repoRoot, 'node_modules/.bin');
const execFileAsync = promisify(execFile);
/**
 * Where the journeys run: outside the repository, so that above a journey's "empty folder" there is no package.json,
 * tsconfig.json or other project file of the repo for Node.js, TypeScript or Rslib to find. Its `node_modules` is a
 * link to the repo's: the packages a reader would have installed. One folder per clone.
 */
export const journeysDir = path.join(
  os.tmpdir(),
  `rslib-docs-journeys-${createHash('sha256').update(repoRoot).digest('hex').slice(0, 12)}`,
);

/** Files that would make a folder above a journey part of another project. */
const projectFiles = [
  'package.json',
  'tsconfig.json',
  'jsconfig.json',
  '.npmrc',
  'rslib.config.ts',
  'rslib.config.mjs',
];

/** @type {Promise<void> | undefined} */
let sealing;

/**
 * Makes the journeys' folder, with its link to the repo's `node_modules`, once per process. Journeys start
 * concurrently, and another process may make the same link: one that already points at the repo is kept.
 */
function sealedRoot() {
  sealing ??= (async () => {
    await fs.mkdir(journeysDir, { recursive: true });
    const link = path.join(journeysDir, 'node_modules');
    const target = path.join(repoRoot, 'node_modules');
    const current = () => fs.readlink(link).catch(() => null);
    if ((await current()) === target) return;
    await fs.rm(link, { recursive: true, force: true });
    await fs.symlink(target, link, 'dir').catch(async (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code !== 'EEXIST' || (await current()) !== target) throw error;
    });
  })();
  sealing.catch(() => {
    sealing = undefined;
  });
  return sealing;
}

/** Throws when a folder above `dir` holds a project file: the journey would not start from an empty folder. @param {string} dir */
export async function assertSealed(dir) {
  for (let at = path.dirname(dir); ; at = path.dirname(at)) {
    for (const name of projectFiles) {
      const file = path.join(at, name);
      if (
        await fs.stat(file).then(
          () => true,
          () => false,
        )
      ) {
        throw new Error(`${file} lies above the journey folder ${dir}: a journey must start from an empty folder`);
      }
    }
    if (path.dirname(at) === at) return;
  }
}

/**
 * The TypeScript versions a journey runs with, by major. `7` is what `npm install typescript` gives a newcomer
 * today; it is installed once into the journeys' folder, `ts7/` (never into the repo, whose `tsc` stays 5.x for
 * `npm run lint`). `5` is the repo's own TypeScript from `package-lock.json`, found by the journeys through the
 * ordinary lookup of `node_modules` folders.
 */
/** @type {Record<string, string>} */
export const typescriptVersions = { 7: '7.0.2', 5: '5.9.3' };

/** @type {Map<string, Promise<string>>} */
const installs = new Map();

/**
 * The folder that holds the journeys of one TypeScript major, with that TypeScript installed above them.
 * TypeScript 7 is installed from the npm registry at the pinned version, once; TypeScript 5 is the repo's.
 * @param {string} major @returns {Promise<string>}
 */
export function typescriptHome(major) {
  let pending = installs.get(major);
  if (!pending) {
    pending = (async () => {
      const version = typescriptVersions[major];
      const home = path.join(journeysDir, `ts${major}`);
      await sealedRoot();
      await fs.mkdir(home, { recursive: true });
      const own = major !== '5';
      // Examples, defaults and journeys may ask from several processes at once (`npm run check:page`).
      if (own) {
        await exclusively(`${home}.lock`, async () => {
          if ((await installedVersion(home)) === version) return;
          await fs.writeFile(
            path.join(home, 'package.json'),
            `${JSON.stringify({ private: true, dependencies: { typescript: version } }, null, 2)}\n`,
          );
          await execFileAsync(
            'npm',
            ['install', '--no-audit', '--no-fund', '--no-package-lock', '--ignore-scripts', '--loglevel=error'],
            { cwd: home },
          );
          // Above every journey of this version: no project file may stay there.
          await fs.rm(path.join(home, 'package.json'));
        });
      }
      const found = await installedVersion(own ? home : repoRoot);
      if (found !== version) throw new Error(`TypeScript ${version} expected for the journeys, found ${found}`);
      return home;
    })();
    pending.catch(() => installs.delete(major));
    installs.set(major, pending);
  }
  return pending;
}

/**
 * Runs `task` while holding a lock folder, which one process at a time can create; a lock older than five minutes
 * is left from a killed run and is taken over.
 * @param {string} lock @param {() => Promise<void>} task
 */
export async function exclusively(lock, task) {
  for (;;) {
    try {
      await fs.mkdir(lock);
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const since = await fs.stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > 300_000) await fs.rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    await task();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}

/** @param {string} dir */
async function installedVersion(dir) {
  try {
    return JSON.parse(await fs.readFile(path.join(dir, 'node_modules/typescript/package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/** Lists every file below `dir`, relative to `from`, with `/` separators. @param {string} dir @param {string} from */
export async function listFiles(dir, from) {
  /** @type {string[]} */
  const out = [];
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (entry.isFile()) {
      out.push(path.relative(from, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    }
  }
  return out.sort();
}

/**
 * The command with every `npx <tool>` whose tool is installed in `node_modules/.bin` replaced by the tool itself.
 * `npx` would find that same binary first on PATH (see {@link run}); calling it directly saves starting npm,
 * about half a second of CPU per command. Logs keep the command as the page shows it.
 * @param {string} command
 */
export function localCommand(command) {
  return command.replace(/(^|[\s;&|()])npx\s+(?=([\w@][\w.@/-]*))/g, (match, before, tool) =>
    existsSync(path.join(binDir, tool)) ? before : match,
  );
}

/**
 * Runs a shell command with the repo's binaries on PATH, then `nodeDir` (a folder holding the `node` to use).
 * `firstBin`, when given, comes before them all: the `tsc` of the TypeScript the project uses.
 * @param {string} command @param {string} cwd @param {string} [nodeDir] @param {string} [firstBin]
 * @returns {Promise<{ code: number, output: string }>}
 */
export function run(command, cwd, nodeDir, firstBin) {
  return new Promise((resolve) => {
    // A reader's shell has no NODE_ENV; Vitest sets it to `test`, which changes Rsbuild's defaults (source maps).
    const { NODE_ENV: _nodeEnv, ...env } = process.env;
    const child = spawn('sh', ['-c', localCommand(command)], {
      cwd,
      env: {
        ...env,
        PATH: [firstBin, binDir, nodeDir, process.env.PATH ?? ''].filter((p) => p !== undefined).join(path.delimiter),
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, output });
    });
  });
}

/**
 * The text a command printed, as a check compares it. Compilers such as tsc colour their messages even with NO_COLOR,
 * so the colours go. rsbuild-plugin-dts relays tsgo's output one chunk at a time and puts `[tsgo] ` before every line
 * of a chunk, so a line that reached it in two chunks is printed as two lines (`error TS2307: ` then
 * `[tsgo] Cannot find module …`, seen once in CI). The tsgo lines, joined again without their prefixes, follow the
 * plain text, so a message is found whole wherever the chunks ended.
 * @param {string} output
 */
export function printedText(output) {
  const plain = stripVTControlCharacters(output);
  const tsgo = plain
    .split('\n')
    .filter((line) => line.startsWith('[tsgo] '))
    .map((line) => line.slice('[tsgo] '.length))
    .join('');
  return tsgo === '' ? plain : `${plain}\n${tsgo}`;
}

/**
 * Replaces content hashes in a file name with `[hash]`, as the docs write them: `index.8f9d7201e7.js` →
 * `index.[hash].js`, also before a double extension (`index.[hash].js.LICENSE.txt`, `index.[hash].js.map`).
 * @param {string} file
 */
export function maskHashes(file) {
  return file.replace(/\.[0-9a-f]{8,}(?=(\.[A-Za-z]+)+$)/, '.[hash]');
}

/**
 * The output checks of an example that do not hold in its project folder, one message each.
 * @param {string} dir @param {OutputCheck[]} checks @returns {Promise<string[]>}
 */
export async function failedChecks(dir, checks) {
  if (checks.length === 0) return [];
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  const all = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((f) => !f.startsWith('node_modules/'));
  /** @type {string[]} */
  const errors = [];
  for (const check of checks) {
    const wanted = check.path.replace(/^\.\//, '').replace(/\/$/, '');
    const files = all.filter((f) => f === wanted || maskHashes(f) === wanted);
    const inFolder = all.filter((f) => f.startsWith(`${wanted}/`));
    const at = `output check at line ${check.line}`;
    if (check.kind === 'exists' && files.length + inFolder.length === 0) errors.push(`${at}: ${wanted} does not exist`);
    if (check.kind === 'absent' && files.length + inFolder.length > 0) {
      errors.push(`${at}: ${wanted} exists (${[...files, ...inFolder].join(', ')})`);
    }
    if (check.kind === 'contains' || check.kind === 'lacks') {
      const [file] = files;
      if (file === undefined || files.length > 1) {
        errors.push(`${at}: ${wanted} names ${files.length} files, not one`);
        continue;
      }
      const has = (await fs.readFile(path.join(dir, file), 'utf8')).includes(check.text ?? '');
      if (check.kind === 'contains' && !has)
        errors.push(`${at}: ${file} does not contain ${JSON.stringify(check.text)}`);
      if (check.kind === 'lacks' && has) errors.push(`${at}: ${file} contains ${JSON.stringify(check.text)}`);
    }
  }
  return errors;
}

/**
 * Writes a file block as a reader who copies it does: the whole file is replaced, `package.json` included. A block
 * that the page visibly labels as fields to add (meta `fragment`, shown as "excerpt") is merged instead: each
 * top-level field it holds replaces the field of that name, the others stay.
 * @param {string} dir @param {{ path: string, code: string, merge?: boolean }} file
 */
export async function writeStepFile(dir, file) {
  const target = path.join(dir, file.path);
  await fs.mkdir(path.dirname(target), { recursive: true });
  if (file.merge && path.basename(file.path) === 'package.json') {
    const current = JSON.parse(await fs.readFile(target, 'utf8').catch(() => '{}'));
    await fs.writeFile(target, `${JSON.stringify({ ...current, ...JSON.parse(file.code) }, null, 2)}\n`);
  } else {
    await fs.writeFile(target, `${file.code}\n`);
  }
}

/**
 * Where the pages' projects are made: outside the repository, in a folder with no `node_modules` above it, so a
 * project finds only the packages its page installed (the journeys' folder above links the repo's packages for
 * the checks that need them: consumers, explorers). One folder per clone.
 */
export const readerDir = path.join(
  os.tmpdir(),
  `rslib-docs-reader-${createHash('sha256').update(repoRoot).digest('hex').slice(0, 12)}`,
);

/** The folder under which the projects of one TypeScript major are made (nothing is installed there). @param {string} major */
export async function readerHome(major) {
  const home = path.join(readerDir, `ts${major}`);
  await fs.mkdir(home, { recursive: true });
  await assertSealed(home);
  for (let at = home; path.dirname(at) !== at; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'node_modules'))) {
      throw new Error(`${at}/node_modules lies above the readers' projects: they must find only what they install`);
    }
  }
  return home;
}

/**
 * The registry as readers saw it on the day the site was last checked: every install of a page resolves versions
 * published before that date (npm's `before`), so the tests are repeatable. `READER_REGISTRY=latest` (used by
 * `npm run check:latest`) installs what a reader gets today.
 */
export const registryDay = JSON.parse(readFileSync(path.join(repoRoot, 'scripts/data/reader-registry.json'), 'utf8'));

/** The npm settings of every command a page runs. */
export function npmEnv() {
  /** @type {Record<string, string>} */
  const env = {
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    npm_config_prefer_offline: 'true',
  };
  if (process.env.READER_REGISTRY !== 'latest') env.npm_config_before = registryDay.before;
  return env;
}

/**
 * What every command of a reader's shell starts with: `npx <tool>` runs the project's own binary when one is
 * installed, as npx would find it first (this saves starting npm, about half a second of CPU per command).
 */
const shellPrelude = `npx() {
  case "$1" in -*|'') command npx "$@"; return;; esac
  __d=$PWD
  while :; do
    if [ -x "$__d/node_modules/.bin/$1" ]; then __b="$__d/node_modules/.bin/$1"; shift; "$__b" "$@"; return; fi
    [ "$__d" = / ] && break
    __d=$(dirname "$__d")
  done
  command npx "$@"
}`;

/** @param {string} text */
const quote = (text) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * Runs one command in bash with the shell's state (folder and exported variables) and saves the state it leaves.
 * `until`: a command that runs until it is stopped (`rslib build --watch`, a dev server) is stopped as a reader
 * stops it, with Ctrl+C, once it printed that text; it then counts as a success.
 * @param {string} command @param {{ cwd: string, stateFile: string, nodeDir?: string, until?: string }} state
 * @returns {Promise<{ code: number, output: string, cwd: string }>}
 */
function runInShell(command, { cwd, stateFile, nodeDir, until }) {
  const cwdFile = `${stateFile}.cwd`;
  const script = [
    shellPrelude,
    `[ -f ${quote(stateFile)} ] && . ${quote(stateFile)}`,
    nodeDir ? `PATH=${quote(nodeDir)}:$PATH` : '',
    `cd ${quote(cwd)} || exit 1`,
    command,
    '__status=$?',
    // READER_PROFILE=<file>: one line per command, the CPU its processes used (clock ticks), its folder and itself.
    process.env.READER_PROFILE
      ? `{ read -r __st < /proc/$$/stat; set -- \${__st##*) }; printf '%s\\t%s\\t%s\\n' "$(( \${14} + \${15} ))" ${quote(cwd)} ${quote(command.replaceAll('\n', ' '))}; } >> ${quote(process.env.READER_PROFILE)}`
      : '',
    `pwd > ${quote(cwdFile)}`,
    `export -p | grep -v -E '^declare -x (PWD|OLDPWD|SHLVL|_)=' > ${quote(stateFile)}`,
    'exit $__status',
  ].join('\n');
  return new Promise((resolve) => {
    // A reader's shell has no NODE_ENV; Vitest sets it to `test`, which changes Rsbuild's defaults (source maps).
    const { NODE_ENV: _nodeEnv, INIT_CWD: _init, ...env } = process.env;
    for (const key of Object.keys(env)) if (key.startsWith('npm_')) delete env[key];
    // npm scripts put the repository's `node_modules/.bin` on PATH: a reader's terminal has none of it.
    env.PATH = (env.PATH ?? '')
      .split(path.delimiter)
      .filter((dir) => !dir.includes(`node_modules${path.sep}.bin`) && !dir.startsWith(repoRoot))
      .join(path.delimiter);
    rmSync(cwdFile, { force: true });
    const child = spawn('bash', ['-c', script], {
      cwd,
      env: { ...env, ...npmEnv(), NO_COLOR: '1', FORCE_COLOR: '0' },
      // Its own process group, so that a stop reaches every process it started, as Ctrl+C does in a terminal.
      detached: true,
    });
    let output = '';
    let stopped = false;
    /** @param {NodeJS.Signals} signal */
    const stop = (signal) => {
      try {
        process.kill(-(child.pid ?? 0), signal);
      } catch {}
    };
    /** @param {Buffer} d */
    const take = (d) => {
      output += d;
      if (until !== undefined && !stopped && stripVTControlCharacters(output).includes(until)) {
        stopped = true;
        stop('SIGINT');
        setTimeout(() => stop('SIGKILL'), 5_000).unref();
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const timer = setTimeout(() => stop('SIGKILL'), 300_000);
    child.on('close', async (code) => {
      clearTimeout(timer);
      const after = (await fs.readFile(cwdFile, 'utf8').catch(() => cwd)).trim() || cwd;
      resolve({ code: stopped ? 0 : (code ?? 1), output, cwd: after });
    });
  });
}

const installCommand = /^npm\s+(add|install|i|remove|uninstall|rm|un|ci)\b(.*)$/;

/** Where the results of installs are kept, by what they were made from (see {@link cachedInstall}). */
const installStore = path.join(os.tmpdir(), 'rslib-docs-installs');

/**
 * Runs an npm install command for real, or copies its result when the same command already ran on the same
 * `package.json` and lockfile with the same registry: the `package.json`, the lockfile and `node_modules` it left
 * (hard links, so a copy costs no disk). npm prunes and resolves exactly as it did then. Commands that read local
 * files (a tarball, a folder, `file:` or workspaces) always run.
 * @param {string} command @param {{ cwd: string, stateFile: string, nodeDir?: string }} state
 */
async function cachedInstall(command, state) {
  const read = (/** @type {string} */ name) => fs.readFile(path.join(state.cwd, name), 'utf8').catch(() => '');
  const [pkg, lock] = await Promise.all([read('package.json'), read('package-lock.json')]);
  const local = /(^|\s)(\.|\/|~)|\.tgz\b|file:|link:|"workspaces"/.test(`${command} ${pkg}`);
  const above = await fs.stat(path.join(path.dirname(state.cwd), 'package.json')).then(
    () => true,
    () => false,
  );
  if (local || above) return runInShell(command, state);
  const key = createHash('sha256')
    .update([command, pkg, lock, JSON.stringify(npmEnv()), process.version].join('\0'))
    .digest('hex')
    .slice(0, 24);
  const entry = path.join(installStore, key);
  const own = (/** @type {string} */ name) => path.join(state.cwd, name);
  const replay = async () => {
    if (!existsSync(path.join(entry, 'output.txt'))) return undefined;
    for (const name of ['package.json', 'package-lock.json']) {
      await fs.rm(own(name), { force: true });
      if (existsSync(path.join(entry, name))) await fs.copyFile(path.join(entry, name), own(name));
    }
    await fs.rm(own('node_modules'), { recursive: true, force: true });
    if (existsSync(path.join(entry, 'node_modules'))) {
      await execFileAsync('cp', ['-al', path.join(entry, 'node_modules'), own('node_modules')]);
    }
    return { code: 0, output: await fs.readFile(path.join(entry, 'output.txt'), 'utf8'), cwd: state.cwd };
  };
  const stored = await replay();
  if (stored) return stored;
  // The same install may be running for another page (or another test file): wait for it and copy its result,
  // instead of asking the registry twice.
  await fs.mkdir(installStore, { recursive: true });
  /** @type {{ code: number, output: string, cwd: string } | undefined} */
  let result;
  await exclusively(`${entry}.lock`, async () => {
    result = await replay();
    if (result) return;
    // npm rewrites its hidden lockfile in place: never through a link into the store.
    const hidden = own('node_modules/.package-lock.json');
    if (existsSync(hidden)) {
      await fs.copyFile(hidden, `${hidden}.copy`);
      await fs.rename(`${hidden}.copy`, hidden);
    }
    result = await runInShell(command, state);
    if (result.code === 0 && result.cwd === state.cwd) {
      const temp = `${entry}.${process.pid}.${Date.now()}`;
      await fs.mkdir(temp, { recursive: true });
      for (const name of ['package.json', 'package-lock.json']) {
        if (existsSync(own(name))) await fs.copyFile(own(name), path.join(temp, name));
      }
      if (existsSync(own('node_modules'))) {
        await execFileAsync('cp', ['-al', own('node_modules'), path.join(temp, 'node_modules')]);
      }
      await fs.writeFile(path.join(temp, 'output.txt'), result.output);
      await fs.rename(temp, entry).catch(() => fs.rm(temp, { recursive: true, force: true }));
    }
  });
  return /** @type {{ code: number, output: string, cwd: string }} */ (result);
}

/**
 * Copies a project as a reader's folder: files are copied, `node_modules` is hard-linked (npm replaces what it
 * changes there; it never writes into an installed file). @param {string} from @param {string} to
 */
export async function copyProject(from, to) {
  await fs.mkdir(to, { recursive: true });
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.name === 'node_modules' && entry.isDirectory()) {
      await fs.rm(target, { recursive: true, force: true });
      await execFileAsync('cp', ['-al', source, target]);
    } else await fs.cp(source, target, { recursive: true, verbatimSymlinks: true });
  }
}

let shells = 0;

/**
 * A reader's shell: one bash session for a whole page, as a reader who pastes every command into one terminal has.
 * Each command line runs in bash from the folder the previous one left (`cd app && npx rsbuild build` moves it) with
 * the variables it exported. npm installs run for real in the project (see {@link cachedInstall}), so npm prunes
 * what `package.json` no longer lists, and nothing resolves that the page never installed. `typescript: '5'` is the
 * reader of a page's TypeScript 5 variant, whose installs of `typescript` take `typescript@5`.
 * @param {string} start @param {{ typescript?: string }} [options]
 */
export function readerShell(start, { typescript = '7' } = {}) {
  const stateFile = path.join(os.tmpdir(), `rslib-docs-shell-${process.pid}-${++shells}`);
  const shell = {
    cwd: start,
    /**
     * @param {string} command @param {{ nodeDir?: string, until?: string }} [options]
     * @returns {Promise<{ code: number, output: string, log: string, error?: string }>}
     */
    async exec(command, { nodeDir, until } = {}) {
      if (/^(npm|pnpm|yarn|bun)\s+create\b|^npx\s+create-/.test(command)) {
        const error = `\`${command}\` cannot run here (no scaffolder on this registry); mark the manual route`;
        return { code: 1, output: '', log: `$ ${command}\n`, error };
      }
      if (/^(pnpm|yarn|bun)\s/.test(command)) {
        const error = `\`${command}\`: the tests follow the npm route; show other package managers as an alternative`;
        return { code: 1, output: '', log: `$ ${command}\n`, error };
      }
      let line = command;
      if (typescript === '5') line = line.replace(/(?<=^npm\s.*\s)typescript(?=\s|$)/, 'typescript@5');
      const state = { cwd: shell.cwd, stateFile, nodeDir, until };
      const result = installCommand.test(line) ? await cachedInstall(line, state) : await runInShell(line, state);
      shell.cwd = result.cwd;
      const plain = printedText(result.output);
      return { code: result.code, output: plain, log: `$ ${command}\n${result.output}\n` };
    },
  };
  return shell;
}
