// When the page files last changed in git: the pages' "last updated" dates and the translations older than their
// English page. Plain JavaScript with JSDoc, so that scripts/check-translations.mjs imports it without a build.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { defaultLang, sourceIn } from '../site-model.mjs';

const git = promisify(execFile);

const read = /** @type {Map<string, Promise<Map<string, number>>>} */ (new Map());

/** When each file under `dir` last changed in git (ms, by absolute path; empty outside a checkout): one `git log` per
 * folder and process, run asynchronously so that Rspress reads the pages meanwhile. @param {string} dir */
export function lastCommitTimes(dir) {
  const times = read.get(path.resolve(dir)) ?? gitTimes(dir);
  read.set(path.resolve(dir), times);
  return times;
}

/** @param {string} dir */
async function gitTimes(dir) {
  const found = /** @type {Map<string, number>} */ (new Map());
  try {
    const options = { cwd: dir, encoding: /** @type {const} */ ('utf8'), maxBuffer: 64 * 1024 * 1024 };
    const top = (await git('git', ['rev-parse', '--show-toplevel'], options)).stdout.trim();
    // Newest commit first: the first time a file is seen is its last change.
    // A merge that changed a file beyond both of its parents (a resolved or combined edit) is a change too, as `git log`
    // of that file says.
    const args = ['log', '--format=%x00%at', '--name-only', '--no-renames', '--diff-merges=dense-combined', '--', '.'];
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

/** A translated page whose default-language twin changed in a later commit, with both times (else undefined: in
 * step, a default-language page, unknown to git). @param {Map<string, number>} times @param {string} docsRoot
 * @param {string} file absolute path */
export function staleTranslation(times, docsRoot, file) {
  const source = path.relative(docsRoot, file).split(path.sep).join('/');
  if (source.startsWith(`${defaultLang}/`)) return undefined;
  const twin = path.resolve(docsRoot, sourceIn(source, defaultLang) ?? '');
  const [time, twinTime] = [times.get(path.resolve(file)), times.get(twin)];
  return time && twinTime && twinTime > time ? { twin, time, twinTime } : undefined;
}
