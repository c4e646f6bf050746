import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageIndexInfo, UserConfig } from '@rspress/core';
import { pluginRss } from '@rspress/plugin-rss';
import { describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { pluginCompactCode, rehypeStaticCode, transformerCompactTokens } from '../../theme/plugins/compact-code';
import {
  exportedLiteral,
  overviewDepths,
  overviewPrefix,
  pluginSlimPageData,
  remarkOwnPageInfo,
  slimPageDataModule,
  slimSiteDataModule,
} from '../../theme/plugins/slim-page-data';
import { type HastNode, rehypeUnfocusableHeaderAnchors } from '../../theme/plugins/static-html';
import { blogFeeds } from '../../theme/rss';
import { lazyProgressBar } from '../../theme/runtime/lazy-nprogress';

const header = (depth: number, id: string) => ({ id, text: id, depth, charIndex: 42 });
const pageInfo = (routePath: string, frontmatter: Record<string, unknown> = {}, description?: string) =>
  ({
    routePath,
    title: routePath,
    lang: routePath.startsWith('/zh') ? 'zh' : 'en',
    toc: [header(2, 'a'), header(3, 'b'), header(2, 'c')],
    content: '',
    frontmatter,
    description,
    version: '',
    _filepath: '',
    _relativePath: '',
  }) as unknown as PageIndexInfo;

describe('slim page data', () => {
  it('finds the pages an overview lists and the heading depths it shows', () => {
    expect(overviewPrefix('/config/')).toBe('/config/');
    expect(overviewPrefix('/zh/config/index')).toBe('/zh/config/');
    expect(overviewPrefix('/api/overview')).toBe('/api/');
    expect(overviewDepths([2, 3])).toEqual([2, 3]);
    expect(overviewDepths(undefined)).toEqual([2]);
    expect(overviewDepths(['2'])).toEqual([2]);
    // Titles only: no heading of the listed pages ships to every page.
    expect(overviewDepths([])).toEqual([]);
  });

  it('keeps the headings an overview shows and only what other pages read, and blog articles whole', async () => {
    const plugin = pluginSlimPageData();
    const overview = pageInfo('/config/', { overview: true });
    const option = pageInfo('/config/lib/format', { description: 'Formats' }, 'Formats');
    const guide = pageInfo('/guide/start/quick-start');
    const home = pageInfo('/', { pageType: 'home', hero: { name: 'Rslib' }, features: [{ title: 'x' }] });
    const post = pageInfo('/zh/blog/introducing-rslib', { date: '2025-05-14', description: 'News' }, 'News');
    const pages = [overview, option, guide, home, post];
    await plugin.modifySearchIndexData?.(pages, true);
    for (const page of pages) await plugin.extendPageData?.(page, true);

    expect(option).toEqual({
      routePath: '/config/lib/format',
      lang: 'en',
      version: '',
      content: '',
      _filepath: '',
      toc: [
        { id: 'a', text: 'a', depth: 2 },
        { id: 'c', text: 'c', depth: 2 },
      ],
    });
    for (const page of [overview, guide, home]) {
      expect(Object.keys(page).sort()).toEqual(['_filepath', 'content', 'lang', 'routePath', 'version']);
    }
    expect(post).toMatchObject({
      title: '/zh/blog/introducing-rslib',
      description: 'News',
      frontmatter: { date: '2025-05-14', description: 'News' },
    });
    expect(post).not.toHaveProperty('toc');
    expect(post).not.toHaveProperty('_relativePath');
  });

  it('leaves the RSS plugin the frontmatter it reads and drops its empty feed lists, in either plugin order', async () => {
    for (const order of ['rss first', 'slim first']) {
      const rss = pluginRss({ feed: blogFeeds, output: { dir: 'rss' } });
      const slim = pluginSlimPageData();
      const plugins = order === 'rss first' ? [rss, slim] : [slim, rss];
      await rss.beforeBuild?.({ siteOrigin: 'https://docs.example' }, true);
      const guide = pageInfo('/zh/guide/start/');
      const post = pageInfo('/zh/blog/a', { date: '2025-01-01' });
      // As Rspress's PluginDriver runs the hook: every plugin's at once (`Promise.all`), in the order of the list.
      for (const page of [guide, post]) await Promise.all(plugins.map((plugin) => plugin.extendPageData?.(page, true)));
      expect(guide, order).not.toHaveProperty('frontmatter');
      expect(guide, order).not.toHaveProperty('feeds');
      expect(post.frontmatter, order).toEqual({ date: '2025-01-01' });
      expect(post, order).toHaveProperty('feeds', [expect.objectContaining({ language: 'zh-CN' })]);
    }
  });

  it("honours an overview's overviewHeaders and drops empty feed lists", async () => {
    const plugin = pluginSlimPageData();
    const overview = pageInfo('/zh/api/', { overview: true, overviewHeaders: [3] });
    const api = Object.assign(pageInfo('/zh/api/node', { description: 'Own words' }, 'Extracted'), { feeds: [] });
    const feed = { url: '/rss.xml', mime: 'application/rss+xml', language: 'zh' };
    const post = Object.assign(pageInfo('/zh/blog/a', { date: '2025-01-01' }), { feeds: [feed] });
    await plugin.modifySearchIndexData?.([overview, api, post], true);
    await plugin.extendPageData?.(api, true);
    await plugin.extendPageData?.(post, true);
    expect(api.toc.map((h) => h.id)).toEqual(['b']);
    expect(api).not.toHaveProperty('feeds');
    expect(post).toHaveProperty('feeds', [feed]);
  });

  it('gives the page its own description and source path in its chunk metadata', () => {
    const meta: Record<string, unknown> = { frontmatter: { description: 'Formats' }, title: 'lib.format' };
    const transform = remarkOwnPageInfo();
    const page = (data: Record<string, unknown>, file?: string) =>
      ({ lang: 'en', root: path.resolve('docs'), path: file, processor: { data: () => data } }) as const;
    transform(undefined, page(meta, path.resolve('docs/en/config/lib/format.mdx')));
    expect(meta).toMatchObject({ description: 'Formats', _relativePath: 'en/config/lib/format.mdx' });

    const bare: Record<string, unknown> = { frontmatter: {} };
    transform(undefined, page(bare));
    expect(bare).toEqual({ frontmatter: {} });
  });

  it('gives each page its own route, language, version and feed links, and a listing page the import of what it lists', async () => {
    const docs = path.resolve('docs');
    const plugin = pluginSlimPageData();
    await plugin.config?.({ root: docs }, {} as never, true);
    const feed = { url: '/rss/blog-rss-zh.xml', mime: 'application/rss+xml', language: 'zh-CN' };
    const at = (page: PageIndexInfo, relativePath: string) => Object.assign(page, { _relativePath: relativePath });
    const pages = [
      at(pageInfo('/config/', { overview: true }), 'en/config/index.mdx'),
      at(pageInfo('/config/lib/format'), 'en/config/lib/format.mdx'),
      at(pageInfo('/guide/basic/', { overview: true, overviewHeaders: [] }), 'en/guide/basic/index.mdx'),
      at(pageInfo('/zh/blog/'), 'zh/blog/index.mdx'),
      Object.assign(at(pageInfo('/zh/blog/a', { date: '2025-01-01' }), 'zh/blog/a.mdx'), { feeds: [feed] }),
    ];
    await plugin.modifySearchIndexData?.(pages, true);
    for (const page of pages) await plugin.extendPageData?.(page, true);
    const remark = plugin.markdown?.remarkPlugins?.[0] as (this: { data: () => unknown }) => (
      tree: { children: unknown[] },
      file: { path: string },
    ) => void;
    const compile = (relativePath: string) => {
      const meta: Record<string, unknown> = { frontmatter: {} };
      const tree = { children: [] as { type: string; value?: string }[] };
      remark.call({ data: () => meta })(tree, { path: path.join(docs, relativePath) });
      return { meta, imports: tree.children.map((node) => node.value) };
    };

    expect(compile('en/config/lib/format.mdx')).toEqual({
      meta: {
        frontmatter: {},
        _relativePath: 'en/config/lib/format.mdx',
        routePath: '/config/lib/format',
        lang: 'en',
        version: '',
      },
      imports: [],
    });
    expect(compile('en/config/index.mdx').imports).toEqual(['import "virtual-page-data?listed=%2Fconfig%2F";']);
    // An overview of titles only lists nothing of its pages that Rspress's navigation data lacks.
    expect(compile('en/guide/basic/index.mdx').imports).toEqual([]);
    expect(compile('zh/blog/index.mdx').imports).toEqual(['import "virtual-page-data?listed=%2Fzh%2Fblog%2F";']);
    expect(compile('zh/blog/a.mdx').meta).toMatchObject({ routePath: '/zh/blog/a', lang: 'zh', feeds: [feed] });
    expect(compile('en/unknown.mdx').meta).toEqual({ frontmatter: {}, _relativePath: 'en/unknown.mdx' });
  });

  it('ships no page entry to every page, and gives a listing page the entries it lists', () => {
    const entries = [
      { routePath: '/config/', lang: 'en', version: '' },
      { routePath: '/config/lib/format', lang: 'en', version: '', toc: [{ id: 'values', text: 'Values', depth: 2 }] },
      { routePath: '/config/lib/id', lang: 'en', version: '' },
      { routePath: '/guide/start/', lang: 'en', version: '', toc: [{ id: 'x', text: 'X', depth: 2 }] },
      { routePath: '/blog/', lang: 'en', version: '' },
      { routePath: '/blog/a', lang: 'en', version: '', title: 'A', frontmatter: { date: '2025-01-01' } },
    ];
    const code = `export const pageData = ${JSON.stringify({ pages: entries }, null, 2)};
          export const searchIndexHash = {"###en": "abc"};`;
    expect(slimPageDataModule(code)).toBe(`export const pageData = {"pages":[]};
          export const searchIndexHash = {"###en": "abc"};`);
    // After the JavaScript compiler and, in dev, the React Refresh loader: only the literal is read and replaced.
    const compiled = `export const pageData = {\n    pages: ${JSON.stringify(entries)}\n};\nexport const searchIndexHash = {\n    "###en": "abc"\n};\n$ReactRefreshRuntime$.refresh(module.id, "}");\n`;
    expect(slimPageDataModule(compiled)).toBe(
      `export const pageData = {"pages":[]};\nexport const searchIndexHash = {\n    "###en": "abc"\n};\n$ReactRefreshRuntime$.refresh(module.id, "}");\n`,
    );
    expect(slimPageDataModule(code, '?other=1')).toBe(slimPageDataModule(code));

    const listedBy = (query: string, known: { routePath: string; toc?: unknown }[]) => {
      const pageData = { pages: known };
      const module = slimPageDataModule(code, query);
      expect(module).toMatch(/^import \{ pageData \} from "virtual-page-data";\n/);
      new Function('pageData', module.replace(/^import .*\n/, ''))(pageData);
      return pageData.pages;
    };
    expect(listedBy('?listed=%2Fconfig%2F', [])).toEqual([entries[1]]);
    // Again after a hot update: the entry is replaced, not added twice.
    expect(listedBy('?listed=%2Fconfig%2F', [{ routePath: '/config/lib/format' }])).toEqual([entries[1]]);
    expect(listedBy('?listed=%2Fblog%2F', [entries[1] as { routePath: string }])).toEqual([entries[1], entries[5]]);
    expect(slimPageDataModule('export default {}', '?listed=%2Fblog%2F')).toBe('export default {}');
  });

  it('leaves the source file of each sidebar item out of the site data', () => {
    const site = {
      title: 'Rslib',
      themeConfig: {
        locales: [
          {
            lang: 'en',
            sidebar: {
              '/guide': [
                {
                  text: 'Start',
                  collapsed: false,
                  _fileKey: 'en/guide/start',
                  items: [{ text: 'Intro', link: '/a', _fileKey: 'en/a' }],
                },
                { dividerType: 'solid' },
              ],
            },
          },
        ],
      },
    };
    expect(
      exportedLiteral(slimSiteDataModule(`export default ${JSON.stringify(site, null, 2)}`), 'default')?.value,
    ).toEqual({
      title: 'Rslib',
      themeConfig: {
        locales: [
          {
            lang: 'en',
            sidebar: {
              '/guide': [
                { text: 'Start', collapsed: false, items: [{ text: 'Intro', link: '/a' }] },
                { dividerType: 'solid' },
              ],
            },
          },
        ],
      },
    });
    expect(slimSiteDataModule('export const x = 1;')).toBe('export const x = 1;');
    expect(exportedLiteral('import x from "y";\nexport default x;', 'default')).toBeUndefined();
    expect(exportedLiteral('export default {"a": "}\\"{", b: [1, 2]};\nfoo();', 'default')?.value).toEqual({
      a: '}"{',
      b: [1, 2],
    });
    // A comment the compiler left inside the literal is no part of it, and code in it is never run.
    expect(exportedLiteral("export default {/* } it's */ a: -1};", 'default')?.value).toEqual({ a: -1 });
    expect(exportedLiteral('export default {a: process.exit(1)};', 'default')).toBeUndefined();
  });
});

type Line = Parameters<NonNullable<ReturnType<typeof transformerCompactTokens>['line']>>[0];
const span = (style: string | undefined, value: string) => ({
  type: 'element' as const,
  tagName: 'span',
  properties: style === undefined ? {} : { style },
  children: [{ type: 'text' as const, value }],
});

describe('compact code tokens', () => {
  const run = (children: Line['children']) => {
    const line: Line = { type: 'element', tagName: 'span', properties: { class: 'line' }, children };
    const transformer = transformerCompactTokens();
    transformer.line?.call({} as never, line, 1);
    return line.children;
  };

  it('unwraps default-colour tokens into text and turns theme colours into classes', () => {
    expect(
      run([
        span('color:var(--shiki-token-keyword)', 'const'),
        span('color:var(--shiki-foreground)', ' x '),
        span('color:var(--shiki-foreground)', '= '),
        span('color:var(--shiki-token-string)', "'a'"),
      ]),
    ).toEqual([
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['sk-keyword'] },
        children: [{ type: 'text', value: 'const' }],
      },
      { type: 'text', value: ' x = ' },
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['sk-string'] },
        children: [{ type: 'text', value: "'a'" }],
      },
    ]);
  });

  it('joins neighbouring tokens of the same colour into one span', () => {
    expect(
      run([
        span('color:var(--shiki-token-keyword)', 'export'),
        span('color:var(--shiki-token-keyword)', ' default'),
        span('color:var(--shiki-token-function)', ' defineConfig'),
      ]),
    ).toEqual([
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['sk-keyword'] },
        children: [{ type: 'text', value: 'export default' }],
      },
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['sk-function'] },
        children: [{ type: 'text', value: ' defineConfig' }],
      },
    ]);
  });

  it('leaves tokens with other styles or unknown colours as Shiki wrote them', () => {
    const italic = span('color:var(--shiki-token-comment);font-style:italic', '// note');
    const unknown = span('color:var(--shiki-token-deleted)', '-');
    const plain = span(undefined, 'x');
    expect(run([italic, unknown, plain])).toEqual([italic, unknown, plain]);
  });

  it("removes the code block's default colour style only when it is exactly the theme's", () => {
    const transformer = transformerCompactTokens();
    const pre = (style: string) => ({ type: 'element' as const, tagName: 'pre', properties: { style }, children: [] });
    const themed = pre('background-color:var(--shiki-background);color:var(--shiki-foreground)');
    const custom = pre('background-color:red');
    transformer.pre?.call({} as never, themed);
    transformer.pre?.call({} as never, custom);
    expect(themed.properties).toEqual({});
    expect(custom.properties).toEqual({ style: 'background-color:red' });
  });
});

