// Reads the lib option pages (docs/{en,zh}/config/lib/*.mdx) into options, types and defaults,
// so tests can hold them against the installed @rslib/core.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fencedLines } from './markdown.mjs';
import { repoRoot } from './paths.mjs';
import { languages } from './routes.mjs';

/**
 * @typedef {{ path: string[], heading: string, line: number, type?: string, default?: string }} OptionSection
 * @typedef {{ file: string, lang: string, key: string, sharedAtTopLevel: boolean | undefined, sections: OptionSection[] }} OptionPage
 */

const labels = {
  type: /^-\s+\*\*(?:Type:|类型：)\*\*\s*(.*)$/,
  default: /^-\s+\*\*(?:Default:|默认值：)\*\*\s*(.*)$/,
};

/** Statements near the top of a page that say where the option may be written. */
const scopeStatements = {
  shared: /^(Can be set at the top level|可以写在配置的顶层|既可以写在顶层)/,
  itemOnly: /^(Can only be set in a lib item|只能写在(单个配置项|\s*lib 项)中)/,
};

/** `autoExtension` → `auto-extension`. @param {string} key */
export const kebab = (key) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Splits an option heading into its path: `shims.cjs['import.meta.url']` → `['shims', 'cjs', 'import.meta.url']`,
 * `shims.esm.\_\_dirname` → `['shims', 'esm', '__dirname']`. Returns undefined for headings that are not option paths.
 * @param {string} heading
 */
export function optionPath(heading) {
  const text = heading.replace(/\s*\{#[\w-]+\}\s*$/, '').replace(/\\_/g, '_');
  if (!/^(lib\.)?[a-zA-Z_]\w*(\.\w+|\['[^']+'\])*$/.test(text)) return undefined;
  const parts = [];
  for (const m of text.replace(/^lib\./, '').matchAll(/(\w+)|\['([^']+)'\]/g)) {
    parts.push(m[1] ?? m[2] ?? '');
  }
  return parts;
}

/** The first inline code span of a Type or Default line when it is the whole value (a trailing remark in parentheses, ASCII or full-width, is allowed). @param {string} text */
export function soleCode(text) {
  const m = /^`([^`]+)`(\s*(\([^)]*\)|（[^）]*）))?\s*$/.exec(text.trim());
  return m?.[1];
}

/** Parses one lib option page. @param {string} file @param {string} lang @param {string} source */
export function parseOptionPage(file, lang, source) {
  const lines = source.split('\n');
  /** @type {OptionSection[]} */
  const sections = [];
  /** @type {OptionSection | undefined} */
  let current;
  let key = '';
  /** @type {boolean | undefined} */
  let sharedAtTopLevel;
  const fenced = fencedLines(source);
  lines.forEach((line, index) => {
    if (fenced.has(index + 1)) return;
    const heading = /^(#{1,4})\s+(.+)$/.exec(line);
    if (heading) {
      const optPath = optionPath(heading[2] ?? '');
      current = optPath ? { path: optPath, heading: heading[2] ?? '', line: index + 1 } : undefined;
      if (current) sections.push(current);
      if (heading[1] === '#' && optPath) key = optPath[0] ?? '';
      return;
    }
    const type = labels.type.exec(line);
    if (type && current) current.type = soleCode(type[1] ?? '') ?? type[1];
    const def = labels.default.exec(line);
    if (def && current) current.default = def[1]?.trim();
    if (sharedAtTopLevel === undefined && sections.length === 1) {
      if (scopeStatements.shared.test(line)) sharedAtTopLevel = true;
      else if (scopeStatements.itemOnly.test(line)) sharedAtTopLevel = false;
    }
  });
  return { file, lang, key, sharedAtTopLevel, sections: sections.filter((s) => s.type || s.default) };
}

/** Every lib option page in both languages (the section index page excluded). */
export async function loadOptionPages() {
  /** @type {OptionPage[]} */
  const pages = [];
  for (const lang of languages) {
    const dir = path.join(repoRoot, 'docs', lang, 'config/lib');
    for (const name of (await fs.readdir(dir)).sort()) {
      if (!name.endsWith('.mdx') || name === 'index.mdx') continue;
      const file = path.join(dir, name);
      pages.push(parseOptionPage(path.relative(repoRoot, file), lang, await fs.readFile(file, 'utf8')));
    }
  }
  return pages;
}
