import { escapePlain, type Highlighted, highlight, snippet } from './highlight';
import { indexTerms, isCjk, phraseTerms, queryTerms } from './tokenize';
import { type Hierarchy, headingLevels, type SearchRecord } from './types';

/** The longest query the dialog sends; longer input is cut, as DocSearch's own search box does. */
export const maxQueryLength = 64;

type Results = { hierarchy: Record<keyof Hierarchy, Highlighted>; content: Highlighted };
/** A search result in the shape of a DocSearch hit: the record with its highlight and snippet results. */
export type LocalHit = SearchRecord & { _highlightResult: Results; _snippetResult: Results };

/** Match weights by record type (title beats heading beats text) and by field (own heading, headings above, text). */
const typeBoost: Partial<Record<SearchRecord['type'], number>> = { lvl1: 1.5, lvl2: 1.2, lvl3: 1.1, content: 0.8 };
const fieldNames = ['title', 'parents', 'content'] as const;
const fieldBoost = [4, 1, 1];
/** BM25+ constants, then the weights of a prefix match, a typo match and a CJK pair straddling two query words. */
const [k1, b, delta, prefixWeight, fuzzyWeight, phraseWeight] = [1.2, 0.7, 0.5, 0.375, 0.45, 0.5] as const;

const fieldsOf = ({ type, hierarchy, content }: SearchRecord): string[] => {
  const own = headingLevels.indexOf(type as (typeof headingLevels)[number]);
  const parents = headingLevels.slice(0, own < 0 ? undefined : own).map((level) => hierarchy[level]);
  return [
    (own >= 0 && hierarchy[type as 'lvl1']) || '',
    [hierarchy.lvl0, ...parents].filter(Boolean).join(' '),
    content ?? '',
  ];
};

/** Which query terms may also match longer terms (`conf` → `config`) and how many typos they may have. */
const isPrefix = (term: string, i: number, terms: string[]) =>
  isCjk(term) ? term.length === 1 : term.length >= 3 || i === terms.length - 1;
const typos = (term: string) => (isCjk(term) || term.length < 4 ? 0 : term.length < 8 ? 1 : 2);

/** Rows of the edit-distance table, reused from call to call. */
let above = new Int32Array(64);
let row = new Int32Array(64);

/** The edit distance between two words, or `max + 1` as soon as it is known to be larger than `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (above.length <= b.length) [above, row] = [new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  for (let j = 0; j <= b.length; j++) above[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const char = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const substitute = (above[j - 1] ?? 0) + (char === b.charCodeAt(j - 1) ? 0 : 1);
      row[j] = Math.min(substitute, (above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1);
      best = Math.min(best, row[j] ?? 0);
    }
    if (best > max) return max + 1;
    [above, row] = [row, above];
  }
  return above[b.length] ?? max + 1;
}

/** Lets the browser run other tasks (input, rendering) before the returned promise resolves. */
const yieldToBrowser = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => resolve();
    port2.postMessage(null);
  });

/** A record's score while it is ranked, the query terms it matches, and its words that match them (for marks). */
type Match = { score: number; queryTerms: Set<string>; words: Set<string> };

/** A full-text index of one language: BM25 per field, prefix, typo and CJK pair matching; records may come later. */
export class SearchEngine {
  readonly #records: SearchRecord[] = [];
  /** How often each term occurs in each field of each record: term → field → record id → count. */
  readonly #postings = new Map<string, (Map<number, number> | undefined)[]>();
  /** Per record, the number of distinct terms in each field, and the weight of its page (`searchRank`). */
  readonly #lengths: number[][] = [];
  readonly #ranks: number[] = [];
  readonly #totalLengths = fieldNames.map(() => 0);
  /** Every indexed term, sorted (prefix matching) and by length (typo matching); made again after an addition. */
  #vocabulary: { sorted: string[]; byLength: string[][] } | null = null;
  /** The indexed words each recent query term matches, with their weights: typing extends one term at a time. */
  readonly #expansions = new Map<string, [word: string, weight: number][]>();

  constructor(records: SearchRecord[] = [], ranks: number[] = []) {
    void this.add(records, ranks);
  }

  get size(): number {
    return this.#records.length;
  }

  /** Adds records at once (before it returns), or in slices of `sliceMs` ms, letting the browser paint in between. */
  async add(records: SearchRecord[], ranks: number[] = [], sliceMs = Number.POSITIVE_INFINITY): Promise<void> {
    for (let i = 0; i < records.length; ) {
      const until = performance.now() + sliceMs;
      do {
        this.#addOne(records[i] as SearchRecord, ranks[i++] ?? 1);
      } while (i < records.length && performance.now() < until);
      this.#vocabulary = null;
      this.#expansions.clear();
      if (i < records.length) await yieldToBrowser();
    }
  }

