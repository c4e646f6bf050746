import type { RspressPlugin } from '@rspress/core';
import { toHtml } from 'hast-util-to-html';

/** A hast node, as far as these plugins look at it. */
export interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  value?: string;
  [key: string]: unknown;
}

/** `<name className="…" dangerouslySetInnerHTML={{ __html: html }} />` as an MDX element (no `className` if empty). */
export const htmlElement = (name: string | undefined, className: string, html: string) => {
  const __html = { type: 'Property', kind: 'init', key: { type: 'Identifier', name: '__html' } };
  const expression = { type: 'ObjectExpression', properties: [{ ...__html, value: { type: 'Literal', value: html } }] };
  const estree = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] };
  const attribute = (name: string, value: unknown) => ({ type: 'mdxJsxAttribute', name, value });
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: [
      ...(className ? [attribute('className', className)] : []),
      attribute('dangerouslySetInnerHTML', { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree } }),
    ],
    children: [],
  };
};

/**
 * Gives an element its children as one HTML string, so React hydrates it alone; only the element goes through its
 * tag's MDX component (callers do this to pass-through tags only), and keeps only its `className`.
 */
export function makeStatic(node: HastNode): void {
  const html = toHtml({ type: 'root', children: node.children ?? [] } as Parameters<typeof toHtml>[0]);
  const element = htmlElement(node.tagName, [node.properties?.className ?? []].flat().join(' '), html);
  for (const key of Object.keys(node)) delete node[key];
  Object.assign(node, element);
}

/** Whether an element has no property but `className`, so that {@link makeStatic} keeps all it says. */
export const onlyClassName = (node: HastNode): boolean =>
  Object.keys(node.properties ?? {}).every((key) => key === 'className');

/**
 * Tags whose Markdown component in Rspress 2.0.22 (DocContent's `P`, `Ul`, `Ol`, `Li`, `Blockquote`, `Strong`, `Code`)
 * renders the plain element with the same props and that the theme does not replace (else it must come off this
 * list), plus inline HTML tags MDX maps to no component.
 */
const passThroughTags = new Set(
  'p ul ol li blockquote strong em code del br span kbd sup sub b i s u mark small'.split(' '),
);
/** The block elements turned into HTML strings, with everything inside them. */
const blockTags = new Set(['p', 'ul', 'ol', 'blockquote']);

/** Whether a subtree is only text and pass-through elements: no link, image, heading, component or expression. */
const isStaticTree = (node: HastNode): boolean =>
  node.type === 'text' ||
  (node.type === 'element' && passThroughTags.has(node.tagName ?? '') && (node.children ?? []).every(isStaticTree));

/**
 * Hands React the paragraphs, lists and quotes that hold nothing interactive as HTML strings: fewer elements to
 * hydrate, strings instead of calls in the page's JavaScript. Blocks with a link stay React's (Rspress's link navigates
 * without a reload). Runs after Shiki and the theme's other rehype plugins, which add nothing to these elements.
 */
export const rehypeStaticBlocks = () =>
  function visit(node: HastNode): void {
    for (const child of node.children ?? []) {
      if (child.type === 'element' && blockTags.has(child.tagName ?? '') && onlyClassName(child) && isStaticTree(child))
        makeStatic(child);
      else visit(child);
    }
  };

/**
 * Takes the `#` link Rspress puts in every heading (as `class: 'rp-header-anchor'`, 2.0.19..2.0.22) out of the tab
 * order: it is `aria-hidden`, so it would be an invisible stop for keyboard users, who reach sections by the outline.
 */
export const rehypeUnfocusableHeaderAnchors = () =>
  function visit(node: HastNode): void {
    if (node.tagName === 'a' && node.properties?.class === 'rp-header-anchor')
      node.properties = { ...node.properties, tabIndex: -1 };
    node.children?.forEach(visit);
  };

export const pluginStaticBlocks = (): RspressPlugin => ({
  name: 'rslib-docs-static-blocks',
  markdown: { rehypePlugins: [rehypeStaticBlocks, rehypeUnfocusableHeaderAnchors] },
});
