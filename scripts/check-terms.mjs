// Checks the prose of every page in both languages: product names spelled right, no placeholder text,
// Chinese spacing and punctuation, and headings with the same explicit anchors in English and Chinese.
// Usage: node scripts/check-terms.mjs  (exits 1 and lists file:line problems when something is off)
import fs from 'node:fs/promises';
import path from 'node:path';
import { grayMatter } from '@rspress/shared/gray-matter';
import { fencedLines } from './lib/markdown.mjs';
import { repoRoot } from './lib/paths.mjs';
import { pageFiles } from './lib/routes.mjs';

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

/** Problems of one page. @param {string} lang @param {string} source @returns {{ line: number, message: string }[]} */
export function checkPage(lang, source) {
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
        message: `the front matter is not valid YAML (${reason ?? String(error)}): quote the value, as in description: "…"`,
      });
    }
  }
  const { prose, headings } = proseLines(source);
  for (const { line, text } of prose) {
    for (const [pattern, right] of terms) {
      const match = /** @type {RegExp} */ (pattern).exec(text);
      if (match) problems.push({ line, message: `write "${right}", not "${match[0]}"` });
    }
    const placeholder = placeholders.exec(text);
    if (placeholder) problems.push({ line, message: `placeholder text "${placeholder[0]}"` });
    if (lang === 'zh') {
      const spacing = missingSpace.exec(text);
      if (spacing) problems.push({ line, message: `put a space between Chinese and Latin text: "${spacing[0]}"` });
      if (/\*\*(类型|默认值|CLI|版本)[:]\*\*/.test(text))
        problems.push({ line, message: 'use a full-width colon in "**类型：**"' });
    } else if (/[：，。；]/.test(text)) {
      problems.push({ line, message: 'full-width punctuation in an English page' });
    }
  }
  for (const heading of headings) {
    if (!heading.anchor)
      problems.push({ line: heading.line, message: `heading "${heading.text}" needs an explicit {#anchor}` });
    else if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(heading.anchor)) {
      problems.push({ line: heading.line, message: `anchor "${heading.anchor}" should be lower-case kebab-case` });
    }
  }
  return problems;
}

/** Anchors of a page in order. @param {string} source */
export const anchorsOf = (source) => proseLines(source).headings.map((h) => h.anchor ?? '');

if (import.meta.url === `file://${process.argv[1]}`) {
  const docs = path.join(repoRoot, 'docs');
  let count = 0;
  for (const file of await pageFiles('en')) {
    const read = (/** @type {string} */ lang) =>
      fs.readFile(path.join(docs, lang, file), 'utf8').catch(() => undefined);
    const [en, zh] = await Promise.all([read('en'), read('zh')]);
    for (const [lang, source] of /** @type {const} */ ([
      ['en', en],
      ['zh', zh],
    ])) {
      if (source === undefined) continue;
      for (const problem of checkPage(lang, source)) {
        console.log(`docs/${lang}/${file}:${problem.line}: ${problem.message}`);
        count++;
      }
    }
    if (en !== undefined && zh !== undefined && anchorsOf(en).join() !== anchorsOf(zh).join()) {
      console.log(`docs/zh/${file}: headings differ from docs/en/${file}: [${anchorsOf(zh)}] vs [${anchorsOf(en)}]`);
      count++;
    }
  }
  console.log(count === 0 ? 'Terms, anchors and spacing: no problems.' : `\n${count} problem(s).`);
  process.exit(count === 0 ? 0 : 1);
}
