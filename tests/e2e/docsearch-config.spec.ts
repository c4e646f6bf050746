import { docsearchSelectors, excludedSelectors } from '../../docsearch.config.js';
import { expect, test } from './fixtures';

// The crawler reads the HTML as served, without running scripts: so do these checks.
test.use({ javaScriptEnabled: false });

const pages = [
  { route: '/guide/start/quick-start', lang: 'en', section: 'Guide' },
  { route: '/zh/guide/start/quick-start', lang: 'zh', section: '指南' },
  { route: '/config/lib/format', lang: 'en', section: 'Config' },
  { route: '/zh/config/lib/format', lang: 'zh', section: '配置' },
  { route: '/blog/introducing-rslib', lang: 'en', section: 'Blog' },
];

// One test for the pages, each a step named by its route (one page load each, in one JavaScript-less context).
test('DocSearch selectors extract each kind of page', async ({ page }) => {
  for (const { route, lang, section } of pages) {
    await test.step(`DocSearch selectors extract ${route}`, async () => {
      await page.goto(route);
      await page.evaluate((selectors) => {
        for (const el of document.querySelectorAll(selectors.join(', '))) el.remove();
      }, excludedSelectors);
      const texts = (selector: string) =>
        page.locator(selector).evaluateAll((els) => els.map((el) => (el.textContent ?? '').trim()));

      expect(await page.locator('html').getAttribute('lang'), route).toBe(lang);
      expect(await texts(docsearchSelectors.lvl0.selectors)).toEqual([section]);

      const title = ((await page.title()).split(' - ')[0] ?? '').trim();
      expect(await texts(docsearchSelectors.lvl1)).toEqual([title]);

      // Every heading of the article, and only those, is a level; none keeps the anchor's "#".
      for (const level of [2, 3, 4, 5, 6] as const) {
        const expected = await texts(`main h${level}`);
        const found = await texts(docsearchSelectors[`lvl${level}`]);
        expect(found).toEqual(expected);
        for (const text of found) expect(text).not.toMatch(/^#|#$/);
      }
      expect((await texts(docsearchSelectors.lvl2)).length).toBeGreaterThan(0);

      // Text comes from the article only: not the sidebar, the top bar or the outline.
      const content = page.locator(docsearchSelectors.content);
      expect(await content.count()).toBeGreaterThan(2);
      const outside = await content.evaluateAll(
        (els) => els.filter((el) => el.closest('aside, header, nav, .rp-doc-layout__outline')).length,
      );
      expect(outside).toBe(0);
      expect((await texts(docsearchSelectors.content)).join(' ')).not.toContain('Copy Markdown');
    });
  }
});
