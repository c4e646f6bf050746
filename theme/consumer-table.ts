// The consumer compatibility table of a recipe page (`<ConsumerTable id="…" />`) in the page's language, from
// theme/plugins/consumer-table.data.json (`npm run verify:consumers`) and the words of theme/consumer-words.json: as
// Markdown for the page's HTML (theme/plugins/static-components.ts, error codes only) and for the `.md` copy
// (components/ConsumerTable.tsx, with the messages).
import { rowIds } from './consumer-rows.mjs';
import words from './consumer-words.json';
import data from './plugins/consumer-table.data.json';

type Lang = 'en' | 'zh';
type RowId = (typeof rowIds)[number];
type Cell = { status: 'pass' | 'fail' | 'na'; code?: string; message?: string; note?: string };
type Recipe = {
  page: string;
  package: string;
  app: 'web' | 'node';
  browser?: 'umd' | 'module';
  rows: Record<RowId, Cell>;
  fixes: Partial<Record<RowId, string>>;
};

export const consumerData = data as { versions: Record<string, string>; recipes: Record<string, Recipe> };

/** A piece of a cell: plain text, inline code, or a link around code. */
type Inline = { text: string } | { code: string } | { link: string; code: string };

/** Words with their `{package}` slots filled with the verified versions. */
const fill = (text: string) => text.replace(/\{([^}]+)\}/g, (_, name: string) => consumerData.versions[name] ?? '');

/** Words with their code spans split off. */
function inlines(text: string): Inline[] {
  return fill(text)
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) => (part.startsWith('`') ? { code: part.slice(1, -1) } : { text: part }));
}

/**
 * One result: ✓, ✓ through require(esm), not applicable, or ✗ with the error and a link to the fix. The page shows
 * the error code alone when there is one (the pages' HTML budget); `full` adds the message (the `.md` copy).
 */
function cellInlines(cell: Cell, fix: string | undefined, lang: Lang, full: boolean): Inline[] {
  if (cell.status !== 'fail') {
    const key = cell.status === 'na' ? 'notApplicable' : cell.note === 'require-esm' ? 'passRequireEsm' : 'pass';
    return inlines(words[key][lang]);
  }
  // The error is the link to the section that explains the fix, when our pages have one.
  const error = cell.code ?? cell.message ?? '';
  const parts: Inline[] = [{ text: `${words.fail[lang]} ` }, fix ? { link: fix, code: error } : { code: error }];
  if (full && cell.code && cell.message) parts.push({ text: ' ' }, { code: cell.message });
  return parts;
}

/** The table of a recipe: header, one row per consumer, and the caption with the versions. */
export function consumerTable(id: string, lang: Lang, full = false) {
  const recipe = consumerData.recipes[id];
  if (!recipe)
    throw new Error(`<ConsumerTable id=${JSON.stringify(id)} /> has no data in theme/plugins/consumer-table.data.json`);
  // The browser row names what the recipe makes.
  const label = (row: RowId) =>
    row === 'rsbuild-app'
      ? (`rsbuild-app-${recipe.app}` as const)
      : row === 'browser' && recipe.browser
        ? (`browser-${recipe.browser}` as const)
        : row;
  return {
    header: [[{ text: words.consumer[lang] }], [{ text: words.result[lang] }]] as Inline[][],
    // A consumer that does not apply to the recipe (a browser without a bundler, for a package made for bundlers or
    // Node.js) gets no row: the tables stay within the pages' HTML budget.
    rows: rowIds
      .filter((row) => recipe.rows[row].status !== 'na')
      .map((row) => [inlines(words[label(row)][lang]), cellInlines(recipe.rows[row], recipe.fixes[row], lang, full)]),
    caption: fill(words.caption[lang]),
  };
}

/** The whole table as Markdown: the page's (`full` false) and the `.md` copy's; `link` turns a route into an address. */
export function consumerTableMarkdown(id: string, lang: Lang, link = (route: string) => route, full = true): string {
  const table = consumerTable(id, lang, full);
  const markdown = (part: Inline) => {
    if (!('code' in part)) return part.text.replace(/[|*_[\]<>]/g, '\\$&');
    const code = part.code.includes('`') ? `\`\` ${part.code} \`\`` : `\`${part.code}\``;
    return 'link' in part ? `[${code}](${link(part.link)})` : code;
  };
  const line = (cells: Inline[][]) =>
    `| ${cells.map((c) => c.map(markdown).join('').replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(table.header), '| --- | --- |', ...table.rows.map(line), '', `*${table.caption}*`].join('\n');
}
