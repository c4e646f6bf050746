// Release versions, for the theme (the config changes page) and the scripts (the version data, the Node.js binary).

/**
 * scripts/data/option-versions.data.json, written by scripts/derive-option-versions.mjs.
 * @typedef {{ version: string, added: string[], removed: string[] }} ShapeChange
 * @typedef {{ package: string, note: string, versions: string[],
 *   lib: Record<string, { since: string, changes: ShapeChange[] }>, config: Record<string, { since: string }>,
 *   releases: { version: string, lib?: { added: string[], removed: string[] }, config?: { added: string[], removed: string[] },
 *     rsbuild?: { range: string, version: string },
 *     defaults?: { option: string, from: string, to: string }[] }[] }} OptionVersions
 */

/** Orders versions such as `1.0.1`, `v25.9.0` or `25.7`; negative when `a` is older. @param {string} a @param {string} b */
export function compareVersions(a, b) {
  const [x = [], y = []] = [a, b].map((v) => v.replace(/^v/, '').split(/[.-]/));
  const at = (/** @type {string[]} */ v, /** @type {number} */ i) => Number.parseInt(v[i] ?? '', 10) || 0;
  const differences = Array.from({ length: Math.max(x.length, y.length) }, (_, i) => at(x, i) - at(y, i));
  return differences.find((d) => d !== 0) ?? 0;
}
