// The prose rules of a page, in either language: product names spelled right, no placeholder text, Chinese spacing
// and punctuation, front matter that Rspress can parse, and headings with explicit lower-case anchors. Each problem
// says what is wrong and how to fix it. `npm run lint` (scripts/check-terms.mjs) holds every page to them;
// scripts/lib/page-rules.mjs adds the anchors both languages must share.
import { grayMatter } from '@rspress/shared/gray-matter';
import { fencedLines } from './markdown.mjs';

/** Misspellings of names, and how they are written. Matched as whole words in prose only. */
const terms = [
  [/\b(RSLib|RsLib|RSlib|RSLIB)\b/, 'Rslib'],
  [/\b(RSBuild|RsBuild|RSbuild)\b/, 'Rsbuild'],
  [/\b(RSPack|RsPack|RSpack)\b/, 'Rspack'],
  [/\b(RSPress|RsPress)\b/, 'Rspress'],
  [/\b(Typescript|typescript|TypeScirpt)\b/, 'TypeScript'],
  [/\b(Javascript|javascript)\b/, 'JavaScript'],
  [/\b(NodeJS|NodeJs|Nodejs|nodejs|node\.js)\b(?!\.[a-z])/, 'Node.js'],
  [/\b(Github|github)\b/, 'GitHub'],
  [/\b(NPM)\b/, 'npm'],
  [/\b(Esm|Cjs|Umd)\b/, 'ESM / CJS / UMD'],
];
const placeholders = /\b(TODO|TBD|FIXME|XXX|lorem ipsum|coming soon)\b|敬请期待|待补充|待完善/i;
const cjk = '\\u3400-\\u4dbf\\u4e00-\\u9fff';
const missingSpace = new RegExp(`[${cjk}][A-Za-z0-9]|[A-Za-z0-9][${cjk}]`);
/** Full-width punctuation and what an English sentence uses instead. */
const halfWidth = { '：': ':', '，': ',', '。': '.', '；': ';' };

/**
 * Splits a page into prose lines (code, front-matter keys, imports, URLs and HTML/JSX removed) and headings.
 * @param {string} source
 */
export function proseLines(source) {
  /** @type {{ line: number, text: string }[]} */
  const prose = [];
  /** @type {{ line: number, level: number, text: string, anchor: string | undefined }[]} */
  const headings = [];
  const lines = source.split('\n');
  const fenced = fencedLines(source);
  let inComment = false;
  let inFrontmatter = lines[0] === '---';
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (inFrontmatter) {
      if (index > 0 && raw === '---') inFrontmatter = false;
      else if (index > 0) prose.push({ line, text: raw.replace(/^\s*[\w-]+:\s*/, '').replace(/^\s*-\s*/, '') });
      return;
    }
    if (fenced.has(line)) return;
    // MDX comments (`{/* … */}`, such as the hidden checks of the examples and journeys) are not shown to readers.
    if (inComment || /^\s*\{\/\*/.test(raw)) {
      inComment = !/\*\/\}\s*$/.test(raw);
      return;
    }
    if (/^\s*(import|export)\s/.test(raw)) return;
    const heading = /^(#{2,6})\s+(.*?)\s*(?:\{#([^}]*)\})?\s*$/.exec(raw);
    if (heading) headings.push({ line, level: heading[1]?.length ?? 0, text: heading[2] ?? '', anchor: heading[3] });
    const text = raw
      .replace(/(`+)[^`][\s\S]*?\1/g, ' ')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/<[^>]+>/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/\{#[^}]*\}/g, ' ');
    prose.push({ line, text });
  });
  return { prose, headings };
}

/** An anchor for an English heading: its words in lower-case kebab-case. @param {string} text */
export const kebab = (text) =>
  text
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * @typedef {{ line: number, kind: 'front-matter' | 'term' | 'placeholder' | 'spacing' | 'punctuation' | 'anchor',
 *   message: string, fix: string }} ProseProblem
 */

/** Problems of one page. @param {string} lang @param {string} source @returns {ProseProblem[]} */
export function checkPage(lang, source) {
  /** @type {ProseProblem[]} */
  const problems = [];
  // Rspress reads the front matter with this parser and, when it throws, drops all of it without failing the build:
  // the page then gets the site's description and title in search and in its <meta> tags.
  if (source.startsWith('---\n')) {
    try {
      // With options (even none), gray-matter skips its cache, which keeps a source that failed as if it had parsed.
      grayMatter(source, {});
    } catch (error) {
      const { mark, reason } = /** @type {{ mark?: { line?: number }, reason?: string, message: string }} */ (error);
      problems.push({
        line: (mark?.line ?? 0) + 1,
        kind: 'front-matter',
        message: `the front matter is not valid YAML (${reason ?? String(error)})`,
        fix: 'quote the value, as in description: "…"',
      });
    }
  }
  const { prose, headings } = proseLines(source);
  for (const { line, text } of prose) {
    for (const [pattern, right] of terms) {
      const match = /** @type {RegExp} */ (pattern).exec(text);
      if (match) problems.push({ line, kind: 'term', message: `"${match[0]}" is misspelt`, fix: `write "${right}"` });
    }
    const placeholder = placeholders.exec(text);
    if (placeholder)
      problems.push({
        line,
        kind: 'placeholder',
        message: `placeholder text "${placeholder[0]}"`,
        fix: 'write the text, or leave the sentence out',
      });
    if (lang === 'zh') {
      const spacing = missingSpace.exec(text);
      if (spacing) {
        const [a = '', b = ''] = [...spacing[0]];
        problems.push({
          line,
          kind: 'spacing',
          message: `no space between Chinese and Latin text in "${spacing[0]}"`,
          fix: `write "${a} ${b}"`,
        });
      }
      const colon = /\*\*(类型|默认值|CLI|版本)[:]\*\*/.exec(text);
      if (colon)
        problems.push({
          line,
          kind: 'punctuation',
          message: `"${colon[0]}" has a half-width colon`,
          fix: `write "**${colon[1]}：**"`,
        });
    } else {
      const mark = /[：，。；]/.exec(text);
      if (mark)
        problems.push({
          line,
          kind: 'punctuation',
          message: `full-width punctuation "${mark[0]}" in an English page`,
          fix: `write "${halfWidth[/** @type {keyof typeof halfWidth} */ (mark[0])]}"`,
        });
    }
  }
  for (const heading of headings) {
    if (!heading.anchor)
      problems.push({
        line: heading.line,
        kind: 'anchor',
        message: `heading "${heading.text}" has no {#anchor}`,
        fix:
          lang === 'en' && kebab(heading.text)
            ? `end it with {#${kebab(heading.text)}}`
            : 'end it with {#anchor}, the anchor of the same heading on the English page',
      });
    else if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(heading.anchor)) {
      problems.push({
        line: heading.line,
        kind: 'anchor',
        message: `anchor {#${heading.anchor}} is not lower-case kebab-case`,
        fix: `write {#${kebab(heading.anchor) || 'anchor'}} (and the same on the other language's page)`,
      });
    }
  }
  return problems;
}

/** Anchors of a page in order. @param {string} source */
export const anchorsOf = (source) => proseLines(source).headings.map((h) => h.anchor ?? '');
