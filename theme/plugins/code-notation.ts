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

/** After the notation transformers: a removed line's line break is not copied either (no empty line where it was), and
 * lines that had a marker lose the spaces before it. */
const copyWithoutRemoved: ShikiTransformer = {
  name: 'rslib-docs-copy-without-removed',
  code({ children }) {
    children.forEach((line, i) => {
      if (line.type !== 'element') return;
      const classes = String(line.properties.class ?? line.properties.className ?? '').split(/[\s,]+/);
      if (classes.includes('diff') || classes.includes('highlighted')) trimEnd(line);
      if (!classes.includes('remove')) return;
      // The line break after it (before it, for the last line) in a span of its own that the copy skips too. Not
      // inside the line: lines are inline blocks, and one without a break after it would share a row with the next.
      const at = children[i + 1]?.type === 'text' ? i + 1 : i - 1;
      const lineBreak = children[at];
      if (lineBreak?.type === 'text' && lineBreak.value === '\n')
        children[at] = { type: 'element', tagName: 'span', properties: { class: copyIgnore }, children: [lineBreak] };
    });
  },
};

/** The diff and highlight notation (theme/lib/notation.mjs): line classes for code-notation.css, no markers. */
export function pluginCodeNotation(): RspressPlugin {
  // Removed lines stay out of what the copy button copies.
  const diff = transformerNotationDiff({ classLineRemove: `diff remove ${copyIgnore}` });
  const notation = [diff, transformerNotationHighlight()] as ShikiTransformer[];
  return {
    name: 'rslib-docs-code-notation',
    globalStyles: path.join(__dirname, '../styles/code-notation.css'),
    config: (config) => withShiki(config, {}, ...notation, copyWithoutRemoved),
  };
}
