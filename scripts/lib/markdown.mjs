// The one Markdown parser of the scripts: MDX as Rspress reads it (mdast-util-from-markdown with the MDX syntax),
// for the code blocks of a page and the lines they cover. The examples harness, the term checker and the config
// reference all take code blocks from here, so a fence inside a fence, or a fence inside JSX, reads the same in each.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';

/**
 * @typedef {{ lang: string, meta: string, code: string, line: number, endLine: number }} FencedBlock
 * `line` is the 1-based line of the opening fence, `endLine` the line of the closing one (or the last line of an
 * unclosed block).
 */

/**
 * The source as MDX reads it once Rspress has taken out what is its own: the front matter and the `{#anchor}` of
 * headings, blanked out character for character so that positions stay. @param {string} source
 */
function asMdx(source) {
  const blank = (/** @type {string} */ text) => text.replace(/[^\n]/g, ' ');
  const match = /^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/.exec(source);
  const body = match ? blank(match[0]) + source.slice(match[0].length) : source;
  return body.replace(
    /^(#{1,6}\s.*?)(\{#[^}]*\})(\s*)$/gm,
    (_line, heading, anchor, end) => heading + blank(anchor) + end,
  );
}

/** @param {any} node @param {(node: any) => void} visit */
function walk(node, visit) {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/**
 * The fenced code blocks of an MDX page (or, with `mdx: false`, of plain Markdown such as a page's `.md` copy), in
 * order. @param {string} source @param {{ mdx?: boolean }} [options] @returns {FencedBlock[]}
 */
export function fencedBlocks(source, { mdx = true } = {}) {
  const key = `${mdx ? 'mdx' : 'md'}\0${source}`;
  let cached = parsedBlocks.get(key);
  if (!cached) {
    cached = parseBlocks(source, mdx);
    if (parsedBlocks.size >= 400) parsedBlocks.delete(parsedBlocks.keys().next().value ?? '');
    parsedBlocks.set(key, cached);
  }
  return cached.map((block) => ({ ...block }));
}

/**
 * Blocks of the texts parsed so far, by text: the harness, the checkers and the tests ask for the same page many
 * times (each example of a page, each section of a starting point), and a parse of a long page takes tens of ms.
 * @type {Map<string, FencedBlock[]>}
 */
const parsedBlocks = new Map();

/** @param {string} source @param {boolean} mdx @returns {FencedBlock[]} */
function parseBlocks(source, mdx) {
  const tree = mdx
    ? fromMarkdown(asMdx(source), { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] })
    : fromMarkdown(source);
  /** @type {FencedBlock[]} */
  const blocks = [];
  const lines = source.split('\n');
  walk(tree, (node) => {
    if (node.type !== 'code' || !node.position) return;
    // Indented code (plain Markdown only: MDX has none) is not a fenced block.
    if (!/^\s*(`{3,}|~{3,})/.test(lines[node.position.start.line - 1] ?? '')) return;
    blocks.push({
      lang: node.lang ?? '',
      meta: node.meta ?? '',
      code: node.value,
      line: node.position.start.line,
      endLine: node.position.end.line,
    });
  });
  return blocks;
}

/** The 1-based line numbers that belong to fenced code blocks of an MDX page, fences included. @param {string} source */
export function fencedLines(source) {
  /** @type {Set<number>} */
  const covered = new Set();
  for (const block of fencedBlocks(source)) {
    for (let line = block.line; line <= block.endLine; line++) covered.add(line);
  }
  return covered;
}
