import type { Page } from '@playwright/test';
import { ecosystemGroups, heroTools } from '../../theme/ecosystem';
import { i18nSource } from '../../theme/i18n';
import type { Lang } from '../../theme/site-model.mjs';
import { clockTest, expect, test } from './fixtures';

const prefix = (lang: Lang) => (lang === 'zh' ? '/zh' : '');
const menuName = (lang: Lang) => i18nSource.ecosystemMenuLabel[lang];
const isDark = /(^|\s)dark(\s|$)/;

/** Opens a page and waits until React has hydrated it (the theme toggle gets its pressed state then). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('.rp-nav__others [aria-pressed]')).toHaveCount(1);
  return response;
}

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

for (const viewport of viewports) {
  for (const lang of ['en', 'zh'] as const) {
    test.describe(`${viewport.name} (${viewport.width}px, ${lang})`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test('the home page has one h1, seven tool cards and no horizontal overflow', async ({ page }) => {
        await open(page, `${prefix(lang)}/`);
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
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.right).toBeLessThanOrEqual(viewport.width);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });

      test('the grid menu opens from the keyboard below the button and Escape gives focus back', async ({ page }) => {
        await open(page, `${prefix(lang)}/guide/start/quick-start`);
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

        await page.keyboard.press('Tab');
        await expect(links.first()).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(popover).toBeHidden();
        await expect(button).toBeFocused();
        await expect(button).toHaveAttribute('aria-expanded', 'false');

        await page.keyboard.press(' ');
        await expect(popover).toBeVisible();
        await page.keyboard.press(' ');
        await expect(popover).toBeHidden();
      });
    });
  }
}

test.describe('ecosystem menu (desktop)', () => {
  clockTest('opens 100 ms after the pointer enters and closes 100 ms after it leaves', async ({ page }) => {
    await page.clock.install();
    await open(page, '/guide/start/');
    const button = page.getByRole('button', { name: menuName('en') });
    const popover = page.locator('#rstack-ecosystem-menu');
    await page.clock.pauseAt(Date.now() + 1000);
    await button.hover();
    await page.clock.runFor(60);
    await expect(popover).toBeHidden();
    await page.clock.runFor(60);
    await expect(popover).toBeVisible();
    await popover.getByRole('link').first().hover();
    await page.clock.runFor(200);
    await expect(popover).toBeVisible();
    await page.mouse.move(900, 600);
    await page.clock.runFor(60);
    await expect(popover).toBeVisible();
    await page.clock.runFor(60);
    await expect(popover).toBeHidden();
  });

  test('a click after hovering keeps it open; Escape and a click outside close it', async ({ page }) => {
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

  // One test per page: each opens a page and its menu, which can take a while on a busy machine.
  for (const { path, lang, rspack, title } of [
    { path: '/guide/start/quick-start', lang: 'en', rspack: 'https://rspack.rs/', title: 'Rstack toolchain' },
    { path: '/zh/guide/start/quick-start', lang: 'zh', rspack: 'https://rspack.rs/zh/', title: 'Rstack 工具链' },
    { path: '/zh/no-such-page', lang: 'zh', rspack: 'https://rspack.rs/zh/', title: 'Rstack 工具链' },
    { path: '/no-such-page', lang: 'en', rspack: 'https://rspack.rs/', title: 'Rstack toolchain' },
  ] as const) {
    test(`language and addresses follow the path on ${path}`, async ({ page }) => {
      await open(page, path);
      const desc = heroTools[0]?.description[lang];
      await page.getByRole('button', { name: menuName(lang) }).click();
      const popover = page.locator('#rstack-ecosystem-menu');
      await expect(popover).toContainText(title);
      await expect(popover.getByRole('link', { name: /^Rspack\b/ })).toHaveAttribute('href', rspack);
      await expect(popover.getByRole('link', { name: /^Rspack\b/ })).toContainText(desc ?? '');
      await expect(popover.getByRole('link', { name: /^Rslint\b/ })).toHaveAttribute('href', 'https://rslint.rs/');
    });
  }

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

  test('the home page and the menu load nothing from other hosts', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') foreign.push(request.url());
    });
    await open(page, '/');
    await page.getByRole('button', { name: menuName('en') }).click();
    await expect(page.locator('#rstack-ecosystem-menu img')).toHaveCount(8);
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });
});

const featureIcons = ['output-formats', 'bundleless', 'declarations', 'plugins', 'fast', 'module-federation'] as const;

for (const lang of ['en', 'zh'] as const) {
  test(`the six home features (${lang}) show decorative icons loaded from this site`, async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname !== '127.0.0.1') foreign.push(request.url());
    });
    await open(page, `${prefix(lang)}/`);
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
}

for (const width of [390, 800]) {
  test.describe(`${width}px (zh)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the tagline, the tool cards and the feature cards share the same side margins', async ({ page }) => {
      await open(page, '/zh/');
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
  });
}

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

for (const [path, text] of [
  ['/missing-page', 'Take me home'],
  ['/zh/missing-page', '返回首页'],
] as const) {
  test(`the 404 home link on ${path} is named by its text`, async ({ page }) => {
    await open(page, path);
    const link = page.getByRole('link', { name: text, exact: true });
    await expect(link).toBeVisible();
    await expect(link).not.toHaveAttribute('aria-label');
  });
}
