import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { type ShikiTransformer, withShikiTransformer, withSteadyShiki } from './shiki-transformers';
import { type HastNode, makeStatic, onlyClassName } from './static-html';

/** A line of highlighted code (`<span class="line">`) as Shiki hands it to a transformer. */
type LineElement = Parameters<NonNullable<ShikiTransformer['line']>>[0];
type LineChild = LineElement['children'][number];
/** The `<pre>` of a code block as Shiki hands it to a transformer. */
type PreElement = Parameters<NonNullable<ShikiTransformer['pre']>>[0];

const foregroundStyle = 'color:var(--shiki-foreground)';
const blockStyle = 'background-color:var(--shiki-background);color:var(--shiki-foreground)';
/** A token colour of Rspress's code theme that has a class in theme/styles/code-tokens.css. */
const tokenStyle =
  /^color:var\(--shiki-token-(constant|string|comment|keyword|parameter|function|string-expression|punctuation|link)\)$/;

type Span = Extract<LineChild, { type: 'element' }>;
const textOnly = (node: Span) => node.children.every((c) => c.type === 'text');
/** The text of a token span whose children are all text. */
const textOf = (node: Span) => node.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
const classOf = (node: Span) => (Array.isArray(node.properties.className) ? node.properties.className.join(' ') : '');

/** Whether two nodes are text-only spans with the same single `sk-*` class, so they can be one span. */
const sameTokenClass = (a: LineChild | undefined, b: LineChild): a is Span =>
  a?.type === 'element' &&
  b.type === 'element' &&
  classOf(a).startsWith('sk-') &&
  classOf(a) === classOf(b) &&
  [a, b].every(textOnly);

const isPlainLine = (node: LineChild) =>
  node.type === 'element' &&
  node.tagName === 'span' &&
  Object.keys(node.properties).length === 1 &&
  (node.properties.class === 'line' || String(node.properties.className) === 'line');

/**
 * Writes the lines of a block without their `<span class="line">` when no line has anything of its own (a
 * highlight, a diff mark) and the block has no line numbers, which need them. The block gets the class `sk-flat`;
 * theme/styles/code-tokens.css gives its `<code>` the side padding the line spans had.
 */
function flattenLines(pre: PreElement): void {
  const code = pre.children.find((child) => child.type === 'element' && child.tagName === 'code');
  if (code?.type !== 'element' || pre.properties.lineNumbers === true) return;
  const newline = (node: LineChild) => node.type === 'text' && node.value === '\n';
  const children = code.children as LineChild[];
  if (!children.every((node) => newline(node) || isPlainLine(node))) return;
  const flat: LineChild[] = [];
  for (const node of children.flatMap((child) => (child.type === 'element' ? child.children : [child]))) {
    const previous = flat.at(-1);
    if (node.type === 'text' && previous?.type === 'text') previous.value += node.value;
    else flat.push(node);
  }
  code.children = flat;
  pre.properties.class = [pre.properties.class, 'sk-flat'].filter(Boolean).join(' ');
}

/**
 * Writes highlighted code with fewer bytes, in the HTML and in the page's JavaScript alike: a token in the
 * default text colour loses its `<span>` (the code block already has that colour), and a token whose only style
 * is a theme colour gets a short class (`sk-keyword`) instead of `style="color:var(--shiki-token-keyword)"`,
 * neighbouring tokens of the same colour become one span, the `<pre>` takes its theme colours from
 * theme/styles/code-tokens.css instead of a `style` attribute, and plain lines lose their wrapper (`flattenLines`).
 * Tokens with other styles (italic, bold, several colours) stay as Shiki wrote them.
 */
export function transformerCompactTokens(): ShikiTransformer {
  return {
    name: 'rslib-docs-compact-tokens',
    pre(pre) {
      if (pre.properties.style === blockStyle) delete pre.properties.style;
      flattenLines(pre);
    },
    line(line) {
      const children: LineChild[] = [];
      for (const child of line.children) {
        let node = child;
        if (node.type === 'element' && node.tagName === 'span' && typeof node.properties.style === 'string') {
          const style = node.properties.style;
          const token = style.match(tokenStyle)?.[1];
          if (style === foregroundStyle && textOnly(node)) {
            node = { type: 'text', value: textOf(node) };
          } else if (token) {
            const { style: _style, ...properties } = node.properties;
            node = { ...node, properties: { ...properties, className: [`sk-${token}`] } };
          }
        }
        const previous = children.at(-1);
        if (node.type === 'text' && previous?.type === 'text') previous.value += node.value;
        else if (sameTokenClass(previous, node) && node.type === 'element') {
          previous.children = [{ type: 'text', value: textOf(previous) + textOf(node) }];
        } else children.push(node);
      }
      line.children = children;
    },
  };
}

/** Whether a subtree is only elements and text, which HTML can say exactly (no MDX expressions or components). */
const isPlainTree = (node: HastNode): boolean =>
  node.type === 'text' || (node.type === 'element' && (node.children ?? []).every(isPlainTree));

/**
 * Hands the highlighted lines of each code block to React as one HTML string (see static-html.ts): the same HTML, but
 * React makes no component per token span, neither on hydration nor on a client-side visit, and the page's JavaScript
 * carries a string instead of a call per token. The block around it stays Rspress's component. Runs after Shiki.
 */
export function rehypeStaticCode() {
  const visit = (node: HastNode) => {
    for (const child of node.children ?? []) {
      const isPre = child.type === 'element' && child.tagName === 'pre';
      const code = isPre ? child.children?.find((c) => c.type === 'element' && c.tagName === 'code') : undefined;
      if (!code) visit(child);
      else if (onlyClassName(code) && (code.children ?? []).every(isPlainTree)) makeStatic(code);
    }
  };
  return (tree: HastNode) => visit(tree);
}

/**
 * Adds {@link transformerCompactTokens} after Rspress's own code transformers, with the classes' colours, and
 * {@link rehypeStaticCode} after Shiki; highlighting that depends on the block alone ({@link withSteadyShiki}).
 */
export function pluginCompactCode(): RspressPlugin {
  return {
    name: 'rslib-docs-compact-code',
    globalStyles: path.join(__dirname, '../styles/code-tokens.css'),
    markdown: { rehypePlugins: [rehypeStaticCode] },
    config(config) {
      return withSteadyShiki(withShikiTransformer(config, transformerCompactTokens()));
    },
  };
}
