// The Rstack ecosystem menu of the top bar (keyboard, hover timings, language, new tabs, logos that fail) and the
// appearance toggle's keyboard and quick presses. The home page's tool and feature cards are in home.spec.ts.
import type { Page } from '@playwright/test';
import { ecosystemGroups, heroTools } from '../../theme/ecosystem';
import { i18nSource } from '../../theme/i18n';
import type { Lang } from '../../theme/site-model.mjs';
import { expect, readOnlyTest, test } from './fixtures';

const prefix = (lang: Lang) => (lang === 'zh' ? '/zh' : '');
const menuName = (lang: Lang) => i18nSource.ecosystemMenuLabel[lang];
const isDark = /(^|\s)dark(\s|$)/;

/** Opens a page and waits until React has hydrated it (the theme toggle gets its pressed state then). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('.rp-nav__others [aria-pressed]')).toHaveCount(1);
  return response;
}

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

/** Each tool's link in the open menu, in the language of the page: the group title, Rspack's address and words. */
async function expectMenuLanguage(page: Page, lang: Lang) {
  const rspack = lang === 'en' ? 'https://rspack.rs/' : 'https://rspack.rs/zh/';
  const title = lang === 'en' ? 'Rstack toolchain' : 'Rstack 工具链';
  const popover = page.locator('#rstack-ecosystem-menu');
  await expect(popover).toContainText(title);
  await expect(popover.getByRole('link', { name: /^Rspack\b/ })).toHaveAttribute('href', rspack);
  await expect(popover.getByRole('link', { name: /^Rspack\b/ })).toContainText(heroTools[0]?.description[lang] ?? '');
  await expect(popover.getByRole('link', { name: /^Rslint\b/ })).toHaveAttribute('href', 'https://rslint.rs/');
}

for (const lang of ['en', 'zh'] as const) {
  // One page load; the widths are reached by resizing. The home page's hero is in home.spec.ts.
  test(`the grid menu (${lang}) at 1440, 1024 and 390 px opens from the keyboard below the button and Escape gives focus back; language and addresses follow the path`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, `${prefix(lang)}/guide/start/quick-start`);
    for (const viewport of viewports) {
      await test.step(`${viewport.name} (${viewport.width}px)`, async () => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const button = page.getByRole('button', { name: menuName(lang) });
        const popover = page.locator('#rstack-ecosystem-menu');
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(popover).toBeHidden();

        await button.focus();
        await page.keyboard.press('Enter');
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(popover).toBeVisible();
        const links = popover.getByRole('link');
        await expect(links).toHaveCount(8);
        await expect(popover.getByText('Awesome Rstack')).toBeVisible();
        await expect(popover).toContainText(ecosystemGroups[0]?.title[lang] ?? '');

        const buttonBox = await button.boundingBox();
        const panelBox = await popover.locator('div').first().boundingBox();
        expect(buttonBox && panelBox).toBeTruthy();
        if (buttonBox && panelBox) {
          expect(Math.abs(panelBox.x - buttonBox.x)).toBeLessThanOrEqual(1);
          expect(panelBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);
          expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(viewport.width);
        }

        /** Tab reaches the first entry; Escape closes the menu and gives the focus back to its button. */
        const escapeFromFirstEntry = async () => {
          await page.keyboard.press('Tab');
          await expect(links.first()).toBeFocused();
          await page.keyboard.press('Escape');
          await expect(popover).toBeHidden();
          await expect(button).toBeFocused();
          await expect(button).toHaveAttribute('aria-expanded', 'false');
        };
        await escapeFromFirstEntry();

        // Space opens it as well, and Escape from an entry gives the focus back again.
        await page.keyboard.press(' ');
        await expect(popover).toBeVisible();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await escapeFromFirstEntry();

        await page.keyboard.press(' ');
        await expect(popover).toBeVisible();
        await page.keyboard.press(' ');
        await expect(popover).toBeHidden();
      });
    }
    await test.step(`language and addresses follow the path on ${prefix(lang)}/guide/start/quick-start`, async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByRole('button', { name: menuName(lang) }).click();
      await expectMenuLanguage(page, lang);
    });
  });
}

