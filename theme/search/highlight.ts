import { escapeHtml } from '../lib/shared.mjs';
import { isCjk } from './tokenize';
import { headingLevels } from './types';

/** A highlighted or snippeted attribute, as Algolia returns it: HTML-escaped text with `<mark>` around matches. */
export type Highlighted = { value: string; matchLevel: 'full' | 'partial' | 'none'; matchedWords: string[] };

/** Highlight tags asked of Algolia instead of `<mark>`, so that the text around them can be escaped safely. */
export const highlightTags = { pre: '__rslib-mark__', post: '__/rslib-mark__' } as const;

/** Escapes a text, turning {@link highlightTags} into `<mark>`; a value that is not text stays as it is. */
export const escapeMarked = <T>(value: T): T | string =>
  typeof value === 'string'
    ? escapeHtml(value).split(highlightTags.pre).join('<mark>').split(highlightTags.post).join('</mark>')
    : value;

/** A hit with its texts escaped but lvl0, which DocSearch shows as text (the others as HTML in recent searches). */
export function escapePlain<T extends { hierarchy?: unknown; content?: unknown }>(hit: T): T {
  const hierarchy: Record<string, unknown> = typeof hit.hierarchy === 'object' ? { ...hit.hierarchy } : {};
  for (const level of headingLevels) hierarchy[level] = escapeMarked(hierarchy[level]);
  return { ...hit, hierarchy, content: escapeMarked(hit.content) };
}

const wordChar = /[\p{L}\p{N}]/u;
const upper = /\p{Lu}/u;

/** Where the terms occur in the text: CJK terms anywhere, other terms at the start of a word or of a camelCase part. */
function matchRanges(text: string, terms: string[]): [number, number][] {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const term of new Set(terms)) {
    if (!term) continue;
    const cjk = isCjk(term);
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + 1)) {
      const before = text[at - 1] ?? '';
      if (cjk || !wordChar.test(before) || (upper.test(text[at] ?? '') && !upper.test(before)))
        ranges.push([at, at + term.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** About `length` characters of the text around its first match, escaped and marked, with `…` where it was cut. */
export function snippet(text: string, terms: string[], length = 120): Highlighted {
  const ranges = matchRanges(text, terms);
  const first = ranges[0]?.[0] ?? 0;
  let start = text.length <= length ? 0 : Math.max(0, first - 24);
  if (start > 0 && !isCjk(text.slice(start, start + 1))) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < first) start = space + 1;
  }
  const end = Math.min(text.length, start + length);
  let value = start > 0 ? '…' : '';
  let at = start;
  for (const [from, to] of ranges) {
    if (to <= start || from >= end) continue;
    const marked = escapeHtml(text.slice(Math.max(start, from), Math.min(to, end)));
    value += `${escapeHtml(text.slice(at, Math.max(at, from)))}<mark>${marked}</mark>`;
    at = Math.min(to, end);
  }
  value += escapeHtml(text.slice(at, end)) + (end < text.length ? '…' : '');
  const matchedWords = terms.filter((term) => ranges.some(([s, e]) => text.slice(s, e).toLowerCase().includes(term)));
  const covered = ranges.reduce((sum, [s, e]) => sum + e - s, 0);
  const matchLevel = ranges.length === 0 ? 'none' : covered >= text.trim().length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords };
}

/** The whole text, escaped, with every match marked. */
export const highlight = (text: string, terms: string[]): Highlighted => snippet(text, terms, Number.POSITIVE_INFINITY);
