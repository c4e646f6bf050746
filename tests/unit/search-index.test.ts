import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { DocSearchTransformClient } from '@docsearch/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { serve } from '../../scripts/lib/static-server.mjs';
import {
  algoliaFromEnv,
  isIndexable,
  orderFromDocs,
  packIndex,
  pageParts,
  sectionsFromDocs,
} from '../../theme/plugins/search-index';
import { highlightTags } from '../../theme/search/highlight';
import { readHead, readTexts } from '../../theme/search/index-files';
import { escapeHit, isSafeStoredHit } from '../../theme/search/safe-hits';
import { algoliaSource, LocalIndex, localSearchClient, type SearchListener } from '../../theme/search/sources';
import type { SearchRecord } from '../../theme/search/types';

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

/** A page's records as the browser reads them: the head file's, then the text file's, in document order. */
function recordsOf(parts: ReturnType<typeof pageParts>[]): SearchRecord[] {
  const { head, text } = packIndex('en', parts);
  const headRecords = readHead(head);
  const texts = readTexts(headRecords, text).records;
  return headRecords.records.flatMap((record) => [
    record,
    ...texts.filter((t) => t.objectID === `${record.url}::text`),
  ]);
}

describe('search records', () => {
  const records = recordsOf([pageParts(page, () => 'Basic')]);

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

  it('keep titles and headings in the head file, each written once, and the texts in the text file', () => {
    const { head, text } = packIndex('en', [pageParts(page, () => 'Basic')]);
    expect(head.pages).toEqual([['/guide/x', 0, 'Output format', 'Which format to pick.']]);
    expect(head.headings.map(([, depth, heading]) => [depth, heading])).toEqual([
      [2, 'Choosing'],
      [3, 'Details'],
      [3, 'In a container'],
      [2, 'Next'],
    ]);
    expect(JSON.stringify(head)).not.toContain('Pick esm');
    expect(text.texts.map(([, body]) => body)).toEqual(['Intro text.', 'Pick esm.', 'More about esm.', 'Read on.']);
  });

  it('give a page the rank of its `searchRank` frontmatter, and skip entries of the wrong shape', () => {
    const ranked = pageParts({ ...page, frontmatter: { searchRank: 0.5 } }, () => 'Basic');
    const { head } = packIndex('en', [ranked, pageParts({ ...page, routePath: '/guide/y' }, () => 'Basic')]);
    expect(head.pages.map((entry) => entry[4])).toEqual([0.5, undefined]);
    expect(readHead(head).ranks.slice(0, 5)).toEqual([0.5, 0.5, 0.5, 0.5, 0.5]);
    const broken = { ...head, pages: [[42, 0, null, null], ...head.pages.slice(1)] } as unknown as typeof head;
    expect(readHead(broken).records.every((record) => record.url.startsWith('/guide/y'))).toBe(true);
    expect(pageParts({ ...page, frontmatter: { searchRank: 'high' } }, () => 'Basic').rank).toBe(1);
  });

  it('leave out the home page, the 404 page and pages with `search: false`', () => {
    expect(isIndexable(page)).toBe(true);
    expect(isIndexable({ ...page, frontmatter: { pageType: 'home' } })).toBe(false);
    expect(isIndexable({ ...page, frontmatter: { pageType: '404' } })).toBe(false);
    expect(isIndexable({ ...page, frontmatter: { search: false } })).toBe(false);
  });

  it('follow the reading order of the site: the top navigation, then each `_meta.json` in place', () => {
    const orderOf = orderFromDocs(path.join(repoRoot, 'docs'));
    const routes = ['/guide/start/quick-start', '/guide/start/', '/config/lib/format', '/guide/solution/vue'];
    expect([...routes].sort((a, b) => orderOf('en', a) - orderOf('en', b))).toEqual([
      '/guide/start/',
      '/guide/start/quick-start',
      '/guide/solution/vue',
      '/config/lib/format',
    ]);
    expect(orderOf('zh', '/zh/guide/solution/vue')).toBeLessThan(orderOf('zh', '/zh/guide/solution/svelte'));
    expect(orderOf('en', '/nowhere')).toBe(Number.MAX_SAFE_INTEGER);
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

describe('search clients', () => {
  let root = '';
  let origin = '';
  let close = async () => {};

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'search-'));
    const { head, text } = packIndex('en', [pageParts(page, () => 'Basic')]);
    await fs.writeFile(path.join(root, 'en.json'), JSON.stringify(head));
    await fs.writeFile(path.join(root, 'en-text.json'), JSON.stringify(text));
    await fs.writeFile(path.join(root, 'broken.json'), '<!doctype html>');
    await fs.writeFile(path.join(root, '404.html'), 'Not found');
    const server = await serve({ root, port: 0 });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Also drops open connections: a fetch the index starts when idle may still be under way.
    close = () => new Promise<void>((resolve) => server.close(() => resolve()).closeAllConnections());
  });

  afterAll(async () => {
    await close();
    await fs.rm(root, { recursive: true, force: true });
  });

  const request = (query: string) => ({ requests: [{ indexName: 'x', query, hitsPerPage: 20 }] });
  const search = (client: DocSearchTransformClient, query: string) =>
    client.search(request(query) as Parameters<DocSearchTransformClient['search']>[0]);
  type Results = { hits: { url: string; _snippetResult: unknown }[]; nbHits: number }[];
  const listener = () => {
    const events: string[] = [];
    const reported: SearchListener = {
      answered: () => events.push('answered'),
      failed: (error) => events.push(`failed: ${(error as Error).name}`),
    };
    return { events, reported };
  };
  const files = (head: string, text = 'en-text.json') => ({ head: `${origin}/${head}`, text: `${origin}/${text}` });

  it('the local client answers from the head file at once, and the text file arrives after the answer', async () => {
    const index = new LocalIndex(files('en.json'));
    const { events, reported } = listener();
    const completed = new Promise<void>((resolve) => index.onComplete(resolve));
    const { results } = await search(localSearchClient(index, reported), 'choosing');
    const [first] = results as Results;
    expect(first?.hits[0]?.url).toBe('/guide/x#choosing');
    expect(first?.hits[0]?._snippetResult).toBeDefined();
    expect(index.complete).toBe(false);
    expect(events).toEqual(['answered']);
    await completed;
    expect(index.complete).toBe(true);
  });

  it('the local client waits for the text file when the headings have no answer', async () => {
    const index = new LocalIndex(files('en.json'));
    const { results } = await search(localSearchClient(index, listener().reported), 'esm');
    expect((results as Results)[0]?.hits.map((hit) => hit.url)).toContain('/guide/x#choosing');
    expect(index.complete).toBe(true);
  });

  it('the local client reports a failure and answers nothing when the head file is missing or not an index', async () => {
    for (const file of ['missing.json', 'broken.json']) {
      const { events, reported } = listener();
      const { results } = await search(localSearchClient(new LocalIndex(files(file)), reported), 'esm');
      expect(events).toEqual(['failed: IndexError']);
      expect((results as Results)[0]?.nbHits).toBe(0);
    }
  });

  it('the local client still answers from the headings when the text file cannot be fetched', async () => {
    const { events, reported } = listener();
    const index = new LocalIndex(files('en.json', 'missing.json'));
    const { results } = await search(localSearchClient(index, reported), 'details');
    expect((results as Results)[0]?.hits[0]?.url).toBe('/guide/x#details');
    expect(events).toEqual(['answered']);
    await expect(index.text()).rejects.toThrow(/HTTP 404/);
  });

  it('the Algolia source asks the real index for one language, escapes the hits and reports failures', async () => {
    const sent: unknown[] = [];
    let down = false;
    const fakeAlgolia = {
      addAlgoliaAgent: () => {},
      transporter: { algoliaAgent: { value: '', add: () => fakeAlgolia.transporter.algoliaAgent } },
      search: async (params: unknown) => {
        sent.push(params);
        if (down) throw Object.assign(new Error('Unreachable hosts'), { name: 'RetryError' });
        return { results: [{ hits: [{ hierarchy: { lvl0: 'G', lvl1: '<b>' }, content: null }] }] };
      },
    } as unknown as DocSearchTransformClient;
    const source = algoliaSource({ mode: 'algolia', appId: 'A', apiKey: 'k', indexName: 'rslib' }, 'zh');
    expect(source.indexName).toBe('rslib::zh');
    expect(source.searchParameters).toMatchObject({ facetFilters: ['language:zh'] });
    const { events, reported } = listener();
    const client = source.client(reported)(fakeAlgolia);
    const { results } = await search(client, 'esm');
    expect(sent).toEqual([{ requests: [{ indexName: 'rslib', query: 'esm', hitsPerPage: 20 }] }]);
    expect(results).toMatchObject([{ hits: [{ hierarchy: { lvl1: '&lt;b&gt;' } }] }]);
    down = true;
    expect((await search(client, 'esm')).results).toMatchObject([{ hits: [], nbHits: 0 }]);
    expect(events).toEqual(['answered', 'failed: RetryError']);
  });
});
