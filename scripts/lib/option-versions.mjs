// The version data of the config options (scripts/data/option-versions.data.json, written by
// scripts/derive-option-versions.mjs) and how option pages state it.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

/** @typedef {import('../../theme/lib/versions.mjs').OptionVersions} OptionVersions */

export { compareVersions } from '../../theme/lib/versions.mjs';

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