  #addOne(record: SearchRecord, rank: number): void {
    const id = this.#records.push(record) - 1;
    this.#ranks.push(rank);
    const lengths = fieldsOf(record).map((text, field) => {
      const terms = indexTerms(text, fieldNames[field]);
      for (const term of terms) {
        const postings = this.#postings.get(term) ?? [];
        if (postings.length === 0) this.#postings.set(term, postings);
        postings[field] ??= new Map<number, number>();
        postings[field]?.set(id, (postings[field]?.get(id) ?? 0) + 1);
      }
      const distinct = new Set(terms).size;
      this.#totalLengths[field] = (this.#totalLengths[field] ?? 0) + distinct;
      return distinct;
    });
    this.#lengths.push(lengths);
  }

  /** Adds the BM25 score of one indexed word, matched by a query term with the given weight, to the matches. */
  #score(queryTerm: string, word: string, weight: number, matches: Map<number, Match>): void {
    const postings = this.#postings.get(word);
    if (!postings) return;
    const count = this.#records.length;
    for (let field = 0; field < fieldNames.length; field++) {
      const counts = postings[field];
      if (!counts) continue;
      const idf = Math.log(1 + (count - counts.size + 0.5) / (counts.size + 0.5));
      const average = (this.#totalLengths[field] ?? 0) / count || 1;
      for (const [id, frequency] of counts) {
        const length = this.#lengths[id]?.[field] ?? 0;
        const saturation = (frequency * (k1 + 1)) / (frequency + k1 * (1 - b + (b * length) / average));
        const boost = (typeBoost[this.#records[id]?.type ?? 'content'] ?? 1) * (this.#ranks[id] ?? 1);
        const score = weight * (fieldBoost[field] ?? 1) * boost * idf * (delta + saturation);
        const match = matches.get(id) ?? { score: 0, queryTerms: new Set(), words: new Set() };
        matches.set(id, match);
        match.score += score;
        if (queryTerm) match.queryTerms.add(queryTerm);
        match.words.add(word);
      }
    }
  }

  /** The indexed words a query term matches, with their weights: itself, longer words it starts, and typos. */
  #expand(term: string, prefix: boolean, maxTypos: number): [string, number][] {
    const key = `${term}\u0000${prefix}\u0000${maxTypos}`;
    const known = this.#expansions.get(key);
    if (known) return known;
    if (!this.#vocabulary) {
      const sorted = [...this.#postings.keys()].sort();
      const byLength: string[][] = [];
      for (const word of sorted) {
        byLength[word.length] ??= [];
        byLength[word.length]?.push(word);
      }
      this.#vocabulary = { sorted, byLength };
    }
    const { sorted, byLength } = this.#vocabulary;
    const words: [string, number][] = [[term, 1]];
    const prefixed = new Set<string>();
    if (prefix) {
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((sorted[middle] ?? '') < term) low = middle + 1;
        else high = middle;
      }
      for (let i = low; i < sorted.length && sorted[i]?.startsWith(term); i++) {
        const word = sorted[i] ?? '';
        if (word === term) continue;
        prefixed.add(word);
        words.push([word, (prefixWeight * word.length) / (word.length + 0.3 * (word.length - term.length))]);
      }
    }
    for (let length = term.length - maxTypos; maxTypos > 0 && length <= term.length + maxTypos; length++) {
      for (const word of byLength[length] ?? []) {
        if (word === term || prefixed.has(word)) continue;
        const distance = editDistance(term, word, maxTypos);
        if (distance <= maxTypos) words.push([word, (fuzzyWeight * word.length) / (word.length + distance)]);
      }
    }
    if (this.#expansions.size >= 256) this.#expansions.clear();
    this.#expansions.set(key, words);
    return words;
  }

  /** The best records for a query, one per URL, best first, with their matches marked. */
  search(query: string, limit = 20): LocalHit[] {
    const terms = queryTerms(query.slice(0, maxQueryLength));
    const wanted = new Set(terms).size;
    if (wanted === 0) return [];
    const matches = new Map<number, Match>();
    terms.forEach((term, i) => {
      for (const [word, weight] of this.#expand(term, isPrefix(term, i, terms), typos(term))) {
        this.#score(term, word, weight, matches);
      }
    });
    // Pairs that straddle two words of a CJK query: optional, they reward records with the query's exact phrase.
    for (const pair of phraseTerms(query.slice(0, maxQueryLength))) this.#score('', pair, phraseWeight, matches);
    // A record that matches more of the query's terms ranks above one that matches a few of them often.
    const ranked = [...matches]
      .map(([id, match]) => ({ id, match, score: (match.score * match.queryTerms.size ** 3) / wanted ** 2 }))
      .sort((x, y) => y.score - x.score);
    const hits = new Map<string, LocalHit>();
    for (const { id, match } of ranked) {
      const record = this.#records[id];
      if (!record || hits.has(record.url)) continue;
      hits.set(record.url, toHit(record, [...match.words]));
      if (hits.size >= limit) break;
    }
    return [...hits.values()];
  }
}

const none: Highlighted = { value: '', matchLevel: 'none', matchedWords: [] };

/** A record with its matches marked; every text but lvl0 HTML-escaped, plain fields too (recent searches show them). */
export function toHit(record: SearchRecord, terms: string[]): LocalHit {
  const results = (mark: typeof highlight) => ({
    hierarchy: Object.fromEntries(
      Object.entries(record.hierarchy).map(([level, text]) => [
        level,
        level === 'lvl0' ? { ...none, value: text ?? '' } : text === null ? none : mark(text, terms),
      ]),
    ) as Record<keyof Hierarchy, Highlighted>,
    content: record.content === null ? none : mark(record.content, terms),
  });
  return { ...escapePlain(record), _highlightResult: results(highlight), _snippetResult: results(snippet) };
}
