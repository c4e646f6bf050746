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

/** `{ __html: html }` as the estree of an MDX attribute value. */
export const innerHtmlValue = (html: string) => ({
  type: 'mdxJsxAttributeValueExpression',
  value: '',
  data: {
    estree: {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ExpressionStatement',
          expression: {
            type: 'ObjectExpression',
            properties: [
              {
                type: 'Property',
                kind: 'init',
                method: false,
                shorthand: false,
                computed: false,
                key: { type: 'Identifier', name: '__html' },
                value: { type: 'Literal', value: html },
              },
            ],
          },
        },
      ],
    },
  },
});

/** `<name className="…" dangerouslySetInnerHTML={{ __html: html }} />` as an MDX element (no `className` if empty). */
export const htmlElement = (name: string | undefined, className: string, html: string) => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: [
    ...(className ? [{ type: 'mdxJsxAttribute', name: 'className', value: className }] : []),
    { type: 'mdxJsxAttribute', name: 'dangerouslySetInnerHTML', value: innerHtmlValue(html) },
  ],
  children: [],
});

/**
 * Gives an element its children as one HTML string ({@link htmlElement}): React renders and hydrates the element
 * alone instead of one element per child, and leaves the markup inside as the server wrote it. The element itself
 * still goes through the MDX component Rspress maps its tag to, with the string as a prop; the elements inside do
 * not, so callers only do this to subtrees made of {@link passThroughTags}. Only a `className` property is kept
 * (callers check there is no other).
 */
export function makeStatic(node: HastNode): void {
  const html = toHtml({ type: 'root', children: node.children ?? [] } as Parameters<typeof toHtml>[0]);
  const className = node.properties?.className;
  const classes = Array.isArray(className) ? className.join(' ') : typeof className === 'string' ? className : '';
  const name = node.tagName;
  for (const key of Object.keys(node)) delete node[key];
  Object.assign(node, htmlElement(name, classes, html));
}

/** Whether an element has no property but `className`, so that {@link makeStatic} keeps all it says. */
export const onlyClassName = (node: HastNode): boolean =>
  Object.keys(node.properties ?? {}).every((key) => key === 'className');

/**
 * Tags whose Markdown component in Rspress 2.0.22 renders the plain element with the same props (`P`, `Ul`, `Ol`,
 * `Li`, `Blockquote`, `Strong`, `Code` in its theme's DocContent components), and that the theme does not replace
 * (theme/index.tsx overrides `table` only); plus inline HTML tags MDX maps to no component. Inside a static
 * subtree these render as plain HTML: a theme component given to one of them later must come off this list.
 */
export const passThroughTags = new Set([
  'p',
  'ul',
  'ol',
  'li',
  'blockquote',
  'strong',
  'em',
  'code',
  'del',
  'br',
  'span',
  'kbd',
  'sup',
  'sub',
  'b',
  'i',
  's',
  'u',
  'mark',
  'small',
]);
/** The block elements turned into HTML strings, with everything inside them. */
const blockTags = new Set(['p', 'ul', 'ol', 'blockquote']);

/** Whether a subtree is only text and pass-through elements: no link, image, heading, component or expression. */
const isStaticTree = (node: HastNode): boolean =>
  node.type === 'text' ||
  (node.type === 'element' && passThroughTags.has(node.tagName ?? '') && (node.children ?? []).every(isStaticTree));

/**
 * Hands React the paragraphs, lists and quotes of a page that hold nothing interactive (no link, image, heading,
 * component or expression) as HTML strings (see {@link makeStatic}). Runs after Shiki and the theme's other rehype
 * plugins, which add nothing to these elements. On a long page most of the text is such
 * blocks; React then hydrates a handful of elements for them instead of one per element and per text, and the
 * page's JavaScript carries strings instead of calls. Blocks with a link inside stay React's: Rspress's link
 * component navigates without reloading the page.
 */
export function rehypeStaticBlocks() {
  const visit = (node: HastNode) => {
    for (const child of node.children ?? []) {
      if (child.type === 'element' && blockTags.has(child.tagName ?? '') && onlyClassName(child) && isStaticTree(child))
        makeStatic(child);
      else visit(child);
    }
  };
  return (tree: HastNode) => visit(tree);
}

/** Adds {@link rehypeStaticBlocks} to the Markdown pipeline. */
export function pluginStaticBlocks(): RspressPlugin {
  return { name: 'rslib-docs-static-blocks', markdown: { rehypePlugins: [rehypeStaticBlocks] } };
}