test.describe('ecosystem menu (desktop)', () => {
  // The hover timings (100 ms in, 100 ms out, open while the pointer is on the popover) are in breakpoints.spec.ts.
  readOnlyTest('a click after hovering keeps it open; Escape and a click outside close it', async ({ page }) => {
    await open(page, '/');
    const button = page.getByRole('button', { name: menuName('en') });
    const popover = page.locator('#rstack-ecosystem-menu');
    await button.hover();
    await expect(popover).toBeVisible();
    await button.click();
    await expect(popover).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await button.click();
    await expect(popover).toBeVisible();
    await page.mouse.click(900, 700);
    await expect(popover).toBeHidden();
  });

  test('a tool opens in a new tab without access to this page', async ({ page, context }) => {
    await context.route('https://rsdoctor.rs/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Rsdoctor</title>' }),
    );
    await open(page, '/');
    await page.getByRole('button', { name: menuName('en') }).click();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page
        .locator('#rstack-ecosystem-menu')
        .getByRole('link', { name: /^Rsdoctor\b/ })
        .click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://rsdoctor.rs/');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  // The quick-start pages are checked with the grid menu above, /no-such-page with axe in ecosystem-a11y.spec.ts.
  readOnlyTest('language and addresses follow the path on /zh/no-such-page', async ({ page }) => {
    await open(page, '/zh/no-such-page');
    await page.getByRole('button', { name: menuName('zh') }).click();
    await expectMenuLanguage(page, 'zh');
  });

  test('a logo that fails to load is replaced by a blank image of the same size', async ({ page }) => {
    await page.route('**/ecosystem/rspack.svg', (route) => route.abort());
    await open(page, '/');
    const section = page.getByRole('region', { name: 'Part of the Rstack toolchain' });
    const card = section.getByRole('link').first();
    await expect(card).toContainText('Rspack');
    const logo = card.locator('img');
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect(logo).toHaveAttribute('data-fallback', 'true');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await logo.evaluate((img) => img.getBoundingClientRect().width)).toBe(40);
    await expect(section.locator('img[data-fallback]')).toHaveCount(1);

    await page.getByRole('button', { name: menuName('en') }).click();
    const menuLogo = page
      .locator('#rstack-ecosystem-menu')
      .getByRole('link', { name: /^Rspack\b/ })
      .locator('img');
    await expect(menuLogo).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect(page.locator('#rstack-ecosystem-menu img:not([data-fallback])')).toHaveCount(7);
  });
});

test('the Markdown copy of the home page lists the features without icon paths', async ({ request }) => {
  for (const path of ['/index.md', '/zh/index.md']) {
    const body = await (await request.get(path)).text();
    expect(body).toMatch(/^- \[\*\*Module Federation\*\*\]\((\/zh)?\/guide\/advanced\/module-federation\)/m);
    expect(body).not.toContain('/features/');
  }
});

test.describe('appearance toggle', () => {
  test('a corrupted stored theme falls back to the default and the toggle works from the keyboard', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('rspress-theme-appearance', '{"theme":'));
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/');
    await expect(page.locator('html')).not.toHaveClass(isDark);
    const toggle = page.locator('.rp-nav__others').getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(isDark);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('rspress-theme-appearance'))).toBe('dark');
    await page.keyboard.press(' ');
    await expect(page.locator('html')).not.toHaveClass(isDark);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Rslib');
    await page.getByRole('button', { name: menuName('en') }).click();
    await expect(page.locator('#rstack-ecosystem-menu')).toBeVisible();
  });

  for (const presses of [2, 3]) {
    test(`${presses} quick presses during the animation end on the theme their count says, the pressed state never behind, without page errors`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
      await open(page, '/guide/start/quick-start');
      const toggle = page.locator('.rp-nav__others').getByRole('button', { name: 'Dark theme' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      // Issue 41, S13: whenever the page's theme class changes, the button already says the theme shown.
      await toggle.evaluate((button) => {
        const lags: string[] = [];
        Object.assign(window, { lags });
        new MutationObserver(() => {
          const dark = String(document.documentElement.classList.contains('dark'));
          if (button.getAttribute('aria-pressed') !== dark)
            lags.push(`dark: ${dark}, aria-pressed: ${button.ariaPressed}`);
        }).observe(document.documentElement, { attributeFilter: ['class'] });
      });
      // All presses in one task, as fast as a double click: each one lands during the animation of the first.
      await toggle.evaluate((button, count) => {
        for (let press = 0; press < count; press++) button.querySelector<HTMLElement>('.rp-switch-appearance')?.click();
      }, presses);
      await expect(page.locator('html')).toHaveClass(/rp-appearance-transition/);
      await expect(page.locator('html')).not.toHaveClass(/rp-appearance-transition/);
      const dark = presses % 2 === 1;
      await expect(page.locator('html')).toHaveClass(dark ? isDark : /^(?!.*\bdark\b)/);
      await expect(toggle).toHaveAttribute('aria-pressed', String(dark));
      expect(await page.evaluate(() => (window as unknown as { lags: string[] }).lags)).toEqual([]);
      // The pageErrors fixture fails the test on any uncaught error, such as a skipped view transition.
    });
  }

  test.describe('phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the toggle in the mobile menu has a name and works from the keyboard', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await open(page, '/zh/guide/start/');
      await expect(page.locator('html')).toHaveClass(isDark);
      await page.locator('.rp-nav-hamburger__sm').click();
      const toggle = page.getByRole('button', { name: '深色主题' }).filter({ visible: true });
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('html')).not.toHaveClass(isDark);
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    });
  });
});