describe('steady highlighting', () => {
  /** Shiki's rehype plugin with the site's options, and a count of the blocks it highlighted. */
  async function highlighter() {
    const config = (await pluginCompactCode().config?.({}, {} as never, true)) as UserConfig;
    const shiki = config.markdown?.shiki ?? {};
    const counted = { highlighted: 0 };
    const count = { name: 'count', preprocess: () => void counted.highlighted++ };
    // Shiki's rehype plugin as Rspress runs it: resolved from @rspress/core, which depends on it (the site does not).
    const rspress = createRequire(path.join(repoRoot, 'node_modules/@rspress/core/package.json'));
    const rehypeShiki = await import(pathToFileURL(rspress.resolve('@shikijs/rehype')).href);
    const plugin = rehypeShiki.default as (options: object) => (tree: unknown) => Promise<void>;
    const transform = plugin({ theme: 'github-light', langs: ['ts'], ...shiki, transformers: [count] });
    const run = async (code: string) => {
      const code_ = { type: 'element', tagName: 'code', properties: { className: ['language-ts'] }, children: [] };
      const tree = { type: 'root', children: [{ type: 'element', tagName: 'pre', properties: {}, children: [code_] }] };
      code_.children.push({ type: 'text', value: code } as never);
      await transform(tree);
      return tree as unknown as HastNode;
    };
    return { run, counted };
  }
  /** How many token spans a highlighted block has. */
  const tokens = (tree: HastNode) => JSON.stringify(tree).match(/"tagName":"span"/g)?.length ?? 0;

  it('tokenizes every line whole, however long the machine takes for it', async () => {
    const { run } = await highlighter();
    await run('const warm = 1;');
    let now = 0;
    // A machine so busy that every check of the clock finds another second gone.
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    try {
      const tree = await run("import { defineConfig } from '@rslib/core';");
      expect(tokens(tree)).toBeGreaterThan(5);
    } finally {
      clock.mockRestore();
    }
  });

  it('highlights a block once, and gives each use its own copy of the same tree', async () => {
    const { run, counted } = await highlighter();
    const first = await run('export const a = 1;');
    const copy = JSON.stringify(first);
    (first.children ?? []).length = 0;
    const second = await run('export const a = 1;');
    expect(JSON.stringify(second)).toBe(copy);
    expect(counted.highlighted).toBe(1);
    await run('export const a = 2;');
    expect(counted.highlighted).toBe(2);
  });
});

