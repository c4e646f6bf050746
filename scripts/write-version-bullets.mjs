// Writes the "Version" bullet of every option page and option section from scripts/data/option-versions.data.json:
// on config/lib/* pages under the H1 and under each sub-option that came in a later release than its option, on
// config/rsbuild/* pages under each `## output.target` section that has a Type bullet. Run it after
// scripts/derive-option-versions.mjs; tests/option-versions.test.ts checks the result.
// Usage: node scripts/write-version-bullets.mjs [docs/en/config/lib/format.mdx ...]
import fs from 'node:fs';
import path from 'node:path';
import { optionPath } from './lib/config-reference.mjs';
import { fencedLines } from './lib/markdown.mjs';
import {
  compareVersions,
  headingPaths,
  readOptionVersions,
  subOptionSince,
  versionBullet,
} from './lib/option-versions.mjs';
import { repoRoot } from './lib/paths.mjs';
import { languages } from './lib/routes.mjs';

const data = readOptionVersions();
const isVersion = (/** @type {string} */ line) => /^- \*\*(Version:|版本：)\*\*/.test(line);
const labelOf = (/** @type {string} */ line) => /^- \*\*([^*]+)\*\*/.exec(line)?.[1];

/**
 * Puts a Version bullet into the bullet list that starts at `start`: after Type and Default, before the others
 * (CLI); an existing one is replaced.
 * @param {string[]} lines @param {number} start @param {string} bullet
 */
function setBullet(lines, start, bullet) {
  let end = start;
  while (end < lines.length && (lines[end] ?? '').startsWith('- **')) end++;
  const existing = lines.slice(start, end).findIndex(isVersion);
  if (existing >= 0) {
    lines[start + existing] = bullet;
    return;
  }
  let at = start;
  while (at < end && ['Type:', 'Default:', '类型：', '默认值：'].includes(labelOf(lines[at] ?? '') ?? '')) at++;
  lines.splice(at, 0, bullet);
}

/** The first line of the bullet list under the heading at `index`, if there is one. @param {string[]} lines @param {number} index */
function bulletsStart(lines, index) {
  let i = index + 1;
  while (i < lines.length && (lines[i] ?? '').trim() === '') i++;
  return (lines[i] ?? '').startsWith('- **') ? i : -1;
}

const requested = process.argv.slice(2).map((f) => path.relative(repoRoot, path.resolve(f)));
let changed = 0;
for (const lang of languages) {
  for (const group of ['lib', 'rsbuild']) {
    const dir = path.join(repoRoot, 'docs', lang, 'config', group);
    for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.mdx') && f !== 'index.mdx')) {
      const file = path.join(dir, name);
      if (requested.length > 0 && !requested.includes(path.relative(repoRoot, file))) continue;
      const source = fs.readFileSync(file, 'utf8');
      const lines = source.split('\n');
      const fenced = fencedLines(source);
      for (let i = lines.length - 1; i >= 0; i--) {
        // Walk upwards so that inserted lines do not move the headings still to visit.
        const line = lines[i] ?? '';
        const heading = fenced.has(i + 1) ? null : /^(#{1,4})\s+(.+)$/.exec(line);
        const start = heading ? bulletsStart(lines, i) : -1;
        if (!heading || start < 0 || !/^- \*\*(Type:|类型：)\*\*/.test(lines[start] ?? '')) continue;
        const paths = headingPaths(heading[2] ?? '', optionPath);
        if (paths.length === 0) continue;
        /** @type {(string | undefined)[]} */
        let versions;
        if (group === 'rsbuild') versions = paths.map((p) => data.config[p.join('.')]?.since);
        else if (heading[1] === '#') versions = paths.map((p) => data.lib[p[0] ?? '']?.since);
        else versions = paths.map((p) => subOptionSince(data, p));
        const known = versions.filter((v) => v !== undefined);
        if (known.length === 0) continue;
        // Two options in one section: the later of their releases.
        const since = known.sort(compareVersions).at(-1) ?? '';
        setBullet(lines, start, versionBullet(lang, since));
      }
      const next = lines.join('\n');
      if (next !== source) {
        fs.writeFileSync(file, next);
        changed++;
        console.log(`updated ${path.relative(repoRoot, file)}`);
      }
    }
  }
}
console.log(`${changed} page(s) updated`);
