// Release versions, for the theme (the config changes page) and the scripts (the version data, the Node.js binary).
import { coerce, compare } from 'semver';

/**
 * scripts/data/option-versions.data.json, written by scripts/derive-option-versions.mjs.
 * @typedef {{ version: string, added: string[], removed: string[] }} ShapeChange
 * @typedef {{ package: string, note: string, versions: string[],
 *   lib: Record<string, { since: string, changes: ShapeChange[] }>, config: Record<string, { since: string }>,
 *   releases: { version: string, lib?: { added: string[], removed: string[] }, config?: { added: string[], removed: string[] },
 *     rsbuild?: { range: string, version: string },
 *     defaults?: { option: string, from: string, to: string }[] }[] }} OptionVersions
 */

/**
 * Orders versions such as `1.0.1`, `v25.9.0`, `25.7` or `1.0.0-beta.1` as semver does (a prerelease before its
 * release); negative when `a` is older. Missing parts count as 0, and text that holds no version as `0.0.0`.
 * @param {string} a @param {string} b
 */
export function compareVersions(a, b) {
  const parse = (/** @type {string} */ v) => coerce(v, { includePrerelease: true }) ?? '0.0.0';
  return compare(parse(a), parse(b));
}
