import path from 'node:path';
import type { PageIndexInfo, RspressPlugin, UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { pluginSearchIndex } from '../../theme/plugins/search-index';
import { pluginSlimPageData } from '../../theme/plugins/slim-page-data';

const page = (routePath: string, more: Partial<PageIndexInfo> = {}): PageIndexInfo => ({
  routePath,
  lang: routePath.startsWith('/zh/') ? 'zh' : 'en',
  version: '',
  title: `Title of ${routePath}`,
  description: `About ${routePath}.`,
  content: 'Intro.\n\nFirst\n\nText under the first heading.\n\nDeeper\n\nText under the deeper heading.',
  toc: [
    { id: 'first', text: 'First', depth: 2, charIndex: 8 },
    { id: 'deeper', text: 'Deeper', depth: 3, charIndex: 45 },
  ],
  frontmatter: { title: `Title of ${routePath}` },
  _filepath: '',
  _relativePath: '',
  ...more,
});

/** A site in small: an overview page, the pages it lists, a blog post, and a page in Chinese. */
const pages = (): PageIndexInfo[] => [
  page('/config/', { frontmatter: { overview: true, overviewHeaders: [2, 3] } }),
  page('/config/lib/format'),
  page('/guide/start/quick-start', { frontmatter: { searchRank: 0.5 } }),
  page('/blog/introducing-rslib', { frontmatter: { date: '2025-05-14' } }),
  page('/zh/guide/start/quick-start'),
];

/**
 * Runs the hooks of the search index and slim-page-data plugins as Rspress's PluginDriver does (each hook of every
 * plugin at once through `Promise.all`, `modifySearchIndexData` awaited before `extendPageData`), with the plugins
 * in the given order, and returns the index files and the page data as it ships.
 */
async function build(order: 'search first' | 'slim first') {
  const search = pluginSearchIndex({ algolia: null });
  const slim = pluginSlimPageData();
  const plugins: RspressPlugin[] = order === 'search first' ? [search, slim] : [slim, search];
  let config: UserConfig = { root: path.join(repoRoot, 'docs'), title: 'Rslib' };
  const utils = { addPlugin: () => {}, removePlugin: () => {} };
  for (const plugin of plugins) config = (await plugin.config?.(config, utils, true)) ?? config;
  const data = pages();
  await Promise.all(plugins.map((plugin) => plugin.modifySearchIndexData?.(data, true)));
  await Promise.all(data.flatMap((pageData) => plugins.map((plugin) => plugin.extendPageData?.(pageData, true))));
  return { files: search.indexFiles(), data };
}

describe('search index and slim page data', () => {
  it('write byte-identical index files whichever plugin runs first', async () => {
    const searchFirst = await build('search first');
    const slimFirst = await build('slim first');
    expect([...slimFirst.files]).toEqual([...searchFirst.files]);
    expect([...searchFirst.files.keys()].sort()).toEqual([
      expect.stringMatching(/^static\/search\/en-text\.[0-9a-f]{10}\.json$/),
      expect.stringMatching(/^static\/search\/en\.[0-9a-f]{10}\.json$/),
      expect.stringMatching(/^static\/search\/zh-text\.[0-9a-f]{10}\.json$/),
      expect.stringMatching(/^static\/search\/zh\.[0-9a-f]{10}\.json$/),
    ]);
  });

  it('index what slim-page-data takes out of the shipped page data', async () => {
    for (const order of ['search first', 'slim first'] as const) {
      const { files, data } = await build(order);
      const shipped = data.find((p) => p.routePath === '/guide/start/quick-start');
      expect(shipped?.title).toBeUndefined();
      expect(shipped?.toc).toBeUndefined();
      const [head, text] = ['en.', 'en-text.'].map((prefix) => {
        const name = [...files.keys()].find((key) => key.startsWith(`static/search/${prefix}`)) ?? '';
        return files.get(name) ?? '';
      });
      expect(head).toContain('"Title of /guide/start/quick-start","About /guide/start/quick-start.",0.5]');
      expect(head).toContain('"Deeper","deeper"]');
      expect(text).toContain('Text under the deeper heading.');
    }
  });
});
