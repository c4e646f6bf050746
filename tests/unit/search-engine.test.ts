import { describe, expect, it, vi } from 'vitest';
import { isSearchEnabled } from '../../theme/search/enabled';
import { editDistance, SearchEngine, toHit } from '../../theme/search/engine';
import { highlight, snippet } from '../../theme/search/highlight';
import { indexTerms, phraseTerms, queryTerms } from '../../theme/search/tokenize';
import type { SearchRecord } from '../../theme/search/types';

const record = (url: string, type: SearchRecord['type'], lvl1: string, more: Partial<SearchRecord> = {}) => ({
  objectID: url + type,
  url,
  type,
  hierarchy: { lvl0: 'Guide', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  ...more,
});

describe('tokenizer', () => {
  it('indexes words lower-cased, with the parts of camelCase words', () => {
    expect(indexTerms('lib.autoExternal and DTS')).toEqual(['lib', 'autoexternal', 'auto', 'external', 'and', 'dts']);
  });

  it('indexes CJK text as characters and neighbouring pairs, and full-width letters as ASCII', () => {
    expect(indexTerms('产物格式')).toEqual(['产', '物', '格', '式', '产物', '物格', '格式']);
    expect(indexTerms('ＥＳＭ')).toEqual(['esm']);
  });

  it('reads a query as words without filler words, and CJK as the pairs inside its words', () => {
    expect(queryTerms('How do I bundle a dependency')).toEqual(['bundle', 'dependency']);
    expect(queryTerms('怎么生成类型文件')).toEqual(['生成', '类型', '文件']);
    expect(queryTerms('产物里没有 CSS')).toEqual(['产物', '没有', 'css']);
    expect(queryTerms('按组件输出')).toEqual(['按组', '组件', '输出']);
    expect(queryTerms('库')).toEqual(['库']);
    expect(queryTerms('how to')).toEqual(['how', 'to']);
  });

  it('reads a CJK query as all its pairs in a browser without Intl.Segmenter (Firefox before 125)', async () => {
    const { Segmenter } = Intl;
    Reflect.deleteProperty(Intl, 'Segmenter');
    try {
      vi.resetModules();
      const tokenize = await import('../../theme/search/tokenize');
      expect(tokenize.queryTerms('怎么生成类型文件')).toEqual(['么生', '生成', '成类', '类型', '型文', '文件']);
      expect(tokenize.phraseTerms('怎么生成类型文件')).toEqual([]);
    } finally {
      Object.assign(Intl, { Segmenter });
    }
  });

  it('adds the pairs that straddle two words of a CJK query as optional phrase terms', () => {
    expect(phraseTerms('发布前检查')).toEqual(['布前', '前检']);
    expect(phraseTerms('怎么生成类型文件')).toEqual(['成类', '型文']);
    expect(phraseTerms('output format')).toEqual([]);
  });
});

describe('highlight and snippet', () => {
  it('escape markup and mark the matches', () => {
    expect(highlight('A <script> tag for UMD', ['script', 'umd']).value).toBe(
      'A &lt;<mark>script</mark>&gt; tag for <mark>UMD</mark>',
    );
    expect(highlight('产物格式', ['格式']).value).toBe('产物<mark>格式</mark>');
  });

  it('mark camelCase parts but not the middle of a word', () => {
    expect(highlight('autoExternal rebundle', ['external', 'bundle']).value).toBe('auto<mark>External</mark> rebundle');
  });

  it('cut long text around the first match, on a word boundary, with ellipses', () => {
    const text = `${'word '.repeat(40)}the needle is here ${'tail '.repeat(40)}`;
    const { value, matchLevel, matchedWords } = snippet(text, ['needle']);
    expect(value.startsWith('…word')).toBe(true);
    expect(value.endsWith('…')).toBe(true);
    expect(value).toContain('<mark>needle</mark>');
    expect(matchLevel).toBe('partial');
    expect(matchedWords).toEqual(['needle']);
  });
});

describe('search engine', () => {
  const records: SearchRecord[] = [
    record('/a', 'lvl1', 'Output format', { content: 'Choose between esm and cjs.' }),
    record('/a#esm', 'lvl2', 'Output format', {
      hierarchy: { lvl0: 'Guide', lvl1: 'Output format', lvl2: 'esm', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    }),
    record('/a#esm', 'content', 'Output format', {
      hierarchy: { lvl0: 'Guide', lvl1: 'Output format', lvl2: 'esm', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: 'ES modules are the standard. <img src=x onerror=alert(1)>',
    }),
    record('/b', 'lvl1', 'Declaration files', { content: 'Generate .d.ts files.' }),
    record('/zh/c', 'lvl1', '类型声明文件'),
  ];
  const engine = new SearchEngine(records);

  it('finds a page by its title, with typos, and by CJK words', () => {
    expect(engine.search('declaration')[0]?.url).toBe('/b');
    expect(engine.search('declaraton files')[0]?.url).toBe('/b');
    expect(engine.search('声明文件')[0]?.url).toBe('/zh/c');
  });

  it('takes records added later into the ranking, weighted by the rank of their page', () => {
    const later = new SearchEngine(records.slice(0, 2));
    expect(later.search('standard')).toEqual([]);
    later.add(records.slice(2, 3));
    expect(later.search('standard')[0]?.url).toBe('/a#esm');
    const ranked = new SearchEngine(
      [records[3] as SearchRecord, { ...(records[3] as SearchRecord), url: '/c' }],
      [0.5],
    );
    expect(ranked.search('declaration files').map((hit) => hit.url)).toEqual(['/c', '/b']);
  });

  it('adds records in slices, giving the same answers as adding them at once', async () => {
    const sliced = new SearchEngine();
    await sliced.add(records, [], 0);
    expect(sliced.size).toBe(records.length);
    expect(sliced.search('esm')).toEqual(engine.search('esm'));
  });

  it('counts typos as edits, and stops counting past the limit', () => {
    expect(editDistance('declaraton', 'declaration', 2)).toBe(1);
    expect(editDistance('storybok', 'storybook', 1)).toBe(1);
    expect(editDistance('webassmbly', 'webassembly', 2)).toBe(1);
    expect(editDistance('format', 'formats', 0)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('returns one hit per URL', () => {
    const urls = engine.search('esm').map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('answers nothing for an empty query, and cuts a long one instead of failing', () => {
    expect(engine.search('')).toEqual([]);
    expect(engine.search('   ')).toEqual([]);
    expect(engine.search(`esm ${'x'.repeat(5000)}`).length).toBeGreaterThan(0);
  });

  it('escapes every text of a hit, except the section name shown as text', () => {
    const hit = toHit(record('/x', 'content', 'A <b>', { content: '<img src=x onerror=alert(1)> esm' }), ['esm']);
    expect(hit.hierarchy.lvl1).toBe('A &lt;b&gt;');
    expect(hit.content).toBe('&lt;img src=x onerror=alert(1)&gt; esm');
    expect(hit._snippetResult.content.value).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>esm</mark>');
    expect(hit._highlightResult.hierarchy.lvl0.value).toBe('Guide');
    expect(hit._highlightResult.hierarchy.lvl2).toEqual({ value: '', matchLevel: 'none', matchedWords: [] });
  });
});

describe('search box', () => {
  it('is shown unless search is turned off in the site or the theme config', () => {
    expect(isSearchEnabled({ search: {}, themeConfig: {} })).toBe(true);
    expect(isSearchEnabled({ search: false, themeConfig: {} })).toBe(false);
    expect(isSearchEnabled({ search: {}, themeConfig: { search: false } })).toBe(false);
  });
});
