// The consumer compatibility table of a recipe page (`<ConsumerTable id="…" />`) as Markdown, from the results of
// `npm run verify:consumers` (theme/plugins/consumer-table.data.json) and the words of theme/consumer-words.json.
import { rowIds } from './consumer-rows.mjs';
import words from './consumer-words.json';
import data from './plugins/consumer-table.data.json';
import { type Lang, routeIn } from './site-model.mjs';

type RowId = (typeof rowIds)[number];
type Cell = { status: 'pass' | 'fail' | 'na'; code?: string; message?: string; note?: string };
type Recipe = {
  page: string;
  app: 'web' | 'node';
  browser?: 'umd' | 'module';
  rows: Record<RowId, Cell>;
  fixes: Partial<Record<RowId, string>>;
};

export const consumerData = data as { versions: Record<string, string>; recipes: Record<string, Recipe> };

/** Words with their `{package}` slots filled with the verified versions. */
const fill = (text: string) => text.replace(/\{([^}]+)\}/g, (_, name: string) => consumerData.versions[name] ?? '');

/** A code span, with room for the backticks inside it. */
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** A result as Markdown: ✓, ✓ through require(esm), or ✗ with the error, linked to its fix when a page has one;
 * the page shows an error's code alone (the pages' HTML budget), `full` adds the message (the `.md` copy). */
function result(cell: Cell, fix: string | undefined, lang: Lang, full: boolean, link: (route: string) => string) {
  if (cell.status === 'pass') return words[cell.note === 'require-esm' ? 'passRequireEsm' : 'pass'][lang];
  const error = code(cell.code ?? cell.message ?? '');
  const message = full && cell.code && cell.message ? ` ${code(cell.message)}` : '';
  return `${words.fail[lang]} ${fix ? `[${error}](${link(fix)})` : error}${message}`;
}

/** A recipe's header, rows (cells as Markdown; `link` writes a route's address) and versions caption. */
export function consumerTable(id: string, lang: Lang, full = false, link = (route: string) => routeIn(route, lang)) {
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
    header: [words.consumer[lang], words.result[lang]],
    // A consumer that does not apply to the recipe (a browser without a bundler, for a package made for bundlers or
    // Node.js) gets no row: the tables stay within the pages' HTML budget.
    rows: rowIds
      .filter((row) => recipe.rows[row].status !== 'na')
      .map((row) => [fill(words[label(row)][lang]), result(recipe.rows[row], recipe.fixes[row], lang, full, link)]),
    caption: fill(words.caption[lang]),
  };
}

/** The whole table as Markdown: the page's (`full` false) and the `.md` copy's. */
export function consumerTableMarkdown(id: string, lang: Lang, link?: (route: string) => string, full = true): string {
  const table = consumerTable(id, lang, full, link);
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(table.header), '| --- | --- |', ...table.rows.map(line), '', `*${table.caption}*`].join('\n');
}
