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
 * Removed lines (`// [!code --]`) stay out of what the copy button copies: they get `rp-copy-ignore`, and the line
 * break after each goes inside the line, so the copied code has no empty line where one was. Lines that had a marker
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
        const next = children[i + 1];
        const previous = children[i - 1];
        if (next?.type === 'text' && next.value === '\n') {
          line.children.push(next);
          children.splice(i + 1, 1);
        } else if (previous?.type === 'text' && previous.value === '\n') {
          // The last line of the block: the break before it goes with it.
          line.children.unshift(previous);
          children.splice(i - 1, 1);
          i--;
        }
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
