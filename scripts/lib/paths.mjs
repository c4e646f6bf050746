import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A file of the repository (a path relative to its root), or undefined when it cannot be read. @param {string} file */
export function readRepoFile(file) {
  try {
    return fs.readFileSync(path.join(repoRoot, file), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * How the tests start Rspress's CLI, as `npm run dev` and `npm run build` do: with a 64 MB young generation, where
 * V8's default made the scavenger a quarter of the MDX compile's CPU (MAINTAINERS.md, "The dev server").
 * Usage: `spawn(process.execPath, [...rspressCli, 'build'])`.
 */
export const rspressCli = [
  '--max-semi-space-size=64',
  path.join(repoRoot, 'node_modules/@rspress/core/bin/rspress.js'),
];
