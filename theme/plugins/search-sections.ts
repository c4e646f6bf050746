import fs from 'node:fs';
import path from 'node:path';
import { pureRoute } from '../site-model.mjs';
import type { OrderOf, SectionOf } from './search-records';

type MetaItem = string | { type: string; name: string; label?: string };
type NavItem = { text: string; link: string };

const readJson = <T>(file: string, fallback: T): T => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
};

/**
 * Names the top-level section of a page, as the sidebar shows it: the label of the sidebar group the page sits in
 * (`Getting Started`, `Lib Configurations`), or the top-navigation entry for pages outside any group (`Blog`).
 */
export function sectionsFromDocs(docsRoot: string, siteTitle: string): SectionOf {
  const cache = new Map<string, string>();
  return (lang, routePath) => {
    const key = `${lang}:${routePath}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    const segments = routePath.split('/').filter(Boolean);
    if (segments[0] === lang) segments.shift();
    const [top, group] = segments;
    const langRoot = path.join(docsRoot, lang);
    const nav = readJson<NavItem[]>(path.join(langRoot, '_nav.json'), []);
    const navText = nav.find((item) => top && item.link.split('/').filter(Boolean)[0] === top)?.text;
    const meta = top ? readJson<MetaItem[]>(path.join(langRoot, top, '_meta.json'), []) : [];
    const groupLabel = meta.find(
      (item): item is Exclude<MetaItem, string> =>
        typeof item !== 'string' && item.type === 'dir' && item.name === group && Boolean(item.label),
    )?.label;
    const section = groupLabel ?? navText ?? siteTitle;
    cache.set(key, section);
    return section;
  };
}

/**
 * The reading order of the site: the top-navigation entries in order, and inside each the pages in the order of
 * the `_meta.json` files (folders in place, depth first). Pages that no `_meta.json` lists come after the others.
 */
export function orderFromDocs(docsRoot: string): OrderOf {
  const orders = new Map<string, Map<string, number>>();
  const orderOf = (lang: string) => {
    const known = orders.get(lang);
    if (known) return known;
    const order = new Map<string, number>();
    const walk = (dir: string) => {
      for (const item of readJson<MetaItem[]>(path.join(docsRoot, lang, dir, '_meta.json'), [])) {
        const name = typeof item === 'string' ? item : item.name;
        if (typeof item !== 'string' && item.type === 'dir') walk(`${dir}/${name}`);
        else if (!order.has(`${dir}/${name === 'index' ? '' : name}`))
          order.set(`${dir}/${name === 'index' ? '' : name}`, order.size);
      }
    };
    for (const item of readJson<NavItem[]>(path.join(docsRoot, lang, '_nav.json'), [])) {
      const top = item.link.split('/').filter(Boolean)[0];
      if (top) walk(`/${top}`);
    }
    orders.set(lang, order);
    return order;
  };
  return (lang, routePath) => orderOf(lang).get(pureRoute(routePath)) ?? Number.MAX_SAFE_INTEGER;
}
