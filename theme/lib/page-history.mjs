// When the page files last changed in git: the pages' "last updated" dates and the translations older than their
// English page. Plain JavaScript with JSDoc, so that scripts/check-translations.mjs imports it without a build.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { defaultLang, sourceIn } from '../site-model.mjs';

const git = promisify(execFile);

/** @type {Map<string, Promise<Map<string, number>>>} */
const read = new Map();

/**
 * When each file under `dir` last changed in git, in ms, by absolute path; empty outside a git checkout. One
 * `git log` per folder and process, newest commit first (the first time a file is seen is its last change), run
 * asynchronously so that Rspress reads the pages meanwhile. @param {string} dir @returns {Promise<Map<string, number>>}
 */
export function lastCommitTimes(dir) {
  const times = read.get(path.resolve(dir)) ?? gitTimes(dir);
  read.set(path.resolve(dir), times);
  return times;
}

/** @param {string} dir */
async function gitTimes(dir) {
  /** @type {Map<string, number>} */
  const found = new Map();
  try {
    const options = { cwd: dir, encoding: /** @type {const} */ ('utf8'), maxBuffer: 64 * 1024 * 1024 };
    const top = (await git('git', ['rev-parse', '--show-toplevel'], options)).stdout.trim();
    const args = ['log', '--format=%x00%at', '--name-only', '--no-renames', '--', '.'];
    let time = 0;
    for (const line of (await git('git', args, options)).stdout.split('\n')) {
      if (line.startsWith('\0')) time = 1000 * Number(line.slice(1));
      else if (line.trim() && !found.has(path.join(top, line))) found.set(path.join(top, line), time);
    }
  } catch {
    // Not a git checkout (a tarball, say): no page shows a date.
  }
  return found;
}

/**
 * A translated page whose twin in the default language changed in a later commit, with both times; undefined when
 * in step (one commit changing both), for a page of the default language, and when git does not know either file.
 * @param {Map<string, number>} times from `lastCommitTimes` @param {string} docsRoot @param {string} file absolute path
 */
export function staleTranslation(times, docsRoot, file) {
  const source = path.relative(docsRoot, file).split(path.sep).join('/');
  if (source.startsWith(`${defaultLang}/`)) return undefined;
  const twin = path.resolve(docsRoot, sourceIn(source, defaultLang) ?? '');
  const [time, twinTime] = [times.get(path.resolve(file)), times.get(twin)];
  return time && twinTime && twinTime > time ? { twin, time, twinTime } : undefined;
}
