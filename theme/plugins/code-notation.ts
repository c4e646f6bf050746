import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { transformerNotationDiff, transformerNotationHighlight } from '@shikijs/transformers';
import { type ShikiTransformer, withShikiTransformer } from './shiki-transformers';

type CodeElement = Parameters<NonNullable<ShikiTransformer['code']>>[0];

/** The class Rspress's copy button skips (its `getCopyableText` ignores `.rp-copy-ignore`). */
const copyIgnore = 'rp-copy-ignore';

const classesOf = (node: CodeElement['children'][number]) =>
  node.type === 'element' ? String(node.properties.class ?? node.properties.className ?? '').split(/[\s,]+/) : [];

type LineChild = CodeElement['children'][number];

/** Removes the spaces at the end of a line, which were before its marker. */
function trimEnd(node: LineChild): void {
  if (node.type !== 'element') return;
  const last = node.children.at(-1);
  if (last?.type === 'text') last.value = last.value.trimEnd();
  else if (last) trimEnd(last);
}

/**
 * Removed lines (`// [!code --]`) stay out of what the copy button copies: they get `rp-copy-ignore`, and so does the
 * line break after each, so the copied code has no empty line where one was. Lines that had a marker
 * lose the spaces before it. Runs after the notation transformers' `code` hooks.
 */
export function transformerCopyWithoutRemoved(): ShikiTransformer {
  return {
    name: 'rslib-docs-copy-without-removed',
    code(code) {
      const children = code.children;
      for (let i = 0; i < children.length; i++) {
        const line = children[i];
        if (line?.type !== 'element') continue;
        const classes = classesOf(line);
        if (classes.includes('diff') || classes.includes('highlighted')) trimEnd(line);
        if (!classes.includes('remove')) continue;
        line.properties.class = [...classes, copyIgnore].filter(Boolean).join(' ');
        // The line break after it (before it, for the last line) in a span of its own that the copy skips too. Not
        // inside the line: lines are inline blocks, and one without a break after it would share a row with the next.
        const breakAt = children[i + 1]?.type === 'text' ? i + 1 : children[i - 1]?.type === 'text' ? i - 1 : -1;
        const lineBreak = children[breakAt];
        if (lineBreak?.type === 'text' && lineBreak.value === '\n')
          children[breakAt] = {
            type: 'element',
            tagName: 'span',
            properties: { class: copyIgnore },
            children: [lineBreak],
          };
      }
    },
  };
}

/**
 * The diff and highlight notation of code blocks (`// [!code ++]`, `// [!code --]`, `// [!code highlight]`) with
 * @shikijs/transformers: line classes styled by theme/styles/code-notation.css, markers out of the page. Every other
 * reader of a block's text takes its "after" code from theme/lib/notation.mjs.
 */
export function pluginCodeNotation(): RspressPlugin {
  const transformers = [
    transformerNotationDiff() as ShikiTransformer,
    transformerNotationHighlight() as ShikiTransformer,
    transformerCopyWithoutRemoved(),
  ];
  return {
    name: 'rslib-docs-code-notation',
    globalStyles: path.join(__dirname, '../styles/code-notation.css'),
    config: (config) => transformers.reduce(withShikiTransformer, config),
  };
}
