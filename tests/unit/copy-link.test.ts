import path from 'node:path';
import type { UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { copyLinkClass } from '../../theme/components/CopyLink/names';
import { copyLinkText } from '../../theme/i18n';
import { pluginCopyLinks, rehypeCopyLinks } from '../../theme/plugins/copy-link';
import type { HastNode } from '../../theme/plugins/static-html';

const anchor = (id: string): HastNode => ({
  type: 'element',
  tagName: 'a',
  properties: { class: 'rp-header-anchor', ariaHidden: 'true', href: `#${id}` },
  children: [{ type: 'text', value: '#' }],
});
const heading = (tagName: string, id?: string): HastNode => ({
  type: 'element',
  tagName,
  properties: id ? { id } : {},
  children: [...(id ? [anchor(id)] : []), { type: 'text', value: `Heading ${tagName}` }],
});
const page = (): HastNode => ({
  type: 'root',
  children: [
    heading('h1', 'title'),
    heading('h2', 'output-format'),
    { type: 'element', tagName: 'div', properties: {}, children: [heading('h3', 'in-a-container')] },
    heading('h4', 'deeper'),
    heading('h2'),
  ],
});
const buttonsOf = (node: HastNode): HastNode[] =>
  (node.children ?? []).filter((child) => child.type === 'element' && child.tagName === 'button');
const headings = (tree: HastNode, found: HastNode[] = []): HastNode[] => {
  for (const child of tree.children ?? []) {
    if (/^h\d$/.test(child.tagName ?? '')) found.push(child);
    else headings(child, found);
  }
  return found;
};

describe('copy-link buttons', () => {
  it('end every ## and ### heading with an id, in the language given, and no other heading', () => {
    const tree = page();
    rehypeCopyLinks(tree as never, 'zh');
    const [h1, h2, h3, h4, h2WithoutId] = headings(tree);
    expect(buttonsOf(h2 as HastNode)).toEqual([
      {
        type: 'element',
        tagName: 'button',
        properties: { className: [copyLinkClass, 'rp-toc-exclude'], ariaLabel: copyLinkText.label.zh },
        children: [],
      },
    ]);
    expect(h2?.children?.at(-1)?.tagName).toBe('button');
    expect(h2?.children?.[0]).toEqual(anchor('output-format'));
    expect(buttonsOf(h3 as HastNode)).toHaveLength(1);
    for (const other of [h1, h4, h2WithoutId]) expect(buttonsOf(other as HastNode)).toEqual([]);
  });

  it('take the language from the page folder under docs/', () => {
    const root = path.join('/site', 'docs');
    const plugin = pluginCopyLinks();
    (plugin.config as (config: UserConfig) => UserConfig)({ root });
    const [rehype] = plugin.markdown?.rehypePlugins ?? [];
    const labelIn = (file: string) => {
      const tree = page();
      (rehype as () => (tree: HastNode, file: { path: string }) => void)()(tree, { path: path.join(root, file) });
      return buttonsOf(headings(tree)[1] as HastNode)[0]?.properties?.ariaLabel;
    };
    expect(labelIn('en/guide/basic/cli.mdx')).toBe('Copy link to section');
    expect(labelIn('zh/guide/basic/cli.mdx')).toBe('复制本节链接');
    expect(labelIn('zh/shared/install.mdx')).toBe('复制本节链接');
    expect(labelIn('index.md')).toBe('Copy link to section');
  });
});
