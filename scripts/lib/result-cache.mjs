// A cache of the passing results of slow checks that build real projects (the docs' examples, the probes of the
// documented defaults), so that a second `npm test` or `npm run check:page` only rebuilds what changed.
// An entry is keyed on everything that can change the result: the project as the page describes it, the content
// of the fixture files it starts from, package-lock.json, the installed Rslib, Node.js and the platform, and the
// code of the runner itself. Only passing results are stored: a failure is always rebuilt, and reported fresh.
// `npm test -- --no-cache` (or TEST_CACHE=off) neither reads nor writes it; the timing targets are measured that way.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

// RESULT_CACHE_DIR puts it elsewhere (the test of the cache itself uses an empty one).
const cacheDir = process.env.RESULT_CACHE_DIR ?? path.join(repoRoot, 'tests/.tmp/cache');

/** Whether results may be read from and written to the cache (off with TEST_CACHE=off or `--no-cache`). */
export const cacheEnabled = process.env.TEST_CACHE !== 'off' && !process.argv.includes('--no-cache');

/** The files whose content is part of every key: the lock file, and the code that runs and judges the builds. */
const sharedFiles = [
  'package-lock.json',
  'scripts/data/reader-registry.json',
  'scripts/lib/blocks.mjs',
  'scripts/lib/journeys.mjs',
  'scripts/lib/examples.mjs',
  'scripts/lib/node-binary.mjs',
  'scripts/lib/projects.mjs',
  'scripts/lib/result-cache.mjs',
  'scripts/lib/sequences.mjs',
  'scripts/lib/starting-points.mjs',
  'theme/lib/block-kinds.mjs',
  'theme/lib/markdown.mjs',
];

/** @type {Map<string, Promise<string>>} */
const fileHashes = new Map();

/**
 * Hash of a file, or of every file below a folder (paths and contents); `missing` when it does not exist.
 * @param {string} target absolute path
 * @returns {Promise<string>}
 */
function hashPath(target) {
  let hash = fileHashes.get(target);
  if (!hash) {
    hash = (async () => {
      const digest = createHash('sha256');
      const stat = await fs.stat(target).catch(() => undefined);
      if (!stat) return 'missing';
      const files = stat.isDirectory()
        ? (await fs.readdir(target, { recursive: true, withFileTypes: true }))
            .filter((e) => e.isFile())
            .map((e) => path.join(e.parentPath, e.name))
            .sort()
        : [target];
      for (const file of files) {
        digest.update(`${path.relative(target, file)}\0`);
        digest.update(await fs.readFile(file));
        digest.update('\0');
      }
      return digest.digest('hex');
    })();
    fileHashes.set(target, hash);
  }
  return hash;
}

/** @type {Promise<Record<string, string>> | undefined} */
let environment;

/** What every result depends on besides its own project. */
function environmentKey() {
  environment ??= (async () => {
    const rslib = JSON.parse(
      await fs.readFile(path.join(repoRoot, 'node_modules/@rslib/core/package.json'), 'utf8').catch(() => '{}'),
    );
    /** @type {Record<string, string>} */
    const key = {
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      rslib: String(rslib.version ?? 'missing'),
      // `npm run check:latest` installs from today's registry instead of the pinned day's.
      registry: process.env.READER_REGISTRY ?? 'pinned',
    };
    for (const file of sharedFiles) key[file] = await hashPath(path.join(repoRoot, file));
    return key;
  })();
  return environment;
}

/**
 * The cache file of a key: `payload` describes the project, `files` lists absolute paths (files or folders)
 * whose content the result also depends on.
 * @param {{ kind: string, files?: string[], [field: string]: unknown }} key
 */
async function entryPath(key) {
  const { files = [], ...payload } = key;
  const contents = await Promise.all(files.map(async (f) => [path.relative(repoRoot, f), await hashPath(f)]));
  const digest = createHash('sha256')
    .update(JSON.stringify({ payload, contents, environment: await environmentKey() }))
    .digest('hex');
  return path.join(cacheDir, key.kind, `${digest}.json`);
}

/**
 * The stored result for a key, or undefined.
 * @param {{ kind: string, files?: string[], [field: string]: unknown }} key
 * @returns {Promise<Record<string, unknown> | undefined>}
 */
export async function cachedResult(key) {
  try {
    return JSON.parse(await fs.readFile(await entryPath(key), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Stores a passing result for a key (written to a temporary file first, so a reader never sees half of it).
 * @param {{ kind: string, files?: string[], [field: string]: unknown }} key @param {Record<string, unknown>} value
 */
export async function storeResult(key, value) {
  const file = await entryPath(key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, JSON.stringify(value));
  await fs.rename(temporary, file);
}
