import { useLang } from '@rspress/core/runtime';
import { checkedWithMarkdown } from '../theme/checked-with';
import { langOrDefault } from '../theme/site-model.mjs';

/**
 * `<CheckedWith />`: the releases the pages were checked with, in the page's `.md` copy. In the HTML of the site and in
 * `rspress dev`, theme/plugins/static-components.ts has already put the same Markdown in the page at compile time;
 * Rspress's Markdown output skips that plugin, so it renders this.
 */
export function CheckedWith() {
  return `\n${checkedWithMarkdown(langOrDefault(useLang()))}\n`;
}
