import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { DocSearchTransformClient } from '@docsearch/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { serve } from '../../scripts/lib/static-server.mjs';
import { algoliaFromEnv } from '../../theme/plugins/search-config';
import { isIndexable, pageRecords } from '../../theme/plugins/search-records';
import { sectionsFromDocs } from '../../theme/plugins/search-sections';
import { keepErrorScreen } from '../../theme/search/error-screen';
import { localSearchClient } from '../../theme/search/local-client';
import { escapeHit, highlightTags, isSafeStoredHit } from '../../theme/search/safe-hits';
import { algoliaSource } from '../../theme/search/sources';

const page = {
  routePath: '/guide/x',
  lang: 'en',
  title: 'Output format',
  description: 'Which format to pick.',
  // Rspress's page text: headings are blocks of their own, `charIndex` says where each starts.
  content: 'Intro text.\n\nChoosing\n\nPick esm.\n\nDetails\n\nMore about esm.\n\nNext\n\nRead on.',
  toc: [
    { id: 'choosing', text: 'Choosing', depth: 2, charIndex: 13 },
    { id: 'details', text: 'Details', depth: 3, charIndex: 34 },
    { id: 'hidden', text: 'In a container', depth: 3, charIndex: -1 },
    { id: 'next', text: 'Next', depth: 2, charIndex: 60 },
  ],
  frontmatter: {},
};

