import { pageText } from '../i18n';
import { routeIn } from '../site-model.mjs';
import { type StartingPointId, startingPointLink, startingPoints } from '../starting-points.mjs';
import { attribute, callout, markdownNodes, type Node, pagePlugin, replaceComponents } from './mdx-import';

/**
 * `<StartFrom id="…" />` in a page becomes the starting point's callout when the page is compiled: static HTML, no
 * component code in the page's JavaScript. Its link is an ordinary Markdown link, so Rspress checks it, adds the base
 * path and writes it into the `.md` copy like every other link. The starting points are defined in
 * theme/starting-points.json; an unknown id fails the build.
 */
export const pluginStartFrom = () =>
  pagePlugin<Node>('rslib-docs:start-from', (tree, { lang, path }) =>
    replaceComponents(tree, '@components/StartFrom', {
      StartFrom: (node) => {
        const id = attribute(node, 'id');
        if (typeof id !== 'string' || !(id in startingPoints)) {
          throw new Error(`${path}: <StartFrom id=${JSON.stringify(id)} /> names no starting point`);
        }
        const start = startingPoints[id as StartingPointId];
        const link = `[${start.title[lang]}](${routeIn(startingPointLink(start), lang)})`;
        const text = `${pageText.startFromBefore[lang]}${link}${pageText.startFromAfter[lang]}${start.reason[lang]}`;
        return [callout('info', pageText.startFromTitle[lang], markdownNodes(text))];
      },
    }),
  );
