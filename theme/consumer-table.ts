// The consumer compatibility table of a recipe page (`<ConsumerTable id="…" />`), built from
// theme/plugins/consumer-table.data.json (written by `npm run verify:consumers`) in the page's language. As Markdown text
// for the page's HTML (theme/plugins/consumer-table.ts parses it at build time, error codes only) and for the `.md`
// copy (components/ConsumerTable.tsx, with the messages).
import { rowIds } from './consumer-rows.mjs';
import data from './plugins/consumer-table.data.json';
import type { Translated } from './site-model.mjs';

type Lang = 'en' | 'zh';
export type RowId = (typeof rowIds)[number];
export type Cell = { status: 'pass' | 'fail' | 'na'; code?: string; message?: string; note?: string };
type Recipe = {
  page: string;
  package: string;
  app: 'web' | 'node';
  browser?: 'umd' | 'module';
  rows: Record<RowId, Cell>;
  fixes: Partial<Record<RowId, string>>;
};
export type ConsumerData = { versions: Record<string, string>; recipes: Record<string, Recipe> };

export const consumerData = data as ConsumerData;
export { rowIds };

/** A piece of a cell: plain text, inline code, or a link around text. */
export type Inline = { text: string } | { code: string } | { link: string; code: string };

/** The words of the table, in both languages. `{node}` and the others are replaced by the verified versions. */
export const consumerWords = {
  consumer: { en: 'Consumer', zh: '使用方' },
  result: { en: 'Result', zh: '结果' },
  pass: { en: '✓', zh: '✓' },
  passRequireEsm: { en: '✓ through `require(esm)`', zh: '✓（经由 `require(esm)`）' },
  fail: { en: '✗', zh: '✗' },
  notApplicable: { en: 'not applicable', zh: '不适用' },
  caption: {
    en: 'Verified with @rslib/core {rslib}, TypeScript {typescript}, Node.js {node} and Rsbuild {rsbuild}.',
    zh: '验证环境：@rslib/core {rslib}、TypeScript {typescript}、Node.js {node}、Rsbuild {rsbuild}。',
  },
  'node-esm': { en: 'Node.js `import`', zh: 'Node.js `import`' },
  'node-cjs': { en: 'Node.js `require()`', zh: 'Node.js `require()`' },
  'ts-bundler': { en: 'TypeScript, `bundler`', zh: 'TypeScript，`bundler`' },
  'ts-node16-esm': { en: 'TypeScript, `node16`, `.mts`', zh: 'TypeScript，`node16`，`.mts`' },
  'ts-node16-cjs': { en: 'TypeScript, `node16`, `.cts`', zh: 'TypeScript，`node16`，`.cts`' },
  'rsbuild-app-web': { en: 'Rsbuild app in Chromium', zh: 'Rsbuild 应用（Chromium）' },
  'rsbuild-app-node': { en: 'Rsbuild app in Node.js', zh: 'Rsbuild 应用（Node.js）' },
  browser: { en: 'Browser, no bundler', zh: '浏览器（无打包工具）' },
  'browser-umd': { en: 'Browser, UMD `<script>`', zh: '浏览器，UMD `<script>`' },
  'browser-module': { en: 'Browser, `<script type="module">`', zh: '浏览器，`<script type="module">`' },
} satisfies Record<string, Translated>;

/** Text with `code` spans split into inline pieces. */
function inlines(text: string): Inline[] {
  return text
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) => (part.startsWith('`') ? { code: part.slice(1, -1) } : { text: part }));
}

function fill(text: string): string {
  const v = consumerData.versions;
  return text
    .replace('{rslib}', v['@rslib/core'] ?? '')
    .replace('{typescript}', v.typescript ?? '')
    .replace('{node}', v.node ?? '')
    .replace('{rsbuild}', v['@rsbuild/core'] ?? '');
}

/** The label of a row: which consumer. The browser row names what the recipe makes. */
function rowLabel(row: RowId, recipe: Recipe, lang: Lang): Inline[] {
  const key: keyof typeof consumerWords =
    row === 'rsbuild-app'
      ? `rsbuild-app-${recipe.app}`
      : row === 'browser' && recipe.browser
        ? `browser-${recipe.browser}`
        : row;
  return inlines(fill(consumerWords[key][lang]));
}

/**
 * One result: ✓, ✓ through require(esm), not applicable, or ✗ with the error and a link to the fix. The page shows
 * the error code alone when there is one (the pages' HTML budget); `full` adds the message (the `.md` copy).
 */
function cellInlines(cell: Cell, fix: string | undefined, lang: Lang, full: boolean): Inline[] {
  if (cell.status === 'na') return [{ text: consumerWords.notApplicable[lang] }];
  if (cell.status === 'pass') {
    return inlines(consumerWords[cell.note === 'require-esm' ? 'passRequireEsm' : 'pass'][lang]);
  }
  // The error is the link to the section that explains the fix, when our pages have one.
  const error = cell.code ?? cell.message ?? '';
  const parts: Inline[] = [
    { text: `${consumerWords.fail[lang]} ` },
    fix ? { link: fix, code: error } : { code: error },
  ];
  if (full && cell.code && cell.message) parts.push({ text: ' ' }, { code: cell.message });
  return parts;
}

/** The table of a recipe: header, one row per consumer, and the caption with the versions. */
export function consumerTable(id: string, lang: Lang, full = false) {
  const recipe = consumerData.recipes[id];
  if (!recipe)
    throw new Error(`<ConsumerTable id=${JSON.stringify(id)} /> has no data in theme/plugins/consumer-table.data.json`);
  return {
    header: [[{ text: consumerWords.consumer[lang] }], [{ text: consumerWords.result[lang] }]] as Inline[][],
    // A consumer that does not apply to the recipe (a browser without a bundler, for a package made for bundlers or
    // Node.js) gets no row: the tables stay within the pages' HTML budget.
    rows: rowIds
      .filter((row) => recipe.rows[row].status !== 'na')
      .map((row) => [rowLabel(row, recipe, lang), cellInlines(recipe.rows[row], recipe.fixes[row], lang, full)]),
    caption: fill(consumerWords.caption[lang]),
  };
}

/** Inline pieces as Markdown; `link` turns a site route into the address to write. */
export function inlineMarkdown(parts: Inline[], link: (route: string) => string = (route) => route): string {
  return parts
    .map((part) => {
      if ('code' in part) {
        const code = part.code.includes('`') ? `\`\` ${part.code} \`\`` : `\`${part.code}\``;
        return 'link' in part ? `[${code}](${link(part.link)})` : code;
      }
      return part.text.replace(/[|*_[\]<>]/g, '\\$&');
    })
    .join('')
    .replace(/\|/g, '\\|');
}

/** The whole table as Markdown text: the page's (`full` false) and the `.md` copy's, which the unit tests compare. */
export function consumerTableMarkdown(id: string, lang: Lang, link?: (route: string) => string, full = true): string {
  const table = consumerTable(id, lang, full);
  const line = (cells: Inline[][]) => `| ${cells.map((c) => inlineMarkdown(c, link)).join(' | ')} |`;
  return [line(table.header), '| --- | --- |', ...table.rows.map(line), '', `*${table.caption}*`].join('\n');
}
