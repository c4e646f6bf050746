import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { transformerNotationDiff, transformerNotationHighlight } from '@shikijs/transformers';
import { type LineChild, type ShikiTransformer, withShiki } from './compact-code';

/** The class Rspress's copy button skips (its `getCopyableText` ignores `.rp-copy-ignore`). */
const copyIgnore = 'rp-copy-ignore';

/** Removes the spaces at the end of a line, which were before its marker. */
function trimEnd(node: LineChild): void {
  const last = node.type === 'element' ? node.children.at(-1) : undefined;
  if (last?.type === 'text') last.value = last.value.trimEnd();
  else if (last) trimEnd(last);
}

/**
 * Removed lines (`// [!code --]`) stay out of what the copy button copies: they get `rp-copy-ignore`, and so does the
 * line break after each, so the copied code has no empty line where one was. Lines that had a marker lose the spaces
 * before it. Runs after the notation transformers' `code` hooks.
 */
function transformerCopyWithoutRemoved(): ShikiTransformer {
  return {
    name: 'rslib-docs-copy-without-removed',
    code({ children }) {
      children.forEach((line, i) => {
        if (line.type !== 'element') return;
        const classes = String(line.properties.class ?? line.properties.className ?? '').split(/[\s,]+/);
        if (classes.includes('diff') || classes.includes('highlighted')) trimEnd(line);
        if (!classes.includes('remove')) return;
        line.properties.class = [...classes, copyIgnore].filter(Boolean).join(' ');
        // The line break after it (before it, for the last line) in a span of its own that the copy skips too. Not
        // inside the line: lines are inline blocks, and one without a break after it would share a row with the next.
        const at = children[i + 1]?.type === 'text' ? i + 1 : i - 1;
        const lineBreak = children[at];
        if (lineBreak?.type === 'text' && lineBreak.value === '\n')
          children[at] = { type: 'element', tagName: 'span', properties: { class: copyIgnore }, children: [lineBreak] };
      });
    },
  };
}

/**
 * The diff and highlight notation of code blocks (theme/lib/notation.mjs) with @shikijs/transformers: line classes
 * styled by theme/styles/code-notation.css, markers out of the page.
 */
export function pluginCodeNotation(): RspressPlugin {
  const notation = [transformerNotationDiff(), transformerNotationHighlight()] as ShikiTransformer[];
  return {
    name: 'rslib-docs-code-notation',
    globalStyles: path.join(__dirname, '../styles/code-notation.css'),
    config: (config) => withShiki(config, {}, ...notation, transformerCopyWithoutRemoved()),
  };
}
