// The version data of the config options (scripts/data/option-versions.data.json, written by
// scripts/derive-option-versions.mjs) and how option pages state it.
import fs from 'node:fs';
import path from 'node:path';
import { compareVersions } from '../../theme/lib/versions.mjs';
import { repoRoot } from './paths.mjs';

/** @typedef {import('../../theme/lib/versions.mjs').OptionVersions} OptionVersions */

export { compareVersions };

export const optionVersionsFile = path.join(repoRoot, 'scripts/data/option-versions.data.json');

/** @returns {OptionVersions} */
export function readOptionVersions() {
  return JSON.parse(fs.readFileSync(optionVersionsFile, 'utf8'));
}

/** The Version bullet of an option page, in a language. @param {string} lang @param {string} version */
export function versionBullet(lang, version) {
  return lang === 'zh' ? `- **版本：** \`>= ${version}\`` : `- **Version:** \`>= ${version}\``;
}

/**
 * The release from which a sub-option of a lib option exists, when it came after the option itself: the last
 * release that added it (`dts.bundle` → facet `.bundle`, `dts.bundle.bundledPackages` → `.bundle: .bundledPackages`).
 * @param {OptionVersions} data @param {string[]} optionPath e.g. `['dts', 'bundle']`
 * @returns {string | undefined}
 */
export function subOptionSince(data, optionPath) {
  const [key = '', ...rest] = optionPath;
  if (rest.length === 0 || rest.length > 2) return undefined;
  const facet = rest.map((part) => `.${/^[A-Za-z_$][\w$]*$/.test(part) ? part : `'${part}'`}`).join(': ');
  const added = (data.lib[key]?.changes ?? []).filter((c) => c.added.includes(facet));
  return added.at(-1)?.version;
}

/**
 * The option paths of a heading, also of one that names two options (`source.include and source.exclude`, Chinese
 * `与`), given a parser of single paths.
 * @param {string} heading @param {(text: string) => string[] | undefined} optionPath @returns {string[][]}
 */
export function headingPaths(heading, optionPath) {
  const text = heading.replace(/\s*\{#[\w-]+\}\s*$/, '');
  const paths = text.split(/\s+(?:and|与|和)\s+/).map((part) => optionPath(part));
  return paths.every((p) => p !== undefined) ? /** @type {string[][]} */ (paths) : [];
}

/**
 * The history of one key across the releases, oldest first: the release from which it exists up to the latest, and
 * the shape changes after it (between each release whose type of the key is known and the previous such release).
 *
 * A release without the key ends that history, with one exception for config keys, which come from Rsbuild: a
 * release that pins an older patch of the same Rsbuild minor line as the releases on both sides of it (0.13.2 pins
 * `@rsbuild/core` 1.5.4, while 0.12.3 and 0.13.3 get 1.5.17 from `~1.5.0` and `~1.5.7`) lacks a key that Rsbuild
 * added in a later patch of that line, but Rsbuild never removed it. Such a gap does not move the key's start after
 * it. A gap across Rsbuild minor lines does: those releases were made for an Rsbuild without the key.
 * @template {{ version: string, rsbuildVersion?: string }} R
 * @param {R[]} reads @param {(entry: R) => boolean} present @param {(entry: R) => string[] | null} facetsAt
 * @param {{ rsbuildGaps?: boolean }} [options]
 */
export function keyHistory(reads, present, facetsAt, options = {}) {
  const minorLine = (/** @type {string | undefined} */ v) => (v ?? '').split(/[.-]/).slice(0, 2).join('.');
  let start = reads.length - 1;
  for (;;) {
    if (start > 0 && present(/** @type {R} */ (reads[start - 1]))) {
      start--;
      continue;
    }
    if (!options.rsbuildGaps) break;
    // A gap of releases without the key right before `start`, and a release with it before the gap.
    let before = start - 1;
    while (before >= 0 && !present(/** @type {R} */ (reads[before]))) before--;
    if (before < 0) break;
    const line = minorLine(reads[start]?.rsbuildVersion);
    const pinnedBack = reads
      .slice(before + 1, start)
      .every(
        (gap) =>
          minorLine(gap.rsbuildVersion) === line &&
          minorLine(reads[before]?.rsbuildVersion) === line &&
          compareVersions(gap.rsbuildVersion ?? '', reads[before]?.rsbuildVersion ?? '') < 0 &&
          compareVersions(gap.rsbuildVersion ?? '', reads[start]?.rsbuildVersion ?? '') < 0,
      );
    if (!pinnedBack) break;
    start = before;
  }
  /** @type {{ version: string, added: string[], removed: string[] }[]} */
  const changes = [];
  /** @type {Set<string> | undefined} */
  let seen;
  for (const entry of reads.slice(start)) {
    const facets = facetsAt(entry);
    if (!facets) continue;
    const after = new Set(facets);
    const added = [...after].filter((f) => seen && !seen.has(f));
    const removed = [...(seen ?? [])].filter((f) => !after.has(f));
    if (added.length || removed.length) changes.push({ version: entry.version, added, removed });
    seen = after;
  }
  return { since: reads[start]?.version ?? '', changes };
}
