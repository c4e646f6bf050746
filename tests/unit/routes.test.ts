import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { allRoutes, contentFiles, languages, mdPathOf, pageFiles, routeOf } from '../../scripts/lib/routes.mjs';

type MetaItem = string | { type?: string; name?: string; label?: string; link?: string };

const readMeta = async (lang: string, file: string): Promise<MetaItem[]> =>
  JSON.parse(await fs.readFile(path.join(repoRoot, 'docs', lang, file), 'utf8'));

/** What identifies a sidebar entry regardless of language: its type and file name. */
const metaKey = (item: MetaItem) =>
  typeof item === 'string' ? `file:${item}` : `${item.type ?? 'custom-link'}:${item.name ?? item.link ?? ''}`;

describe('route derivation', () => {
  it('maps files to clean URLs and Markdown paths', () => {
    expect(routeOf('en', 'index.md')).toBe('/');
    expect(routeOf('zh', 'index.md')).toBe('/zh/');
    expect(routeOf('en', 'guide/start/index.mdx')).toBe('/guide/start/');
    expect(routeOf('zh', 'guide/start/quick-start.mdx')).toBe('/zh/guide/start/quick-start');
    expect(mdPathOf('/guide/start/')).toBe('/guide/start/index.md');
    expect(mdPathOf('/zh/blog/introducing-rslib')).toBe('/zh/blog/introducing-rslib.md');
  });
});

describe('route table from the file tree', () => {
  it('has every page in both languages', async () => {
    const [en, zh] = await Promise.all(languages.map((lang) => pageFiles(lang)));
    expect(en?.length).toBeGreaterThan(0);
    expect({
      onlyInEnglish: en?.filter((f) => !zh?.includes(f)),
      onlyInChinese: zh?.filter((f) => !en?.includes(f)),
    }).toEqual({
      onlyInEnglish: [],
      onlyInChinese: [],
    });
  });

  it('has the same sidebar and nav files in both languages', async () => {
    const [en, zh] = await Promise.all(languages.map((lang) => contentFiles(lang)));
    expect(zh).toEqual(en);
  });

  it('orders every _meta.json and _nav.json the same way in both languages', async () => {
    const metaFiles = (await contentFiles('en')).filter((f) => f.endsWith('_meta.json'));
    for (const file of metaFiles) {
      const [en, zh] = await Promise.all(languages.map((lang) => readMeta(lang, file)));
      expect(zh?.map(metaKey), file).toEqual(en?.map(metaKey));
    }
    const [enNav, zhNav] = await Promise.all(languages.map((lang) => readMeta(lang, '_nav.json')));
    expect(zhNav?.map((i) => (typeof i === 'string' ? i : i.link))).toEqual(
      enNav?.map((i) => (typeof i === 'string' ? i : i.link)),
    );
  });

  // A folder's `index` page may stay out of its _meta.json: Rspress then makes it the link of the folder's sidebar
  // group (the guide's Basic, Advanced and Migration groups lead to their overview pages this way).
  it('lists every page of a sidebar folder in its _meta.json', async () => {
    const pages = await pageFiles('en');
    const metaFiles = (await contentFiles('en')).filter((f) => f.endsWith('_meta.json'));
    for (const metaFile of metaFiles) {
      const dir = path.posix.dirname(metaFile);
      const listed = (await readMeta('en', metaFile)).map((item) =>
        typeof item === 'string' ? item : (item.name ?? ''),
      );
      const inDir = pages
        .filter((p) => path.posix.dirname(p) === dir)
        .map((p) => path.posix.basename(p).replace(/\.mdx?$/, ''))
        .filter((name) => name !== 'index');
      expect(
        inDir.filter((name) => !listed.includes(name)),
        `pages missing from ${metaFile}`,
      ).toEqual([]);
    }
  });

  it('derives one route per page and language', async () => {
    const routes = await allRoutes();
    expect(new Set(routes.map((r) => r.route)).size).toBe(routes.length);
    expect(routes.filter((r) => r.lang === 'en').length).toBe(routes.filter((r) => r.lang === 'zh').length);
  });
});
