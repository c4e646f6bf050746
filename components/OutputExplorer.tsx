import { useLang } from '@rspress/core/runtime';
import { explorerHtml, explorerMarkdown } from '../theme/output-explorer';
import { langOrDefault } from '../theme/site-model.mjs';

/**
 * What an option writes for each of its values, in a page's `.md` copy: every variant as text (its label, config,
 * `dist` tree and the lines of its main file). In the HTML of the site and in `rspress dev`,
 * theme/plugins/static-components.ts has already turned `<OutputExplorer>` into static radios and panels at compile
 * time (no JavaScript); Rspress's Markdown output skips that plugin, so it renders this. The element below is the
 * same markup, for any other renderer.
 */
export function OutputExplorer({
  id,
}: {
  /** An explorer of scripts/lib/output-explorer.mjs: `lib-format`. */ id: string;
}) {
  const lang = langOrDefault(useLang());
  if (import.meta.env.SSG_MD) return explorerMarkdown(id, lang);
  return <div className="oe" dangerouslySetInnerHTML={{ __html: explorerHtml(id, lang) }} />;
}
