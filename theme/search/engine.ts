import MiniSearch from 'minisearch';
import { escapeHtml, type Highlighted, highlight, snippet } from './highlight';
import { indexTerms, isCjk, queryTerms } from './tokenize';
import { type Hierarchy, headingLevels, type RecordType, type SearchRecord } from './types';

/** The longest query the dialog sends; longer input is cut, as DocSearch's own search box does. */
export const maxQueryLength = 64;

/** A search result in the shape of a DocSearch hit: the record with its highlight and snippet results. */
export interface LocalHit extends SearchRecord {
  _highlightResult: { hierarchy: Record<keyof Hierarchy, Highlighted>; content: Highlighted };
  _snippetResult: { hierarchy: Record<keyof Hierarchy, Highlighted>; content: Highlighted };
}

/** How much a match weighs, by the kind of record it is in: a page title beats a heading, a heading beats text. */
const typeBoost: Record<RecordType, number> = {
  lvl1: 1.5,
  lvl2: 1.2,
  lvl3: 1.1,
  lvl4: 1,
  lvl5: 1,
  lvl6: 1,
  content: 0.8,
};

/** The fields a record is searched by: its own heading, the headings above it, and its text. */
const fieldsOf = (record: SearchRecord) => {
  const levels = headingLevels.map((level) => record.hierarchy[level]);
  const own = record.type === 'content' ? -1 : headingLevels.indexOf(record.type);
  const parents = record.type === 'content' ? levels : levels.slice(0, own);
  return {
    title: own >= 0 ? (levels[own] ?? '') : '',
    parents: [record.hierarchy.lvl0, ...parents].filter(Boolean).join(' '),
    content: record.content ?? '',
  };
};

const none: Highlighted = { value: '', matchLevel: 'none', matchedWords: [] };
const escapeOrNull = (text: string | null) => (text === null ? null : escapeHtml(text));

/** Each hierarchy level with its matches marked; lvl0 is shown as plain text by the dialog, so it stays as it is. */
function markLevels(h: Hierarchy, terms: string[], cut: boolean): Record<keyof Hierarchy, Highlighted> {
  const mark = (text: string | null) => (text === null ? none : cut ? snippet(text, terms) : highlight(text, terms));
  return {
    lvl0: { ...none, value: h.lvl0 },
    lvl1: mark(h.lvl1),
    lvl2: mark(h.lvl2),
    lvl3: mark(h.lvl3),
    lvl4: mark(h.lvl4),
    lvl5: mark(h.lvl5),
    lvl6: mark(h.lvl6),
  };
}

/**
 * A record with its matches marked, ready for the dialog. Every text but lvl0 is HTML-escaped, the plain fields too:
 * DocSearch renders a recent search (a hit saved without its highlight results) from them as HTML.
 */
export function toHit(record: SearchRecord, terms: string[]): LocalHit {
  const h = record.hierarchy;
  const content = record.content;
  return {
    ...record,
    hierarchy: {
      lvl0: h.lvl0,
      lvl1: escapeHtml(h.lvl1),
      lvl2: escapeOrNull(h.lvl2),
      lvl3: escapeOrNull(h.lvl3),
      lvl4: escapeOrNull(h.lvl4),
      lvl5: escapeOrNull(h.lvl5),
      lvl6: escapeOrNull(h.lvl6),
    },
    content: escapeOrNull(content),
    _highlightResult: {
      hierarchy: markLevels(h, terms, false),
      content: content === null ? none : highlight(content, terms),
    },
    _snippetResult: {
      hierarchy: markLevels(h, terms, true),
      content: content === null ? none : snippet(content, terms),
    },
  };
}

/** A full-text index over the records of one language, with typo tolerance for words and character pairs for CJK. */
export class SearchEngine {
  readonly #records: SearchRecord[];
  readonly #index: MiniSearch<{ id: number } & ReturnType<typeof fieldsOf>>;

  constructor(records: SearchRecord[]) {
    this.#records = records;
    this.#index = new MiniSearch({
      fields: ['title', 'parents', 'content'],
      tokenize: indexTerms,
      processTerm: (term) => term,
      searchOptions: {
        tokenize: queryTerms,
        processTerm: (term) => term,
        boost: { title: 4, parents: 1, content: 1 },
        // A lone CJK character also finds the character pairs it starts, as text is indexed by pairs.
        prefix: (term, i, terms) => (isCjk(term) ? term.length === 1 : term.length >= 3 || i === terms.length - 1),
        fuzzy: (term) => (isCjk(term) || term.length < 4 ? false : term.length < 8 ? 1 : 2),
        boostDocument: (id) => typeBoost[this.#records[id as number]?.type ?? 'content'],
      },
    });
    this.#index.addAll(records.map((record, id) => ({ id, ...fieldsOf(record) })));
  }

  /** The best records for a query, one per URL, best first, with their matches marked. */
  search(query: string, limit = 20): LocalHit[] {
    const text = query.slice(0, maxQueryLength);
    const wanted = new Set(queryTerms(text)).size;
    if (wanted === 0) return [];
    // A record that matches more of the query's terms ranks above one that matches a few of them often.
    const ranked = this.#index
      .search(text)
      .map((result) => ({ result, score: result.score * (new Set(result.queryTerms).size / wanted) ** 2 }))
      .sort((a, b) => b.score - a.score);
    const seen = new Set<string>();
    const hits: LocalHit[] = [];
    for (const { result } of ranked) {
      const record = this.#records[result.id as number];
      if (!record || seen.has(record.url)) continue;
      seen.add(record.url);
      hits.push(toHit(record, result.terms));
      if (hits.length >= limit) break;
    }
    return hits;
  }
}
