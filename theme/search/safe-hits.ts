import { readStored, writeStored } from '../hooks/useStorageValue';
import { escapeMarked, escapePlain } from './highlight';
import { headingLevels } from './types';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Escapes every `value` in a highlight or snippet result tree, keeping only the marks Algolia put around matches. */
const escapeResults = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(escapeResults);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === 'value' ? escapeMarked(value) : escapeResults(value)]),
  );
};

/** An Algolia hit safe for the dialog, which shows its results (and in recent searches its texts) as HTML. */
export function escapeHit<T extends Json>(hit: T): T {
  const escaped = escapePlain(hit);
  const lvl0 = String((escaped.hierarchy as Json).lvl0 ?? '');
  const hierarchyResult = (result: unknown) =>
    isObject(result) && isObject(result.hierarchy) && isObject(result.hierarchy.lvl0)
      ? { ...result, hierarchy: { ...result.hierarchy, lvl0: { ...result.hierarchy.lvl0, value: lvl0 } } }
      : result;
  return {
    ...escaped,
    _highlightResult: hierarchyResult(escapeResults(hit._highlightResult)),
    _snippetResult: hierarchyResult(escapeResults(hit._snippetResult)),
  };
}

const recordTypes = new Set<unknown>([...headingLevels, 'content']);
const safeText = (value: unknown) => value === null || (typeof value === 'string' && !/[<>]/.test(value));

/** Whether a stored recent or favourite search is one this site saved: known shape, escaped texts, a safe URL. */
export function isSafeStoredHit(value: unknown): boolean {
  if (!isObject(value) || typeof value.objectID !== 'string' || typeof value.url !== 'string') return false;
  if (!/^(\/(?!\/)|https?:\/\/)/.test(value.url) || !recordTypes.has(value.type)) return false;
  const hierarchy = value.hierarchy;
  if (!isObject(hierarchy) || typeof hierarchy.lvl0 !== 'string' || typeof hierarchy.lvl1 !== 'string') return false;
  return [...headingLevels.map((level) => hierarchy[level]), value.content ?? null].every(safeText);
}

/** Drops stored searches DocSearch would choke on (not a JSON list) or show unsafely (not written by this site). */
export function cleanStoredSearches(storageName: string): void {
  for (const key of ['RECENT', 'FAVORITE'].map((kind) => `__DOCSEARCH_${kind}_SEARCHES__${storageName}`)) {
    const raw = readStored(key);
    if (raw === null) continue;
    let items: unknown = null;
    try {
      items = JSON.parse(raw);
    } catch {}
    if (!Array.isArray(items)) writeStored(key, null);
    else if (!items.every(isSafeStoredHit)) writeStored(key, JSON.stringify(items.filter(isSafeStoredHit)));
  }
}
