import type { Request } from '@playwright/test';
import { allRoutes } from '../../scripts/lib/routes.mjs';
import { expect, readOnlyTest as test } from './fixtures';
import { contrastMemory, isOffsite, preloadAxe, seriousA11yViolations } from './gates';

// The route list comes from the files under docs/, never from a hand-written table.
// ROUTES (comma-separated, e.g. `/guide/basic/cli,/zh/guide/basic/cli`) keeps only those routes: `npm run check:page`.
const only = process.env.ROUTES?.split(',').filter(Boolean);
const routes = (await allRoutes()).filter(({ route }) => !only || only.includes(route));
// The pages share their colours (the chrome, the text styles, the code themes): each colour context is measured by
// axe's color-contrast once per worker and theme, on the first page that shows it; every other rule runs on every page.
const contrast = contrastMemory();

// Each test also fetches the page's Markdown copy (for Copy Markdown and the Open menu), runs axe in both
// colour themes and records requests that leave the site. The tests only read pages, so they share one page
// per worker (`readOnlyTest`): each route is still a fresh page load.
test.describe('every page renders in both languages, has its Markdown copy, passes axe and stays on the site', () => {
  // axe-core comes with every load of the worker's page instead of being injected after it.
  test.beforeAll(({ workerPage }) => preloadAxe(workerPage));
  for (const { route, lang, mdPath } of routes) {
    test(`${route}`, async ({ page }) => {
      // axe runs twice per page; give a loaded CI machine room.
      test.slow();
      const offsite: string[] = [];
      const onRequest = (r: Request) => {
        if (isOffsite(r.url())) offsite.push(r.url());
      };
      page.on('request', onRequest);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('.rp-not-found')).toHaveCount(0);
      const isHome = route === '/' || route === '/zh/';
      const heading = page.locator(isHome ? '.rp-home-hero__title, h1' : '.rp-doc h1').first();
      await expect(heading).toBeVisible();
      const title = await page.title();
      // Home pages read "Rslib - <tagline>"; every other page "<heading> - Rslib".
      expect(title).toMatch(isHome ? /^Rslib - \S/ : / - Rslib$/);
      if (!isHome) {
        await expect(page.locator('h1')).toHaveCount(1);
        const h1 = ((await heading.textContent()) ?? '')
          .trim()
          .replace(/^#\s*|\s*#$/g, '')
          .trim();
        expect(title.startsWith(h1), `"${title}" starts with the page heading "${h1}"`).toBe(true);
      }
      const markdown = await page.request.get(mdPath);
      expect(markdown.status(), `${route} → ${mdPath}`).toBe(200);
      const text = await markdown.text();
      expect(text).not.toContain('<html');
      expect(text.trim().length).toBeGreaterThan(0);
      expect.soft(await seriousA11yViolations(page, contrast), 'serious or critical axe violations').toEqual([]);
      page.off('request', onRequest);
      expect(offsite, 'requests to other hosts').toEqual([]);
    });
  }
});
