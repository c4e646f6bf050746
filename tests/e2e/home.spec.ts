// The home page, loaded once per language: one h1, the seven Rstack tool cards and no horizontal overflow at a desktop,
// a tablet and a phone width (reached by resizing); the six feature cards with decorative icons from this site, each
// card a link that Tab reaches and Enter follows; on the Chinese page the tagline and both card grids share their
// side margins at 390 and 800 px; in English the Rstack menu loads nothing from other hosts either.
import type { Page } from '@playwright/test';
import { heroTools } from '../../theme/ecosystem';
import { i18nSource } from '../../theme/i18n';
import { expect, test } from './fixtures';

const prefix = (lang: 'en' | 'zh') => (lang === 'zh' ? '/zh' : '');

/** Where each hero card must point, written out rather than computed with the code under test. */
const expectedCards = {
  en: [
    ['Rspack', 'https://rspack.rs/', 'rspack.rs'],
    ['Rsbuild', 'https://rsbuild.rs/', 'rsbuild.rs'],
    ['Rspress', 'https://rspress.rs/', 'rspress.rs'],
    ['Rslib', 'https://rslib.rs/', 'rslib.rs'],
    ['Rsdoctor', 'https://rsdoctor.rs/', 'rsdoctor.rs'],
    ['Rstest', 'https://rstest.rs/', 'rstest.rs'],
    ['Rslint', 'https://rslint.rs/', 'rslint.rs'],
  ],
  zh: [
    ['Rspack', 'https://rspack.rs/zh/', 'rspack.rs'],
    ['Rsbuild', 'https://rsbuild.rs/zh/', 'rsbuild.rs'],
    ['Rspress', 'https://rspress.rs/zh/', 'rspress.rs'],
    ['Rslib', 'https://rslib.rs/zh/', 'rslib.rs'],
    ['Rsdoctor', 'https://rsdoctor.rs/zh/', 'rsdoctor.rs'],
    ['Rstest', 'https://rstest.rs/zh/', 'rstest.rs'],
    ['Rslint', 'https://rslint.rs/', 'rslint.rs'],
  ],
} as const;

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

const featureIcons = ['output-formats', 'bundleless', 'declarations', 'plugins', 'fast', 'module-federation'] as const;

/** Presses Tab until `target` has the focus; fails when it is not reached within `limit` presses. */
async function tabTo(page: Page, target: string, limit = 150) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, target)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Marks the window, so a test can tell a client-side navigation (mark kept) from a full page load. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { keptAcrossNavigation: true }));
const windowMarked = (page: Page) => page.evaluate(() => 'keptAcrossNavigation' in window);

