import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * How the tests start Rspress's CLI, as `npm run dev` and `npm run build` do: with a 64 MB young generation, where
 * V8's default made the scavenger a quarter of the MDX compile's CPU (MAINTAINERS.md, "The dev server").
 * Usage: `spawn(process.execPath, [...rspressCli, 'build'])`.
 */
export const rspressCli = [
  '--max-semi-space-size=64',
  path.join(repoRoot, 'node_modules/@rspress/core/bin/rspress.js'),
];