describe('code block lines', () => {
  const text = (value: string) => ({ type: 'text' as const, value });
  const line = (className: string, ...children: ReturnType<typeof span | typeof text>[]) => ({
    type: 'element' as const,
    tagName: 'span',
    properties: { class: className },
    children,
  });
  const block = (lines: ReturnType<typeof line>[], properties: Record<string, unknown> = {}) => {
    const children = lines.flatMap((l, i) => (i === 0 ? [l] : [text('\n'), l]));
    const code = { type: 'element' as const, tagName: 'code', properties: {}, children };
    return {
      type: 'element' as const,
      tagName: 'pre',
      properties: { class: 'shiki', ...properties },
      children: [code],
    };
  };
  const transform = (pre: ReturnType<typeof block>) => {
    transformerCompactTokens().pre?.call({} as never, pre as never);
    return pre;
  };

  it('lose their wrappers when no line has anything of its own', () => {
    const pre = transform(block([line('line', span('x', 'const'), text(' a')), line('line'), line('line', text('b'))]));
    expect(pre.properties.class).toBe('shiki sk-flat');
    expect(pre.children[0]?.children).toEqual([span('x', 'const'), text(' a\n\nb')]);
  });

  it('keep them for line numbers and for lines with a mark of their own', () => {
    const numbered = transform(block([line('line', text('a')), line('line', text('b'))], { lineNumbers: true }));
    expect(numbered.properties.class).toBe('shiki');
    const marked = transform(block([line('line highlighted', text('a')), line('line', text('b'))]));
    expect(marked.children[0]?.children).toHaveLength(3);
  });
});

