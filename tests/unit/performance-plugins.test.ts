import type { PageIndexInfo } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { transformerCompactTokens } from '../../theme/plugins/compact-code';
import { rehypeUnfocusableHeaderAnchors } from '../../theme/plugins/heading-anchors';
import { overviewDepths, overviewPrefix, pluginSlimPageData } from '../../theme/plugins/slim-page-data';
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
  });

  it("keeps the headings an overview shows, drops the others, and trims what only the page's own chunk needs", async () => {
    const plugin = pluginSlimPageData();
    const overview = pageInfo('/config/', { overview: true });
    const option = pageInfo('/config/lib/format', { description: 'Formats' }, 'Formats');
    const guide = pageInfo('/guide/start/quick-start');
    const home = pageInfo('/', { pageType: 'home', hero: { name: 'Rslib' }, features: [{ title: 'x' }] });
    const pages = [overview, option, guide, home];
    await plugin.modifySearchIndexData?.(pages, true);
    for (const page of pages) await plugin.extendPageData?.(page, true);

    expect(option.toc).toEqual([
      { id: 'a', text: 'a', depth: 2, charIndex: 0 },
      { id: 'c', text: 'c', depth: 2, charIndex: 0 },
    ]);
    expect(overview.toc).toEqual([]);
    expect(guide.toc).toEqual([]);
    expect(option.frontmatter).toEqual({});
    expect(option.description).toBe('Formats');
    expect(home.frontmatter).toEqual({ pageType: 'home' });
  });

  it("honours an overview's overviewHeaders and keeps a description that differs from the frontmatter's", async () => {
    const plugin = pluginSlimPageData();
    const overview = pageInfo('/zh/api/', { overview: true, overviewHeaders: [3] });
    const api = pageInfo('/zh/api/node', { description: 'Own words' }, 'Extracted');
    await plugin.modifySearchIndexData?.([overview, api], true);
    await plugin.extendPageData?.(api, true);
    expect(api.toc.map((h) => h.id)).toEqual(['b']);
    expect(api.frontmatter).toEqual({ description: 'Own words' });
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
