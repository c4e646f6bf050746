import { useLang, useSite, withBase } from '@rspress/core/runtime';
import { Callout, Link } from '@rspress/core/theme-original';
import { pageText } from '../theme/i18n';
import { langOrDefault, routeIn } from '../theme/site-model.mjs';
import { type StartingPointId, startingPointLink, startingPoints } from '../theme/starting-points.mjs';
import { markdownHref } from './markdownHref';

/** The words around the link (theme/i18n.ts, shared with theme/plugins/static-components.ts): `<before>[title](link)<after><reason>`. */
const wordsIn = (lang: 'en' | 'zh') => ({
  title: pageText.startFromTitle[lang],
  colon: pageText.startFromColon[lang],
  before: pageText.startFromBefore[lang],
  after: pageText.startFromAfter[lang],
});

/**
 * The starting point of a page's examples in the page's `.md` copy: a quote with the link and the reason. In the HTML
 * of the site and in `rspress dev`, theme/plugins/static-components.ts has already turned `<StartFrom>` into the callout at
 * compile time (static markup, no JavaScript); Rspress's Markdown output skips that plugin, so it renders this. The
 * callout below is the same markup, for any other renderer.
 */
export function StartFrom({ id }: { /** A key of `startingPoints`. */ id: StartingPointId }) {
  const lang = langOrDefault(useLang());
  const { site } = useSite();
  const start = startingPoints[id];
  const words = wordsIn(lang);
  const href = routeIn(startingPointLink(start), lang);
  if (import.meta.env.SSG_MD) {
    const link = site.siteOrigin ? markdownHref(href, site.siteOrigin) : withBase(href);
    return `\n> **${words.title}${words.colon}** ${words.before}[${start.title[lang]}](${link})${words.after}${start.reason[lang]}\n`;
  }
  return (
    <Callout type="info" title={words.title}>
      <p>
        {words.before}
        <Link href={href}>{start.title[lang]}</Link>
        {words.after}
        {start.reason[lang]}
      </p>
    </Callout>
  );
}