describe('static code', () => {
  const text = (value: string) => ({ type: 'text', value });
  const token = (value: string) => ({
    type: 'element',
    tagName: 'span',
    properties: { className: ['sk-keyword'] },
    children: [text(value)],
  });
  const pre = (children: unknown[]) => ({
    type: 'element',
    tagName: 'pre',
    properties: { className: ['shiki'] },
    children: [{ type: 'element', tagName: 'code', properties: {}, children }],
  });

  it('hands the highlighted lines to React as one HTML string, leaving the block component in place', () => {
    const tree = { type: 'root', children: [pre([token('const'), text(' a = "<b>";')])] };
    rehypeStaticCode()(tree as never);
    const [block] = tree.children as { tagName: string; children: Record<string, unknown>[] }[];
    expect(block?.tagName).toBe('pre');
    const code = block?.children[0] as { type: string; name: string; attributes: { name: string; value: unknown }[] };
    expect(code.type).toBe('mdxJsxFlowElement');
    expect(code.name).toBe('code');
    expect(code.attributes.map((a) => a.name)).toEqual(['dangerouslySetInnerHTML']);
    expect(JSON.stringify(code.attributes[0]?.value)).toContain(
      JSON.stringify('<span class="sk-keyword">const</span> a = "&#x3C;b>";'),
    );
  });

  it('leaves code with MDX expressions or components in it to React', () => {
    const expression = { type: 'mdxTextExpression', value: 'x' };
    const tree = { type: 'root', children: [pre([token('const'), expression])] };
    rehypeStaticCode()(tree as never);
    expect((tree.children[0] as { children: { type: string }[] }).children[0]?.type).toBe('element');
  });
});

