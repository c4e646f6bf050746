// The one Markdown parser, shared with the site build: theme/lib/markdown.mjs.
import { fencedBlocks } from '../../theme/lib/markdown.mjs';

export * from '../../theme/lib/markdown.mjs';

/** The 1-based line numbers that belong to fenced code blocks of an MDX page, fences included. @param {string} source */
export function fencedLines(source) {
  /** @type {Set<number>} */
  const covered = new Set();
  for (const block of fencedBlocks(source)) {
    for (let line = block.line; line <= block.endLine; line++) covered.add(line);
  }
  return covered;
}
