// Which releases the site's pages were checked with: the versions that package-lock.json installs of @rslib/core and
// of the packages it builds with. scripts/write-checked-with.mjs writes them to theme/checked-with.data.json, which the
// upgrade page shows (theme/checked-with.ts) and the config changes page reads; tests/unit/checked-with.test.ts fails
// when that file is not what the lock gives.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

export const checkedWithFile = path.join(repoRoot, 'theme/checked-with.data.json');

/** The packages named, each as the copy that `@rslib/core` itself resolves (not a nested copy of another package). */
const packages = ['@rslib/core', '@rsbuild/core', '@rspack/core', 'rsbuild-plugin-dts'];

/** The data module's text for a package-lock.json. @param {string} lockText */
export function checkedWithText(lockText) {
  const lock = JSON.parse(lockText);
  /** @type {Record<string, string>} */
  const versions = {};
  for (const name of packages) {
    const entry = lock.packages?.[`node_modules/${name}`];
    if (!entry?.version) throw new Error(`package-lock.json has no node_modules/${name}`);
    versions[name] = entry.version;
  }
  const data = { note: 'Written by scripts/write-checked-with.mjs from package-lock.json.', packages: versions };
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** The text the data module should hold now. */
export const expectedCheckedWith = () =>
  checkedWithText(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
