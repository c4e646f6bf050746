import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { type HastNode, makeStatic, onlyClassName } from './static-html';

type Shiki = NonNullable<NonNullable<UserConfig['markdown']>['shiki']>;
export type ShikiTransformer = NonNullable<Shiki['transformers']>[number];
/** What a line of highlighted code (`<span class="line">`) holds, as Shiki hands it to a transformer. */
export type LineChild = Parameters<NonNullable<ShikiTransformer['line']>>[0]['children'][number];

/** The config with more Shiki options, and transformers after its own (each touches its own part of a block's tree). */
export function withShiki(config: UserConfig, options: Shiki, ...transformers: ShikiTransformer[]): UserConfig {
  const shiki = config.markdown?.shiki ?? {};
  const all = [...(shiki.transformers ?? []), ...transformers];
  return { ...config, markdown: { ...config.markdown, shiki: { ...shiki, ...options, transformers: all } } };
}

const foregroundStyle = 'color:var(--shiki-foreground)';
const blockStyle = `background-color:var(--shiki-background);${foregroundStyle}`;
/** The token colours of Rspress's code theme that the docs' code uses, each a class in theme/styles/code-tokens.css. */
const tokenStyle =
  /^color:var\(--shiki-token-(constant|string|comment|keyword|function|string-expression|punctuation)\)$/;

const textOnly = (node: Extract<LineChild, { type: 'element' }>) => node.children.every((c) => c.type === 'text');
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
 * Highlighted code in fewer HTML and JS bytes: default-colour tokens lose their `<span>`, theme colours become classes,
 * same-colour tokens one span, the `<pre>` its no-op style; unmarked, unnumbered lines lose their wrapper (`sk-flat`).
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
          : node.type === 'element' && JSON.stringify(node.properties) === '{"class":"line"}';
      if (!code.children.every(plain)) return;
      for (const line of code.children.splice(0))
        for (const node of line.type === 'element' ? line.children : [line]) append(code.children, node);
      pre.properties.class = [pre.properties.class, 'sk-flat'].filter(Boolean).join(' ');
    },
    line(line) {
      for (let node of line.children.splice(0)) {
        if (node.type === 'element' && node.tagName === 'span') {
          const { style, ...properties } = node.properties;
          const token = typeof style === 'string' && tokenStyle.exec(style)?.[1];
          if (style === foregroundStyle && textOnly(node)) node = { type: 'text', value: textOf(node) };
          else if (token) node = { ...node, properties: { ...properties, className: [`sk-${token}`] } };
        }
        append(line.children, node);
      }
    },
  };
}

/** Whether a subtree is only elements and text, which HTML can say exactly (no MDX expressions or components). */
const isPlainTree = (node: HastNode): boolean =>
  node.type === 'text' || (node.type === 'element' && (node.children ?? []).every(isPlainTree));

function staticCode(node: HastNode): void {
  const code = node.tagName === 'pre' ? node.children?.find((child) => child.tagName === 'code') : undefined;
  if (!code) for (const child of node.children ?? []) staticCode(child);
  else if (onlyClassName(code) && (code.children ?? []).every(isPlainTree)) makeStatic(code);
}
/** Each code block's lines to React as one HTML string (static-html.ts): no component or call per token. */
export const rehypeStaticCode = () => staticCode;

/** {@link transformerCompactTokens} after Rspress's own code transformers, {@link rehypeStaticCode} after Shiki. */
export function pluginCompactCode(): RspressPlugin {
  // Highlighting never cut short (Shiki's 500 ms per line left random lines in one colour on a busy machine), cached by
  // Shiki's key (language, meta, code: every transformer depends on the block alone), a copy per use: plugins edit it.
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
    name: 'rslib-docs-compact-code',
    globalStyles: path.join(__dirname, '../styles/code-tokens.css'),
    markdown: { rehypePlugins: [rehypeStaticCode] },
    config: (config) => withShiki(config, { cache, tokenizeTimeLimit: 0 }, transformerCompactTokens()),
  };
}