describe('search records', () => {
  const records = pageRecords(page, () => 'Basic');

  it('split a page into the page, its headings and the text under each, in DocSearch hit shape', () => {
    expect(records.map((r) => [r.type, r.url, r.content])).toEqual([
      ['lvl1', '/guide/x', 'Which format to pick.'],
      ['content', '/guide/x', 'Intro text.'],
      ['lvl2', '/guide/x#choosing', null],
      ['content', '/guide/x#choosing', 'Pick esm.'],
      ['lvl3', '/guide/x#details', null],
      ['content', '/guide/x#details', 'More about esm.'],
      ['lvl3', '/guide/x#hidden', null],
      ['lvl2', '/guide/x#next', null],
      ['content', '/guide/x#next', 'Read on.'],
    ]);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('carry the heading path, with lvl0 as the section', () => {
    const details = records.find((r) => r.url === '/guide/x#details');
    expect(details?.hierarchy).toEqual({
      lvl0: 'Basic',
      lvl1: 'Output format',
      lvl2: 'Choosing',
      lvl3: 'Details',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(records.find((r) => r.url === '/guide/x#next')?.hierarchy.lvl3).toBeNull();
  });

  it('leave out the home page, the 404 page and pages with `search: false`', () => {
    expect(isIndexable(page)).toBe(true);
    expect(isIndexable({ ...page, frontmatter: { pageType: 'home' } })).toBe(false);
    expect(isIndexable({ ...page, frontmatter: { pageType: '404' } })).toBe(false);
    expect(isIndexable({ ...page, frontmatter: { search: false } })).toBe(false);
  });

  it('name the section from the sidebar group, or the top navigation outside groups', () => {
    const sectionOf = sectionsFromDocs(path.join(repoRoot, 'docs'), 'Rslib');
    expect(sectionOf('en', '/guide/start/quick-start')).toBe('Getting Started');
    expect(sectionOf('zh', '/zh/config/lib/format')).toBe('Lib 配置');
    expect(sectionOf('en', '/config/')).toBe('Config');
    expect(sectionOf('zh', '/zh/blog/introducing-rslib')).toBe('博客');
    expect(sectionOf('en', '/nowhere')).toBe('Rslib');
  });
});

describe('Algolia settings from the environment', () => {
  it('are off when no variable is set, and complete when all three are', () => {
    expect(algoliaFromEnv({})).toBeNull();
    expect(
      algoliaFromEnv({ DOCSEARCH_APP_ID: 'ABC123', DOCSEARCH_API_KEY: 'f00', DOCSEARCH_INDEX_NAME: 'rslib' }),
    ).toEqual({ mode: 'algolia', appId: 'ABC123', apiKey: 'f00', indexName: 'rslib' });
  });

  it('stop the build when incomplete or malformed, naming the variable', () => {
    expect(() => algoliaFromEnv({ DOCSEARCH_APP_ID: 'ABC123' })).toThrow(
      /missing: DOCSEARCH_API_KEY, DOCSEARCH_INDEX_NAME/,
    );
    expect(() =>
      algoliaFromEnv({ DOCSEARCH_APP_ID: 'evil.host/', DOCSEARCH_API_KEY: 'f00', DOCSEARCH_INDEX_NAME: 'rslib' }),
    ).toThrow(/DOCSEARCH_APP_ID/);
  });
});

describe('hits and stored searches', () => {
  const { pre, post } = highlightTags;

  it('escape Algolia hits, keeping only the match marks', () => {
    const hit = escapeHit({
      url: 'https://rslib.rs/x',
      hierarchy: { lvl0: 'A & B', lvl1: '<img src=x onerror=alert(1)>', lvl2: null },
      content: '<script>x</script>',
      _highlightResult: {
        hierarchy: { lvl0: { value: 'A &amp; B' }, lvl1: { value: `<img>${pre}x${post}` } },
        content: { value: `<b>${pre}x${post}</b>` },
      },
      _snippetResult: { content: { value: `${pre}x${post} <svg onload=1>` } },
    });
    expect(hit.hierarchy).toMatchObject({ lvl0: 'A & B', lvl1: '&lt;img src=x onerror=alert(1)&gt;', lvl2: null });
    expect(hit.content).toBe('&lt;script&gt;x&lt;/script&gt;');
    expect(hit._highlightResult).toEqual({
      hierarchy: { lvl0: { value: 'A & B' }, lvl1: { value: '&lt;img&gt;<mark>x</mark>' } },
      content: { value: '&lt;b&gt;<mark>x</mark>&lt;/b&gt;' },
    });
    expect(hit._snippetResult).toEqual({ content: { value: '<mark>x</mark> &lt;svg onload=1&gt;' } });
  });

  it('keep only stored searches this site wrote: escaped texts and a safe URL', () => {
    const stored = {
      objectID: '/a',
      url: '/a#b',
      type: 'lvl2',
      content: null,
      hierarchy: { lvl0: 'Guide', lvl1: 'A &lt;b&gt;', lvl2: 'B', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    };
    expect(isSafeStoredHit(stored)).toBe(true);
    expect(isSafeStoredHit({ ...stored, url: 'javascript:alert(1)' })).toBe(false);
    expect(isSafeStoredHit({ ...stored, url: '//evil.example/' })).toBe(false);
    expect(isSafeStoredHit({ ...stored, hierarchy: { ...stored.hierarchy, lvl2: '<img src=x onerror=1>' } })).toBe(
      false,
    );
    expect(isSafeStoredHit({ ...stored, type: 'lvl9' })).toBe(false);
    expect(isSafeStoredHit('a string')).toBe(false);
  });
});

describe('error screen', () => {
  const retryError = Object.assign(new Error('down'), { name: 'RetryError' });
  const settled = (promise: Promise<unknown>) =>
    Promise.race([
      promise.then(
        () => 'settled',
        () => 'settled',
      ),
      new Promise((r) => setTimeout(() => r('pending'), 600)),
    ]);

  it('hands a RetryError to the handler after the stall threshold and then stays pending', async () => {
    const started = Date.now();
    let handledAt = 0;
    const chained = keepErrorScreen(Promise.reject(retryError)).catch((error) => {
      handledAt = Date.now();
      throw error;
    });
    expect(await settled(chained)).toBe('pending');
    expect(handledAt - started).toBeGreaterThanOrEqual(300);
  });

  it('passes results and other errors through unchanged', async () => {
    await expect(keepErrorScreen(Promise.resolve(1)).then((x) => x + 1)).resolves.toBe(2);
    await expect(
      keepErrorScreen(Promise.reject(new Error('bad request'))).catch((e: Error) => e.message),
    ).resolves.toBe('bad request');
  });
});

describe('search clients', () => {
  let root = '';
  let origin = '';
  let close = () => {};

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'search-'));
    const records = pageRecords(page, () => 'Basic');
    await fs.writeFile(path.join(root, 'en.json'), JSON.stringify({ version: 1, lang: 'en', records }));
    await fs.writeFile(path.join(root, 'broken.json'), '<!doctype html>');
    await fs.writeFile(path.join(root, '404.html'), 'Not found');
    const server = await serve({ root, port: 0 });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(async () => {
    close();
    await fs.rm(root, { recursive: true, force: true });
  });

  const request = (query: string) => ({ requests: [{ indexName: 'x', query, hitsPerPage: 20 }] });
  const search = (client: DocSearchTransformClient, query: string) =>
    client.search(request(query) as Parameters<DocSearchTransformClient['search']>[0]);

  it('the local client answers from a served index file in DocSearch response shape', async () => {
    const { results } = await search(localSearchClient(`${origin}/en.json`), 'esm');
    const [first] = results as { hits: { url: string; _snippetResult: unknown }[]; nbHits: number }[];
    expect(first?.nbHits).toBeGreaterThan(0);
    expect(first?.hits[0]?.url).toBe('/guide/x#choosing');
    expect(first?.hits[0]?._snippetResult).toBeDefined();
  });

  it('the local client fails with a RetryError when the index is missing or not an index', async () => {
    for (const file of ['missing.json', 'broken.json']) {
      const error = await search(localSearchClient(`${origin}/${file}`), 'esm').then(
        () => null,
        (e: Error) => e,
      );
      expect(error?.name).toBe('RetryError');
    }
  });

  it('the Algolia source asks the real index for one language and escapes the hits', async () => {
    const sent: unknown[] = [];
    const fakeAlgolia = {
      addAlgoliaAgent: () => {},
      transporter: { algoliaAgent: { value: '', add: () => fakeAlgolia.transporter.algoliaAgent } },
      search: async (params: unknown) => {
        sent.push(params);
        return { results: [{ hits: [{ hierarchy: { lvl0: 'G', lvl1: '<b>' }, content: null }] }] };
      },
    } as unknown as DocSearchTransformClient;
    const source = algoliaSource({ mode: 'algolia', appId: 'A', apiKey: 'k', indexName: 'rslib' }, 'zh');
    expect(source.indexName).toBe('rslib::zh');
    expect(source.searchParameters).toMatchObject({ facetFilters: ['language:zh'] });
    const { results } = await search(source.transformSearchClient(fakeAlgolia), 'esm');
    expect(sent).toEqual([{ requests: [{ indexName: 'rslib', query: 'esm', hitsPerPage: 20 }] }]);
    expect(results).toMatchObject([{ hits: [{ hierarchy: { lvl1: '&lt;b&gt;' } }] }]);
  });
});
