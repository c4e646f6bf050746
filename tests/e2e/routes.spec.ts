import { allRoutes } from '../../scripts/lib/routes.mjs';
import { expect, test } from './fixtures';
import { recordOffsiteRequests, seriousA11yViolations } from './gates';

// The route list comes from the files under docs/, never from a hand-written table.
const routes = await allRoutes();

// Each test also fetches the page's Markdown copy (for Copy Markdown and the Open menu), runs axe in both
// colour themes and records requests that leave the site, so a route costs one browser page.
test.describe('every page renders in both languages, has its Markdown copy, passes axe and stays on the site', () => {
  for (const { route, lang, mdPath } of routes) {
    test(`${route}`, async ({ page, request }) => {
      // axe runs twice per page; give a loaded CI machine room.
      test.slow();
      const offsite = recordOffsiteRequests(page);
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
      const markdown = await request.get(mdPath);
      expect(markdown.status(), `${route} → ${mdPath}`).toBe(200);
      const text = await markdown.text();
      expect(text).not.toContain('<html');
      expect(text.trim().length).toBeGreaterThan(0);
      expect.soft(await seriousA11yViolations(page), 'serious or critical axe violations').toEqual([]);
      expect(offsite, 'requests to other hosts').toEqual([]);
    });
  }
});
