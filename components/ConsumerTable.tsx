import { useLang, useSite, withBase } from '@rspress/core/runtime';
import { consumerTable, consumerTableMarkdown } from '../theme/consumer-table';
import { langOrDefault, routeIn } from '../theme/site-model.mjs';
import { markdownHref } from './markdownHref';

/**
 * The consumer table of a recipe (theme/consumer-table.ts) in the page's `.md` copy, as Markdown text. In the HTML of
 * the site and in `rspress dev`, theme/plugins/static-components.ts has already replaced `<ConsumerTable>` with a
 * Markdown table at compile time (no JavaScript); Rspress's Markdown output skips that plugin, so it renders this.
 * The plain table below is for any other renderer.
 */
export function ConsumerTable({
  id,
}: {
  /** A key of `recipes` in theme/plugins/consumer-table.data.json. */ id: string;
}) {
  const lang = langOrDefault(useLang());
  const { site } = useSite();
  const link = (route: string) => {
    const href = routeIn(route, lang);
    return site.siteOrigin ? markdownHref(href, site.siteOrigin) : withBase(href);
  };
  if (import.meta.env.SSG_MD) return `\n${consumerTableMarkdown(id, lang, link)}\n`;
  const table = consumerTable(id, lang);
  // A cell's text without its Markdown: the link around an error, the backticks of code.
  const text = (cell: string) => cell.replace(/\[(.*?)\]\(.*?\)/g, '$1').replace(/`` (.*?) ``|`/g, '$1');
  return (
    <table>
      <caption>{table.caption}</caption>
      <tbody>
        {table.rows.map((row) => (
          <tr key={text(row[0] ?? '')}>
            {row.map((cell) => (
              <td key={text(cell)}>{text(cell)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
