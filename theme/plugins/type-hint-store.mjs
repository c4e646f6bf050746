// The committed type information of the config blocks (theme/plugins/type-hints.data.json), as the site build reads
// it. No TypeScript here, so that the Rspress config loads without it; scripts/lib/type-hints.mjs computes the infos
// with TypeScript and rewrites the file.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {import('../components/TypeHints/type-file.mjs').TypeHintData} TypeHintData
 * @typedef {import('../components/TypeHints/type-file.mjs').TypeHintInfo} TypeHintInfo
 */

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Written by `npm run check:snippets` and read by the build, so that a fresh clone builds without running TypeScript.
 * Blocks are keyed by typeHintKey and name their infos by the digest of their text, so that a changed block changes
 * only its own lines and the infos it adds or drops.
 * @typedef {{ infos: Record<string, TypeHintInfo>, blocks: Record<string, [number, number, string][]> }} TypeHintFile
 */
export const typeHintsDataFile = path.join(repoRoot, 'theme/plugins/type-hints.data.json');

/** The version of what this file computes: raise it when a change here changes the stored infos. */
const formatVersion = 1;

/** Packages whose types every config block depends on, whatever it imports. */
const corePackages = ['typescript', '@rslib/core', '@rsbuild/core', '@rspack/core'];

/** @type {Map<string, string>} */
const installedVersions = new Map();

/** The installed version of a package, or `-`. @param {string} name */
function versionOf(name) {
  let version = installedVersions.get(name);
  if (version === undefined) {
    try {
      version = String(
        JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version,
      );
    } catch {
      version = '-';
    }
    installedVersions.set(name, version);
  }
  return version;
}

/** @param {string} text */
export const digest = (text) => createHash('sha256').update(text).digest('hex');

/**
 * The key of a block's type information: its code (hidden prelude included) and the versions of the packages it
 * depends on. @param {string} code
 */
export function typeHintKey(code) {
  const imported = [...code.matchAll(/\bfrom\s+['"]([^'".][^'"]*)['"]|\bimport\s*\(\s*['"]([^'".][^'"]*)['"]/g)].map(
    (m) => /^(?:@[^/]*\/)?[^/]*/.exec(m[1] ?? m[2] ?? '')?.[0] ?? '',
  );
  const versions = [...new Set([...corePackages, ...imported])].sort().map((name) => `${name}@${versionOf(name)}`);
  return digest(`${formatVersion} ${versions.join(' ')}\n${code}`).slice(0, 20);
}

/** Reads the committed type information (empty when the file is missing or unreadable). @returns {TypeHintFile} */
export function readTypeHintFile() {
  try {
    return JSON.parse(fs.readFileSync(typeHintsDataFile, 'utf8'));
  } catch {
    return { infos: {}, blocks: {} };
  }
}

/**
 * The type information of one block as the browser loads it: its names and only the infos they use.
 * @param {[number, number, string][]} names @param {Record<string, TypeHintInfo>} infos @returns {TypeHintData}
 */
export function blockTypeHints(names, infos) {
  /** @type {TypeHintData} */
  const data = { v: 1, h: [], i: [] };
  for (const [offset, length, id] of names) {
    const info = infos[id];
    if (!info) continue;
    const index = data.i.indexOf(info);
    data.h.push([offset, length, index < 0 ? data.i.push(info) - 1 : index]);
  }
  return data;
}
