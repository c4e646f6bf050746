import { beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '../../theme/search/engine';
import { type LanguageIndex, readHead, readTexts } from '../../theme/search/index-files';
import type { Lang } from '../../theme/site-model.mjs';
import { builtIndexes } from '../search/page-data';
import suite from '../search/queries.json';
import { displayOrder, type QuerySuite, score } from '../search/ranking';

/** The floor the suite must stay above; raise it when ranking improves, never lower it to let a change through. */
const thresholds = {
  en: { mrr: 0.97, hitsAt1: 0.95 },
  zh: { mrr: 0.95, hitsAt1: 0.93 },
};

const queries = suite as QuerySuite;
let indexes: Record<Lang, LanguageIndex>;

// The index files the build wrote, as the browser fetches them.
beforeAll(() => {
  indexes = builtIndexes();
});

for (const lang of ['en', 'zh'] as const) {
  describe(`search relevance (${lang})`, () => {
    it('has at least 30 queries, each expecting a page or heading that exists', () => {
      expect(queries[lang].length).toBeGreaterThanOrEqual(30);
      const head = readHead(indexes[lang].head);
      const urls = new Set([...head.records, ...readTexts(head, indexes[lang].text).records].map((r) => r.url));
      expect(queries[lang].map(([, url]) => url).filter((url) => !urls.has(url))).toEqual([]);
    });

    it('ranks the expected page or heading first, with the whole index loaded as the browser loads it', () => {
      const head = readHead(indexes[lang].head);
      const engine = new SearchEngine(head.records, head.ranks);
      const texts = readTexts(head, indexes[lang].text);
      void engine.add(texts.records, texts.ranks);
      const rows = queries[lang].map(([query, expected]) => {
        const urls = displayOrder(engine.search(query)).map((hit) => hit.url);
        const at = urls.indexOf(expected);
        return { query, expected, rank: at < 0 ? null : at + 1, first: urls[0] ?? '(none)' };
      });
      const { mrr, hitsAt1 } = score(rows.map((row) => row.rank));
      const misses = rows.filter((row) => row.rank !== 1);
      console.log(
        `${lang}: MRR ${mrr.toFixed(3)}, hits@1 ${(hitsAt1 * 100).toFixed(1)}% over ${rows.length} queries\n` +
          misses.map((m) => `  ${m.query} → rank ${m.rank ?? '-'} (first: ${m.first})`).join('\n'),
      );
      expect(mrr).toBeGreaterThanOrEqual(thresholds[lang].mrr);
      expect(hitsAt1).toBeGreaterThanOrEqual(thresholds[lang].hitsAt1);
    });
  });
}
