// The one Markdown parser of the site and its scripts (MDX as Rspress reads it) and the one grammar of code-fence meta:
// the build, the examples harness and the checkers all take code blocks from here, so a fence inside a fence or JSX,
// or `title="a b"`, reads the same in each. Plain JavaScript with JSDoc, so that scripts import it without a build.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';

/** `line`: 1-based, of the opening fence; `endLine`: of the closing one (or the last line of an unclosed block).
 * @typedef {{ lang: string, meta: string, code: string, line: number, endLine: number }} FencedBlock */

/** The source as MDX reads it once Rspress has taken out its own front matter and headings' `{#anchor}`, blanked out
 * character for character so that positions stay. @param {string} source */
function asMdx(source) {
  const blank = (/** @type {string} */ text) => text.replace(/[^\n]/g, ' ');
  return source
    .replace(/^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/, blank)
    .replace(/(?<=^#{1,6}\s.*)\{#[^}]*\}(?=\s*$)/gm, blank);
}

/** A fence meta's (or JSX tag's) attributes in order: `key`, `key=value`, `key="a b"`, `key='a b'` or ``key=`a b` ``
 * (quotes as Rspress reads a `title`); anything else (`{1,3}`, `title="a"b`) has no key.
 * @param {string} meta @returns {{ key?: string, value: string | true, raw: string }[]} */
export function metaTokens(meta) {
  return [...meta.matchAll(metaToken)].map((m) => ({
    key: m[1],
    value: m[2] ?? m[3] ?? m[4] ?? m[5] ?? true,
    raw: m[0],
  }));
}
const metaToken = /(?<=^|\s)([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|`([^`]*)`|(\S+)))?(?=\s|$)|\S+/g;

/** Parses `title="a b" example fails` into attributes. @param {string} meta @returns {Record<string, string | true>} */
export function parseMeta(meta) {
  return Object.fromEntries(metaTokens(meta).flatMap(({ key, value }) => (key ? [[key, value]] : [])));
}

/** The `title` of a code block's meta, as Rspress shows it above the block. @param {string | undefined} meta */
export function metaTitle(meta) {
  const title = parseMeta(meta ?? '').title;
  return typeof title === 'string' && title !== '' ? title : undefined;
}

/** The texts parsed so far (at most 400): callers ask for the same page many times, a long one takes tens of ms. */
const parsedBlocks = /** @type {Map<string, FencedBlock[]>} */ (new Map());

/** The fenced code blocks of an MDX page (or, `mdx: false`, of plain Markdown: a `.md` copy), in order.
 * @param {string} source @param {{ mdx?: boolean }} [options] @returns {FencedBlock[]} */
export function fencedBlocks(source, { mdx = true } = {}) {
  const key = `${mdx ? 'mdx' : 'md'}\0${source}`;
  const cached = parsedBlocks.get(key) ?? parseBlocks(source, mdx);
  if (!parsedBlocks.has(key) && parsedBlocks.size >= 400) parsedBlocks.delete(parsedBlocks.keys().next().value ?? '');
  parsedBlocks.set(key, cached);
  return cached.map((block) => ({ ...block }));
}

/** The syntax tree of an MDX page as Rspress reads it, with the source's line numbers. @param {string} source */
export const mdxTree = (source) =>
  fromMarkdown(asMdx(source), { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });

/** @param {string} source @param {boolean} mdx @returns {FencedBlock[]} */
function parseBlocks(source, mdx) {
  const tree = mdx ? mdxTree(source) : fromMarkdown(source);
  const blocks = /** @type {FencedBlock[]} */ ([]);
  const lines = source.split('\n');
  /** @param {any} node */
  const walk = (node) => {
    const { start, end } = node.position ?? {};
    // Indented code (plain Markdown only: MDX has none) is not a fenced block.
    if (node.type === 'code' && start && /^\s*(`{3,}|~{3,})/.test(lines[start.line - 1] ?? ''))
      blocks.push({
        lang: node.lang ?? '',
        meta: node.meta ?? '',
        code: node.value,
        line: start.line,
        endLine: end.line,
      });
    node.children?.forEach(walk);
  };
  walk(tree);
  return blocks;
}

/** Rewrites plain Markdown (a `.md` copy, llms-full.txt) line by line, keeping every other character: `open` gets each
 * opening fence line, `body` each block's lines between its fences (joined), `outside` each line in no fenced block.
 * @param {string} markdown @param {{ open?: (line: string) => string, body?: (code: string, lang: string) => string,
 *   outside?: (line: string) => string }} rewrite */
export function rewriteFences(markdown, { open = (line) => line, body = (code) => code, outside = (line) => line }) {
  const lines = markdown.split('\n');
  const rest = (/** @type {number} */ from, /** @type {number} */ to) => lines.slice(from, to).map((l) => outside(l));
  const out = /** @type {string[]} */ ([]);
  let at = 0;
  for (const { line, endLine, lang } of fencedBlocks(markdown, { mdx: false })) {
    out.push(...rest(at, line - 1), open(lines[line - 1] ?? ''));
    const closed = endLine > line && /^\s*(`{3,}|~{3,})\s*$/.test(lines[endLine - 1] ?? '');
    const code = lines.slice(line, closed ? endLine - 1 : endLine);
    if (code.length > 0) out.push(body(code.join('\n'), lang));
    if (closed) out.push(lines[endLine - 1] ?? '');
    at = endLine;
  }
  return [...out, ...rest(at, lines.length)].join('\n');
}
