import { heroTools } from '../../theme/ecosystem';
import { expect, test } from './fixtures';
import { seriousViolationsIn } from './gates';

/** The parts of the page this theme adds or wraps: menu, hero, tool cards, appearance toggle, 404 page. */
const ownParts = [
  '#rstack-ecosystem',
  '.rp-home-hero',
  'section[aria-labelledby="rstack-tools-title"]',
  '[role="button"][aria-pressed]',
  '.rp-not-found',
];

const pages = [
  { name: 'home', path: '/' },
  { name: 'Chinese home', path: '/zh/' },
  { name: 'doc page', path: '/guide/start/quick-start' },
  { name: '404 page', path: '/no-such-page' },
];

for (const theme of ['light', 'dark'] as const) {
  for (const { name, path } of pages) {
    test(`${name} (${theme}): no serious or critical axe violations in the theme's own parts`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(path);
      await expect(page.locator('.rp-nav__others [aria-pressed]')).toHaveCount(1);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /(^|\s)dark(\s|$)/ : /^(?!.*\bdark\b)/);
      const present = [];
      for (const selector of ownParts) if ((await page.locator(selector).count()) > 0) present.push(selector);
      expect(await seriousViolationsIn(page, present)).toEqual([]);

      await page.getByRole('button', { name: path.startsWith('/zh') ? 'Rstack 工具' : 'Rstack tools' }).click();
      await expect(page.locator('#rstack-ecosystem-menu')).toBeVisible();
      expect(await seriousViolationsIn(page, ['#rstack-ecosystem-menu'])).toEqual([]);
      if (path === '/no-such-page' && theme === 'light') {
        // Language and addresses follow the path on the 404 page as well (ecosystem.spec.ts has the others).
        const popover = page.locator('#rstack-ecosystem-menu');
        await expect(popover).toContainText('Rstack toolchain');
        await expect(popover.getByRole('link', { name: /^Rspack\b/ })).toHaveAttribute('href', 'https://rspack.rs/');
        await expect(popover.getByRole('link', { name: /^Rspack\b/ })).toContainText(
          heroTools[0]?.description.en ?? '',
        );
        await expect(popover.getByRole('link', { name: /^Rslint\b/ })).toHaveAttribute('href', 'https://rslint.rs/');
      }
    });
  }
}
