import type { SearchRecord } from '../../theme/search/types';
import type { Lang } from '../../theme/site-model.mjs';

/** The relevance suite: per language, a query as a reader would type it and the page or heading expected first. */
export type QuerySuite = Record<Lang, [query: string, expected: string][]>;

/**
 * The order in which the DocSearch dialog shows hits: grouped by top-level section (lvl0) in order of first
 * appearance, each group cut to `perGroup` hits, then grouped by page (lvl1) inside a section.
 */
export function displayOrder<T extends Pick<SearchRecord, 'hierarchy'>>(hits: T[], perGroup = 5): T[] {
  const group = (items: T[], key: (item: T) => string) => {
    const groups = new Map<string, T[]>();
    for (const item of items) {
      const list = groups.get(key(item)) ?? [];
      if (list.length < perGroup) list.push(item);
      groups.set(key(item), list);
    }
    return [...groups.values()];
  };
  return group(hits, (hit) => hit.hierarchy.lvl0).flatMap((section) =>
    group(section, (hit) => hit.hierarchy.lvl1).flat(),
  );
}

/** Mean reciprocal rank and hits@1 of ranked URL lists against the expected URLs. */
export function score(ranks: (number | null)[]): { mrr: number; hitsAt1: number } {
  const mrr = ranks.reduce<number>((sum, rank) => sum + (rank === null ? 0 : 1 / rank), 0) / ranks.length;
  const hitsAt1 = ranks.filter((rank) => rank === 1).length / ranks.length;
  return { mrr, hitsAt1 };
}
