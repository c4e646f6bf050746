import type { RsbuildPluginAPI } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { pageText } from '../i18n';

/**
 * The first Tab stop of every page (issue 41, K1): a link to `#content`, the start of the main content (the doc
 * layout's slot in theme/index.tsx, the home and 404 pages' <main>), shown while focused (theme/styles/chrome.css).
 * Written into the HTML template before the React root, so it costs no JavaScript. In both languages: `html[lang]`
 * shows one, so it follows a switch of language in the app too.
 */
export const skipLink = `<a class="rslib-skip-link" href="#content">${Object.entries(pageText.skipToContent)
  .map(([lang, text]) => `<span lang="${lang}">${text}</span>`)
  .join('')}</a>`;

export const pluginSkipLink = (): RspressPlugin => ({
  name: 'rslib-docs:skip-link',
  builderConfig: {
    plugins: [
      {
        name: 'rslib-docs:skip-link',
        setup(api: RsbuildPluginAPI) {
          api.modifyHTML((html: string) => html.replace(/<body[^>]*>/, (body) => `${body}${skipLink}`));
        },
      },
    ],
  },
});
