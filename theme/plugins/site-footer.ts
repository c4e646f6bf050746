import type { RsbuildPluginAPI } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';

/**
 * The page's `contentinfo` landmark (issue 41, S2): a `<footer>` after the React root, outside `<main>`, on every page
 * (home, doc, overview, 404). Written into the HTML template, so it costs no JavaScript; in words that need no
 * translation (the pages' HTML budget: a line in each language would be in every page twice).
 */
export const siteFooter =
  '<footer class="rslib-site-footer"><p>MIT License © 2024-present Bytedance, Inc.</p></footer>';

export const pluginSiteFooter = (): RspressPlugin => ({
  name: 'rslib-docs:site-footer',
  builderConfig: {
    plugins: [
      {
        name: 'rslib-docs:site-footer',
        setup(api: RsbuildPluginAPI) {
          api.modifyHTML((html: string) => html.replace('</body>', `${siteFooter}</body>`));
        },
      },
    ],
  },
});
