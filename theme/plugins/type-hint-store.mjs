// The committed type information of the config blocks, as the site build reads it: no TypeScript here, so the Rspress
// config loads without it (scripts/lib/type-hints.mjs computes the infos with TypeScript and rewrites the file).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {import('../components/TypeHints/type-file.mjs').TypeHintData} TypeHintData */

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Blocks by typeHintKey, naming infos by their digest: a changed block changes only its own lines and infos.
 * @typedef {{ infos: Record<string, TypeHintData['i'][number]>, blocks: Record<string, [number, number, string][]> }} TypeHintFile
 */
export const typeHintsDataFile = path.join(repoRoot, 'theme/plugins/type-hints.data.json');

/** The version of what this file computes: raise it when a change here changes the stored infos. */
const formatVersion = 1;
/** Packages whose types every config block depends on, whatever it imports. */
const corePackages = ['typescript', '@rslib/core', '@rsbuild/core', '@rspack/core'];
/** A JSON file's value, or `fallback` when it is missing or unreadable. @param {string} file @param {unknown} fallback */
function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

/** @type {Record<string, string>} Installed versions (`-`: none), each read once. */
const versions = Object.create(null);
const versionOf = (/** @type {string} */ name) =>
  (versions[name] ??= String(
    readJson(path.join(repoRoot, 'node_modules', name, 'package.json'), { version: '-' }).version,
  ));

export const digest = (/** @type {string} */ text) => createHash('sha256').update(text).digest('hex');

/** The key of a block's types: its code (hidden prelude included) and the versions of the packages it imports. */
export function typeHintKey(/** @type {string} */ code) {
  const imported = [...code.matchAll(/\bfrom\s+['"]([^'".][^'"]*)['"]|\bimport\s*\(\s*['"]([^'".][^'"]*)['"]/g)].map(
    (m) => /^(?:@[^/]*\/)?[^/]*/.exec(m[1] ?? m[2] ?? '')?.[0] ?? '',
  );
  const packages = [...new Set([...corePackages, ...imported])].sort().map((name) => `${name}@${versionOf(name)}`);
  return digest(`${formatVersion} ${packages.join(' ')}\n${code}`).slice(0, 20);
}

/** The committed type information (empty when the file is missing or unreadable). @returns {TypeHintFile} */
export const readTypeHintFile = () => readJson(typeHintsDataFile, { infos: {}, blocks: {} });

/**
 * One block's type file as the browser loads it: its names and only the infos they use.
 * @param {TypeHintFile['blocks'][string]} names @param {TypeHintFile['infos']} infos @returns {TypeHintData}
 */
export function blockTypeHints(names, infos) {
  const i = [...new Set(names.map(([, , id]) => infos[id]).filter((info) => info !== undefined))];
  const h = names.flatMap(([offset, length, id]) => (infos[id] ? [[offset, length, i.indexOf(infos[id])]] : []));
  return { v: 1, h: /** @type {TypeHintData['h']} */ (h), i };
}
