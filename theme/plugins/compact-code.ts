import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { type HastNode, makeStatic, onlyClassName } from './static-html';

type Shiki = NonNullable<NonNullable<UserConfig['markdown']>['shiki']>;
/** A Shiki transformer, as Rspress's `markdown.shiki.transformers` takes it. */
export type ShikiTransformer = NonNullable<Shiki['transformers']>[number];
/** What a line of highlighted code (`<span class="line">`) holds, as Shiki hands it to a transformer. */
export type LineChild = Parameters<NonNullable<ShikiTransformer['line']>>[0]['children'][number];
type Span = Extract<LineChild, { type: 'element' }>;

/** The config with more Shiki transformers after the ones it has (each touches its own part of a block's tree). */
export function withShikiTransformer(config: UserConfig, ...transformers: ShikiTransformer[]): UserConfig {
  const shiki = config.markdown?.shiki ?? {};
  const all = [...(shiki.transformers ?? []), ...transformers];
  return { ...config, markdown: { ...config.markdown, shiki: { ...shiki, transformers: all } } };
}

/**
 * Highlighting that depends on nothing but the block:
 * - never cut short: Shiki stops tokenizing a line after 500 ms by default and writes the rest of it in one colour,
 *   which a build on a busy machine did to a few lines at random (a different few in each build);
 * - cached by language, meta and code (Shiki's rehype plugin keys it so), as every transformer depends on the block
 *   alone: a block that did not change (the rest of a page saved in `rspress dev`) is not highlighted again. Each use
 *   gets its own copy, as later plugins change the tree; the oldest entries go first.
 */
function withSteadyShiki(config: UserConfig): UserConfig {
  const blocks = new Map<string, Parameters<NonNullable<Shiki['cache']>['set']>[1]>();
  const cache: NonNullable<Shiki['cache']> = {
    get: (key) => structuredClone(blocks.get(key)),
    set: (key, block) => {
      if (blocks.size >= 3000) blocks.delete(blocks.keys().next().value ?? '');
      blocks.set(key, structuredClone(block));
      return cache;
    },
  };
  return {
    ...config,
    markdown: { ...config.markdown, shiki: { ...config.markdown?.shiki, cache, tokenizeTimeLimit: 0 } },
  };
}

const foregroundStyle = 'color:var(--shiki-foreground)';
const blockStyle = `background-color:var(--shiki-background);${foregroundStyle}`;
/** A token colour of Rspress's code theme that has a class in theme/styles/code-tokens.css. */
const tokenStyle =
  /^color:var\(--shiki-token-(constant|string|comment|keyword|parameter|function|string-expression|punctuation|link)\)$/;

const textOnly = (node: Span) => node.children.every((c) => c.type === 'text');
const textOf = (node: LineChild) =>
  node.type === 'element' ? node.children.map((c) => (c.type === 'text' ? c.value : '')).join('') : '';
const tokenClass = (node: LineChild) =>
  node.type === 'element' && textOnly(node) ? /^sk-.*/.exec(String(node.properties.className))?.[0] : undefined;

/** Appends a node to its siblings, joined to a text before it or to a text-only span of the same `sk-*` class. */
function append(siblings: LineChild[], node: LineChild) {
  const previous = siblings.at(-1);
  if (node.type === 'text' && previous?.type === 'text') previous.value += node.value;
  else if (previous?.type === 'element' && tokenClass(previous) && tokenClass(previous) === tokenClass(node))
    previous.children = [{ type: 'text', value: textOf(previous) + textOf(node) }];
  else siblings.push(node);
}

/**
 * Writes highlighted code with fewer bytes, in the HTML and in the page's JavaScript alike: a token in the
 * default text colour loses its `<span>` (the code block already has that colour), and a token whose only style
 * is a theme colour gets a short class (`sk-keyword`) instead of `style="color:var(--shiki-token-keyword)"`,
 * neighbouring tokens of the same colour become one span, and the `<pre>` takes its theme colours from
 * theme/styles/code-tokens.css instead of a `style` attribute. Tokens with other styles stay as Shiki wrote them.
 * When no line has anything of its own (a highlight, a diff mark) and the block has no line numbers, which need
 * them, the lines lose their `<span class="line">`, and the block gets `sk-flat` for the side padding they had.
 */
export function transformerCompactTokens(): ShikiTransformer {
  return {
    name: 'rslib-docs-compact-tokens',
    pre(pre) {
      if (pre.properties.style === blockStyle) delete pre.properties.style;
      const code = pre.children.find((child) => child.type === 'element' && child.tagName === 'code');
      if (code?.type !== 'element' || pre.properties.lineNumbers === true) return;
      const plain = (node: LineChild) =>
        node.type === 'text'
          ? node.value === '\n'
          : node.type === 'element' &&
            node.tagName === 'span' &&
            Object.keys(node.properties).length === 1 &&
            (node.properties.class === 'line' || String(node.properties.className) === 'line');
      if (!code.children.every(plain)) return;
      const lines = code.children;
      code.children = [];
      for (const line of lines)
        for (const node of line.type === 'element' ? line.children : [line]) append(code.children, node);
      pre.properties.class = [pre.properties.class, 'sk-flat'].filter(Boolean).join(' ');
    },
    line(line) {
      const children: LineChild[] = [];
      for (let node of line.children) {
        if (node.type === 'element' && node.tagName === 'span') {
          const { style, ...properties } = node.properties;
          const token = typeof style === 'string' && tokenStyle.exec(style)?.[1];
          if (style === foregroundStyle && textOnly(node)) node = { type: 'text', value: textOf(node) };
          else if (token) node = { ...node, properties: { ...properties, className: [`sk-${token}`] } };
        }
        append(children, node);
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
  return visit;
}

/** {@link transformerCompactTokens} after Rspress's own code transformers, {@link rehypeStaticCode} after Shiki. */
export function pluginCompactCode(): RspressPlugin {
  return {
    name: 'rslib-docs-compact-code',
    globalStyles: path.join(__dirname, '../styles/code-tokens.css'),
    markdown: { rehypePlugins: [rehypeStaticCode] },
    config: (config) => withSteadyShiki(withShikiTransformer(config, transformerCompactTokens())),
  };
}
