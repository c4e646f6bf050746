// The writers' loop, driven as a writer drives it: `npm run dev` in a project, a page open in Chromium, an edit saved
// to its `.mdx` file and waited for on screen. Shared by the dev-server test (tests/dev/dev-server.test.ts, a step of
// `npm test`) and the benchmark (`npm run bench:dev`).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { repoRoot } from './paths.mjs';

/**
 * The project as a fresh clone has it: `git clone` of this checkout, with the working tree's changes laid over it (its
 * modified and new files that git would track, its deletions), so uncommitted work is what runs, and none of the
 * files git ignores (`doc_build/`, caches, `tests/.tmp/`). Its `node_modules` is a folder of links to the repo's
 * installed packages, less the repo's `.cache`, so the clone starts with no build cache, as after `npm install`.
 * @param {string} dest a folder to replace
 */
export function freshClone(dest) {
  fs.rmSync(dest, { recursive: true, force: true });
  const git = (/** @type {string[]} */ ...args) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  git('clone', '--quiet', '--no-hardlinks', '--depth', '1', `file://${repoRoot}`, dest);
  const changed = git('ls-files', '-z', '--modified', '--others', '--exclude-standard').split('\0');
  for (const file of changed) {
    // Only files: a worktree's `node_modules` may be an untracked link to another checkout's (made again below).
    if (file === '' || !fs.statSync(path.join(repoRoot, file), { throwIfNoEntry: false })?.isFile()) continue;
    fs.mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
    fs.copyFileSync(path.join(repoRoot, file), path.join(dest, file));
  }
  for (const file of git('ls-files', '-z', '--deleted').split('\0')) {
    if (file !== '') fs.rmSync(path.join(dest, file), { force: true });
  }
  const modules = path.join(repoRoot, 'node_modules');
  fs.mkdirSync(path.join(dest, 'node_modules'));
  for (const name of fs.readdirSync(modules)) {
    if (name === '.cache') continue;
    fs.symlinkSync(path.join(modules, name), path.join(dest, 'node_modules', name));
  }
  return dest;
}

/** A port nothing listens on now. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * @typedef {{ origin: string, started: number, log: () => string, errors: () => string[], stop: () => Promise<void> }} DevServer
 * `started`: `performance.now()` when `npm run dev` was spawned; `errors`: the lines Rspress logged as errors.
 */

/**
 * Starts `npm run dev -- --port <port>` in `cwd` and returns once it listens (not once a page answers).
 * @param {{ cwd?: string, port: number, env?: Record<string, string> }} options
 * @returns {Promise<DevServer>}
 */
export async function startDev({ cwd = repoRoot, port, env = {} }) {
  const started = performance.now();
  const child = spawn('npm', ['run', 'dev', '--', '--port', String(port)], {
    cwd,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const log = () => stripVTControlCharacters(output);
  const origin = `http://localhost:${port}`;
  const server = {
    origin,
    started,
    log,
    errors: () =>
      log()
        .split('\n')
        .filter((line) => /^\s*error\b/i.test(line)),
    stop: async () => {
      if (child.exitCode === null && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Gone.
        }
      }
    },
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited with ${child.exitCode}:\n${log()}`);
    if (log().includes(`localhost:${port}`)) return server;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Waits until `url` answers 200, and returns when (`performance.now()`).
 * @param {string} url @param {number} [timeout] ms
 */
export async function firstOk(url, timeout = 120_000) {
  const end = performance.now() + timeout;
  while (performance.now() < end) {
    const status = await fetch(url)
      .then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      })
      .catch(() => 0);
    if (status === 200) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer 200 within ${timeout} ms`);
}

/**
 * Saves `text` as a new last paragraph of a page's source and waits until the open page shows it; returns the time
 * from the save to the text on screen (ms). The caller restores the file.
 * @param {import('@playwright/test').Page} page @param {string} file @param {string} text
 * @param {number} [timeout] ms
 */
export async function editAndSee(page, file, text, timeout = 30_000) {
  const source = fs.readFileSync(file, 'utf8');
  const seen = page.waitForFunction(
    (expected) => [...document.querySelectorAll('.rp-doc p')].some((p) => p.textContent === expected),
    text,
    { polling: 'raf', timeout },
  );
  const saved = performance.now();
  fs.writeFileSync(file, `${source.trimEnd()}\n\n${text}\n`);
  await seen;
  return performance.now() - saved;
}
