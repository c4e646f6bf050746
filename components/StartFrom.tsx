import { useLang } from '@rspress/core/runtime';
import { Callout, Link } from '@rspress/core/theme-original';
import { langOrDefault, routeIn } from '../theme/site-model.mjs';
import { type StartingPointId, startingPointLink, startingPoints } from '../theme/starting-points.mjs';

/** The words around the link, per language: `<before>[title](link)<after><reason>`. */
const phrasing = {
  en: { title: 'Starting point', colon: ':', before: 'Start from the project of ', after: ': ' },
  zh: { title: '起点', colon: '：', before: '以 ', after: ' 中的项目为起点：' },
} as const;

/**
 * The starting point of a page's examples, shown before the first of them: a callout that links the section which
 * shows the project's every file (theme/starting-points.mjs), with the reason. The examples harness builds the
 * page's examples on top of that project, and tests/unit/starting-points.test.ts fails when a page whose examples
 * rely on it does not show this callout before them. In the `.md` copy it is a quote with the same text and link.
 */
export function StartFrom({ id }: { /** A key of `startingPoints`. */ id: StartingPointId }) {
  const lang = langOrDefault(useLang());
  const start = startingPoints[id];
  const words = phrasing[lang];
  const href = routeIn(startingPointLink(start), lang);
  if (import.meta.env.SSG_MD) {
    return `\n> **${words.title}${words.colon}** ${words.before}[${start.title[lang]}](${href})${words.after}${start.reason[lang]}\n`;
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