for (const lang of ['en', 'zh'] as const) {
  test(`the home page (${lang}): hero and tool cards at three widths, feature icons and feature cards`, async ({
    page,
  }) => {
    // Any request to another host; `foreign` counts data: URLs too, as the feature icons must be files of this site.
    const foreign: string[] = [];
    const offsite: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname !== '127.0.0.1') foreign.push(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') offsite.push(request.url());
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${prefix(lang)}/`);
    // Hydrated: the theme toggle gets its pressed state then.
    await expect(page.locator('.rp-nav__others [aria-pressed]')).toHaveCount(1);

    await test.step('the six home features show decorative icons loaded from this site', async () => {
      const features = page.locator('.rp-home-feature__card');
      await expect(features).toHaveCount(featureIcons.length);
      for (const [index, name] of featureIcons.entries()) {
        const icon = features.nth(index).locator('.rp-home-feature__icon img');
        await icon.scrollIntoViewIfNeeded();
        await expect(icon).toBeVisible();
        await expect(icon).toHaveAttribute('alt', '');
        await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(24);
        expect(await icon.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(
          `/features/${name}.svg`,
        );
        expect(await icon.evaluate((img) => img.getBoundingClientRect().width)).toBe(24);
      }
      await expect(page.locator('.rp-home-feature__icon')).toHaveText(Array(featureIcons.length).fill(''));
      expect(foreign).toEqual([]);
    });

    for (const viewport of viewports) {
      await test.step(`${viewport.name} (${viewport.width}px): one h1, seven tool cards and no horizontal overflow`, async () => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const h1 = page.locator('h1');
        await expect(h1).toHaveCount(1);
        await expect(h1).toContainText('Rslib');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

        const section = page.getByRole('region', { name: i18nSource.ecosystemCardsTitle[lang] });
        const cards = section.getByRole('link');
        await expect(cards).toHaveCount(7);
        for (const [index, [name, href, host]] of expectedCards[lang].entries()) {
          const card = cards.nth(index);
          await expect(card).toHaveAttribute('href', href);
          await expect(card).toHaveAttribute('target', '_blank');
          await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
          await expect(card).toContainText(name);
          await expect(card).toContainText(host);
          const tool = heroTools.find((t) => t.name === name);
          await expect(card).toContainText(tool?.description[lang] ?? '');
          const logo = card.locator('img');
          await logo.scrollIntoViewIfNeeded();
          await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
          expect(await logo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
            /^\/ecosystem\/[a-z-]+\.svg$/,
          );
        }
        for (const box of await cards.evaluateAll((as) => as.map((a) => a.getBoundingClientRect().toJSON()))) {
          expect(box.left, `a card's left edge at ${viewport.width} px`).toBeGreaterThanOrEqual(0);
          expect(box.right, `a card's right edge at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
        }
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `page width at ${viewport.width} px`,
        ).toBeLessThanOrEqual(viewport.width);
      });
    }

    if (lang === 'zh') {
      for (const width of [390, 800]) {
        await test.step(`${width}px: the tagline, the tool cards and the feature cards share the same side margins`, async () => {
          await page.setViewportSize({ width, height: 900 });
          const edges = (selector: string) =>
            page.locator(selector).evaluateAll((els) => {
              const boxes = els.map((el) => el.getBoundingClientRect());
              return { left: Math.min(...boxes.map((b) => b.left)), right: Math.max(...boxes.map((b) => b.right)) };
            });
          const tools = await edges('#rstack-tools-title ~ ul > li');
          const features = await edges('.rp-home-feature__card');
          const tagline = await edges('.rp-home-hero__tagline');
          expect(tools.left).toBeGreaterThanOrEqual(16);
          expect(Math.abs(features.left - tools.left)).toBeLessThanOrEqual(1);
          expect(Math.abs(features.right - tools.right)).toBeLessThanOrEqual(1);
          expect(tagline.left).toBeGreaterThanOrEqual(tools.left);
          expect(tagline.right).toBeLessThanOrEqual(tools.right);
        });
      }
    }

    await page.setViewportSize({ width: 1440, height: 900 });
    if (lang === 'en') {
      await test.step('the home page and the Rstack menu load nothing from other hosts', async () => {
        await page.getByRole('button', { name: i18nSource.ecosystemMenuLabel.en }).click();
        await expect(page.locator('#rstack-ecosystem-menu img')).toHaveCount(8);
        await page.mouse.wheel(0, 2000);
        await page.waitForLoadState('networkidle');
        expect(offsite).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.locator('#rstack-ecosystem-menu')).toBeHidden();
        await page.evaluate(() => window.scrollTo(0, 0));
      });
    }

    await test.step('each feature card is a link that Tab reaches and Enter follows', async () => {
      const links = page.locator('.rp-home-feature__card').getByRole('link');
      await expect(links).toHaveCount(6);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(new RegExp(`^${prefix(lang)}/(guide|config)/`));
      }

      const first = links.first();
      const href = await first.getAttribute('href');
      expect(href).toBe(`${prefix(lang)}/guide/basic/output-format`);
      const card = page.locator('.rp-home-feature__card').first();
      await expect(card).toHaveCSS('outline-style', 'none');
      await page.locator('body').evaluate((body) => {
        (document.activeElement as HTMLElement | null)?.blur();
        body.focus();
      });
      await tabTo(page, '.rp-home-feature__card a');
      await expect(first).toBeFocused();
      await expect(card).toHaveCSS('outline-style', 'solid');

      await markWindow(page);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('.rp-doc h1')).toBeVisible();
      expect(await windowMarked(page)).toBe(true);
    });
  });
}

test('a click anywhere on a feature card follows its link', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('.rp-home-feature__card').nth(2);
  await card.scrollIntoViewIfNeeded();
  const box = await card.boundingBox();
  if (!box) throw new Error('card not laid out');
  await markWindow(page);
  await page.mouse.click(box.x + box.width - 12, box.y + box.height - 12);
  await expect(page).toHaveURL(/\/guide\/advanced\/dts$/);
  expect(await windowMarked(page)).toBe(true);
});
