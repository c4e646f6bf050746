// What the sequences of steps (sequences.mjs: the examples and the journeys) and the starting points
// (starting-points.mjs) share to build a project as a reader would: a reader's shell that runs commands and applies
// installs to package.json, the folder outside the repository where they are made, the TypeScript versions they
// build with, and the checks of what a build wrote.
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
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

/** Each top-level field of a `package.json` block replaces the field of the same name, as a reader who sets it would. */
export async function writeStepFile(/** @type {string} */ dir, /** @type {{ path: string, code: string }} */ file) {
  const target = path.join(dir, file.path);
  await fs.mkdir(path.dirname(target), { recursive: true });
  if (path.basename(file.path) === 'package.json') {
    const current = JSON.parse(await fs.readFile(target, 'utf8').catch(() => '{}'));
    await fs.writeFile(target, `${JSON.stringify({ ...current, ...JSON.parse(file.code) }, null, 2)}\n`);
  } else {
    await fs.writeFile(target, `${file.code}\n`);
  }
}

const installCommand = /^(npm|pnpm|yarn|bun)\s+(add|install|i|remove|uninstall|rm|un)\b(.*)$/;

/**
 * Applies `npm add -D pkg…` or `npm remove pkg…` to package.json as npm would (`^<version>` of the package the
 * repo has installed), without a network install: the journey finds the packages in the shared `node_modules`.
 * @param {string} dir @param {string} command @returns {Promise<string>} what npm would have printed, roughly
 */
async function applyInstall(dir, command) {
  const [, , verb = '', rest = ''] = installCommand.exec(command) ?? [];
  const words = rest.trim().split(/\s+/).filter(Boolean);
  const dev = words.some((w) => ['-D', '--save-dev', '--dev'].includes(w));
  const packages = words.filter((w) => !w.startsWith('-'));
  const file = path.join(dir, 'package.json');
  // Like npm, an install in a folder without package.json creates one.
  const pkg = JSON.parse(await fs.readFile(file, 'utf8').catch(() => '{}'));
  const remove = ['remove', 'uninstall', 'rm', 'un'].includes(verb);
  for (const spec of packages) {
    const name = spec.replace(/(?<=.)@[^/]*$/, '');
    if (remove) {
      for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
        if (pkg[field]) delete pkg[field][name];
      }
      continue;
    }
    const version = await findInstalled(dir, name);
    if (version === undefined) {
      throw new Error(`\`${command}\`: ${name} is not installed in the repo; add it to its devDependencies`);
    }
    const field = dev ? 'devDependencies' : 'dependencies';
    pkg[field] = Object.fromEntries(Object.entries({ ...pkg[field], [name]: `^${version}` }).sort());
  }
  await fs.writeFile(file, `${JSON.stringify(pkg, null, 2)}\n`);
  return `${remove ? 'removed' : 'added'} ${packages.join(', ')}\n`;
}

/** The version of a package that Node.js would find from `dir`, looking in every `node_modules` above it. */
async function findInstalled(/** @type {string} */ dir, /** @type {string} */ name) {
  for (let at = dir; ; at = path.dirname(at)) {
    const file = path.join(at, 'node_modules', name, 'package.json');
    const found = await fs.readFile(file, 'utf8').then(
      (text) => JSON.parse(text).version,
      () => undefined,
    );
    if (found !== undefined || path.dirname(at) === at) return found;
  }
}

/**
 * A reader's shell: commands run one after another in the current folder, and a line `cd <dir>` moves it for the
 * steps that follow. Install commands are applied to package.json (see `applyInstall`); scaffolders cannot run.
 * `prefix` goes before every command (a PATH for the project's TypeScript); `nodeDir`, given to one command, is a
 * folder holding the `node` it needs (node-binary.mjs).
 * @param {string} start @param {string} prefix
 */
export function readerShell(start, prefix) {
  const shell = {
    cwd: start,
    /**
     * @param {string} command @param {{ nodeDir?: string }} [options]
     * @returns {Promise<{ code: number, output: string, log: string, error?: string }>}
     */
    async exec(command, { nodeDir } = {}) {
      if (/^(npm|pnpm|yarn|bun)\s+create\b|^npx\s+create-/.test(command)) {
        const error = `\`${command}\` cannot run in a journey (no scaffolder on this registry); mark the manual route`;
        return { code: 1, output: '', log: `$ ${command}\n`, error };
      }
      const cd = /^cd\s+(\S+)$/.exec(command);
      if (cd) {
        const target = path.resolve(shell.cwd, cd[1] ?? '');
        const exists = await fs.stat(target).then(
          (s) => s.isDirectory(),
          () => false,
        );
        if (exists) shell.cwd = target;
        return exists
          ? { code: 0, output: '', log: `$ ${command}\n` }
          : { code: 1, output: '', log: `$ ${command}\n`, error: `\`${command}\`: no such folder` };
      }
      const install = installCommand.exec(command);
      if (install && (install[3] ?? '').trim() !== '') {
        const output = await applyInstall(shell.cwd, command).catch((/** @type {Error} */ error) => error);
        if (output instanceof Error) return { code: 1, output: '', log: `$ ${command}\n`, error: output.message };
        return {
          code: 0,
          output,
          log: `$ ${command}\n(applied to package.json; packages come from the shared node_modules)\n`,
        };
      }
      if (install) return { code: 0, output: '', log: `$ ${command}\n(nothing to install)\n` };
      const result = await run(prefix + command, shell.cwd, nodeDir);
      return {
        code: result.code,
        output: printedText(result.output),
        log: `$ ${command}\n${result.output}\n`,
      };
    },
  };
  return shell;
}
