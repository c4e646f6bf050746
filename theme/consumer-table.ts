// The consumer compatibility table of a recipe page (`<ConsumerTable id="…" />`), built from
// scripts/data/consumers.json (written by `npm run verify:consumers`) in the page's language. One model, two
// renderings: mdast for the page's HTML (theme/plugins/consumer-table.ts, at build time) and Markdown text for the
// `.md` copy (components/ConsumerTable.tsx).
import data from '../scripts/data/consumers.json';
import type { Translated } from './site-model.mjs';

type Lang = 'en' | 'zh';
export type RowId =
  | 'node-esm'
  | 'node-cjs'
  | 'ts-bundler'
  | 'ts-node16-esm'
  | 'ts-node16-cjs'
  | 'rsbuild-app'
  | 'browser';
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
export const rowIds: RowId[] = [
  'node-esm',
  'node-cjs',
  'ts-bundler',
  'ts-node16-esm',
  'ts-node16-cjs',
  'rsbuild-app',
  'browser',
];

/** A piece of a cell: plain text, inline code, or a link around text. */
export type Inline = { text: string } | { code: string } | { link: string; text: string };

/** The words of the table, in both languages. `{node}` and the others are replaced by the verified versions. */
export const consumerWords = {
  consumer: { en: 'Consumer', zh: '使用方' },
  result: { en: 'Result', zh: '结果' },
  pass: { en: '✓', zh: '✓' },
  passRequireEsm: { en: '✓ through `require(esm)`', zh: '✓（经由 `require(esm)`）' },
  fail: { en: '✗', zh: '✗' },
  notApplicable: { en: 'not applicable', zh: '不适用' },
  fix: { en: 'how to fix it', zh: '解决办法' },
  caption: {
    en: 'Verified with @rslib/core {rslib}, TypeScript {typescript}, Node.js {node} and Rsbuild {rsbuild}.',
    zh: '验证环境：@rslib/core {rslib}、TypeScript {typescript}、Node.js {node}、Rsbuild {rsbuild}。',
  },
  'node-esm': { en: 'Node.js {node}, `import`', zh: 'Node.js {node}，`import`' },
  'node-cjs': { en: 'Node.js {node}, `require()`', zh: 'Node.js {node}，`require()`' },
  'ts-bundler': {
    en: 'TypeScript {typescript}, `"moduleResolution": "bundler"`',
    zh: 'TypeScript {typescript}，`"moduleResolution": "bundler"`',
  },
  'ts-node16-esm': {
    en: 'TypeScript {typescript}, `"node16"`, from an ES module (`.mts`)',
    zh: 'TypeScript {typescript}，`"node16"`，在 ES 模块（`.mts`）中',
  },
  'ts-node16-cjs': {
    en: 'TypeScript {typescript}, `"node16"`, from a CommonJS module (`.cts`)',
    zh: 'TypeScript {typescript}，`"node16"`，在 CommonJS 模块（`.cts`）中',
  },
  'rsbuild-app-web': {
    en: 'Rsbuild {rsbuild} app, production build rendered in Chromium',
    zh: 'Rsbuild {rsbuild} 应用，生产构建后在 Chromium 中渲染',
  },
  'rsbuild-app-node': {
    en: 'Rsbuild {rsbuild} app for Node.js, production build run with Node.js',
    zh: 'Rsbuild {rsbuild} Node.js 应用，生产构建后用 Node.js 运行',
  },
  browser: { en: 'Browser without a bundler', zh: '不经打包工具的浏览器' },
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

/** One result: ✓, ✓ through require(esm), not applicable, or ✗ with the error and a link to the fix. */
function cellInlines(cell: Cell, fix: string | undefined, lang: Lang): Inline[] {
  if (cell.status === 'na') return [{ text: consumerWords.notApplicable[lang] }];
  if (cell.status === 'pass') {
    return inlines(consumerWords[cell.note === 'require-esm' ? 'passRequireEsm' : 'pass'][lang]);
  }
  const parts: Inline[] = [{ text: `${consumerWords.fail[lang]} ` }];
  if (cell.code) parts.push({ code: cell.code }, { text: ' ' });
  if (cell.message) parts.push({ code: cell.message });
  if (fix) {
    parts.push({ text: lang === 'zh' ? '（' : ' (' }, { link: fix, text: consumerWords.fix[lang] });
    parts.push({ text: lang === 'zh' ? '）' : ')' });
  }
  return parts;
}

/** The table of a recipe: header, one row per consumer, and the caption with the versions. */
export function consumerTable(id: string, lang: Lang) {
  const recipe = consumerData.recipes[id];
  if (!recipe) throw new Error(`<ConsumerTable id=${JSON.stringify(id)} /> has no data in scripts/data/consumers.json`);
  return {
    header: [[{ text: consumerWords.consumer[lang] }], [{ text: consumerWords.result[lang] }]] as Inline[][],
    rows: rowIds.map((row) => [rowLabel(row, recipe, lang), cellInlines(recipe.rows[row], recipe.fixes[row], lang)]),
    caption: fill(consumerWords.caption[lang]),
  };
}

/** Inline pieces as Markdown; `link` turns a site route into the address to write. */
export function inlineMarkdown(parts: Inline[], link: (route: string) => string = (route) => route): string {
  return parts
    .map((part) => {
      if ('code' in part) return part.code.includes('`') ? `\`\` ${part.code} \`\`` : `\`${part.code}\``;
      const text = part.text.replace(/[|*_[\]<>]/g, '\\$&');
      return 'link' in part ? `[${text}](${link(part.link)})` : text;
    })
    .join('')
    .replace(/\|/g, '\\|');
}

/** The whole table as Markdown text (the `.md` copy, and what the unit tests compare). */
export function consumerTableMarkdown(id: string, lang: Lang, link?: (route: string) => string): string {
  const table = consumerTable(id, lang);
  const line = (cells: Inline[][]) => `| ${cells.map((c) => inlineMarkdown(c, link)).join(' | ')} |`;
  return [line(table.header), '| --- | --- |', ...table.rows.map(line), '', `*${table.caption}*`].join('\n');
}