/** A progress bar that records what it was asked to do, in place of nprogress (which needs a page). */
function recordingProgress() {
  const calls: string[] = [];
  const progress = {
    configure: (options: object) => {
      calls.push(`configure ${JSON.stringify(options)}`);
      return progress;
    },
    start: () => {
      calls.push('start');
      return progress;
    },
    done: () => {
      calls.push('done');
      return progress;
    },
  };
  return { calls, progress };
}

describe('lazy progress bar', () => {
  it('loads the library on the first start, with the settings made before, and shows the bar', async () => {
    const { calls, progress } = recordingProgress();
    let loads = 0;
    const bar = lazyProgressBar(async () => {
      loads++;
      return progress as never;
    });
    bar.configure({ showSpinner: false });
    expect(loads).toBe(0);
    bar.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    bar.done();
    bar.start();
    expect(loads).toBe(1);
    expect(calls).toEqual(['configure {"showSpinner":false}', 'start', 'done', 'start']);
  });

  it('never shows a bar that was finished while the library was loading, and survives a failed load', async () => {
    const { calls, progress } = recordingProgress();
    const bar = lazyProgressBar(async () => progress as never);
    bar.start();
    bar.done();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['configure {}']);

    const failing = lazyProgressBar(() => Promise.reject(new Error('offline')));
    failing.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(() => failing.done()).not.toThrow();
  });
});

describe('heading anchors', () => {
  it("takes Rspress's hidden # links out of the Tab order and leaves other links alone", () => {
    const anchor = { type: 'element', tagName: 'a', properties: { class: 'rp-header-anchor', ariaHidden: 'true' } };
    const link = { type: 'element', tagName: 'a', properties: { href: '/guide/' } };
    const tree = {
      type: 'root',
      children: [{ type: 'element', tagName: 'h2', properties: { id: 'x' }, children: [anchor, link] }],
    };
    rehypeUnfocusableHeaderAnchors()(tree as never);
    expect(anchor.properties).toEqual({ class: 'rp-header-anchor', ariaHidden: 'true', tabIndex: -1 });
    expect(link.properties).toEqual({ href: '/guide/' });
  });
});
