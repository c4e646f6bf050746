import { describe, expect, it } from 'vitest';
import { type HastNode, rehypeStaticBlocks } from '../../theme/plugins/static-html';

const text = (value: string): HastNode => ({ type: 'text', value });
const el = (tagName: string, children: HastNode[] = [], properties: Record<string, unknown> = {}): HastNode => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const run = (children: HastNode[]) => {
  const tree: HastNode = { type: 'root', children };
  rehypeStaticBlocks()(tree as never);
  return tree.children ?? [];
};
const htmlOf = (node: HastNode | undefined) =>
  ((node?.attributes as { name: string; value: { data: { estree: unknown } } }[]) ?? [])
    .map((attribute) => JSON.stringify(attribute.value))
    .join(' ');

describe('static blocks', () => {
  it('give React paragraphs and lists with nothing interactive as one HTML string, through their component', () => {
    const [paragraph, list] = run([
      el('p', [text('Use '), el('code', [text('<lib>')]), text(' and '), el('strong', [text('esm')])]),
      el('ul', [text('\n'), el('li', [text('one')]), text('\n')], { className: ['contains-task-list'] }),
    ]);
    expect(paragraph).toMatchObject({ type: 'mdxJsxFlowElement', name: 'p', children: [] });
    expect(paragraph?.data).toBeUndefined();
    expect(htmlOf(paragraph)).toContain(JSON.stringify('Use <code>&#x3C;lib></code> and <strong>esm</strong>'));
    expect(list).toMatchObject({ type: 'mdxJsxFlowElement', name: 'ul' });
    expect(list?.attributes).toContainEqual({
      type: 'mdxJsxAttribute',
      name: 'className',
      value: 'contains-task-list',
    });
    expect(htmlOf(list)).toContain(JSON.stringify('\n<li>one</li>\n'));
  });

  it('leave blocks with a link, an image, an expression or other properties to React, and look inside components', () => {
    const link = el('p', [text('See '), el('a', [text('CLI')], { href: '/guide/basic/cli' })]);
    const image = el('ul', [el('li', [el('img', [], { src: '/a.png' })])]);
    const expression = el('p', [{ type: 'mdxTextExpression', value: 'x' }]);
    const styled = el('p', [text('x')], { id: 'note' });
    const callout: HastNode = { type: 'mdxJsxFlowElement', name: 'Tip', children: [el('p', [text('inside')])] };
    const out = run([link, image, expression, styled, callout]);
    expect(out.slice(0, 4).map((node) => node.type)).toEqual(['element', 'element', 'element', 'element']);
    expect(callout.children?.[0]).toMatchObject({ type: 'mdxJsxFlowElement', name: 'p' });
  });
});
