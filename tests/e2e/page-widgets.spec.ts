import type { Page } from '@playwright/test';
import { clockTest, expect, test } from './fixtures';

const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);
const texts = {
  en: {
    prev: 'Previous Page',
    next: 'Next Page',
    updated: 'Last Updated',
    source: 'Source',
    open: 'Open',
    in: 'Open in ',
  },
  zh: { prev: '上一页', next: '下一页', updated: '最后更新于', source: '源码', open: '打开', in: '在 ' },
} as const;

test.describe('page metadata after client-side navigation', () => {
  for (const lang of ['en', 'zh'] as const) {
    test(`description, edit link and last-updated time follow the page (${lang})`, async ({ page, request }) => {
      const from = `${prefix(lang)}/guide/basic/cli`;
      const to = `${prefix(lang)}/guide/basic/configure-rslib`;
      const served = await (await request.get(to)).text();
      const expected = served.match(/<meta name="description" content="([^"]*)"/)?.[1];
      expect(expected, 'the served page has a description').toBeTruthy();
      await page.goto(from);
      await page.evaluate(() => {
        (window as { notReloaded?: boolean }).notReloaded = true;
      });
      await page.locator(`a.rp-sidebar-item[href="${to}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveCount(1);
      await expect(description).toHaveAttribute('content', expected ?? '');
      await expect(page.locator('.rp-doc-footer .rp-edit-link, .rp-outline .rp-edit-link').first()).toHaveAttribute(
        'href',
        new RegExp(`/docs/${lang}/guide/basic/configure-rslib\\.mdx$`),
      );
      await expect(page.locator('.rp-last-updated')).toContainText(/\d/);
    });
  }
});

test.describe('page texts', () => {
  for (const lang of ['en', 'zh'] as const) {
    test(`footer, outline and source link read as specified (${lang})`, async ({ page }) => {
      const t = texts[lang];
      await page.goto(`${prefix(lang)}/guide/basic/cli`);
      await expect(page.locator('.rp-prev-next-page__prev .rp-prev-next-page__item__desc')).toHaveText(t.prev);
      await expect(page.locator('.rp-prev-next-page__next .rp-prev-next-page__item__desc')).toHaveText(t.next);
      await expect(page.locator('.rp-last-updated')).toContainText(t.updated);
      await page.goto(`${prefix(lang)}/config/lib/`);
      const source = page.locator('.rp-doc .rp-source-code__link');
      await expect(source).toHaveText(t.source);
      await expect(source).toHaveAttribute('href', /^https:\/\/github\.com\/web-infra-dev\/rslib\/.+\/config\.ts$/);
      await expect(source).toHaveAttribute('target', '_blank');
    });
  }
});

test.describe('Open menu', () => {
  for (const lang of ['en', 'zh'] as const) {
    test(`opens the page in ChatGPT or Claude (${lang})`, async ({ page }) => {
      const t = texts[lang];
      const route = `${prefix(lang)}/guide/basic/cli`;
      await page.goto(route);
      const trigger = page.locator('.rp-llms-container').getByRole('button', { name: t.open, exact: true });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const menu = page.locator('.rp-llms-view-options__menu');
      const mdUrl = encodeURIComponent(`http://127.0.0.1:${new URL(page.url()).port}${route}.md`);
      for (const [name, host] of [
        ['ChatGPT', 'https://chatgpt.com/?'],
        ['Claude', 'https://claude.ai/new?'],
      ] as const) {
        const link = menu.getByRole('link', { name: new RegExp(`^${t.in}${name}`) });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        const href = (await link.getAttribute('href')) ?? '';
        expect(href.startsWith(host)).toBe(true);
        expect(href).toContain(mdUrl);
      }
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(trigger).toBeFocused();
      await trigger.click();
      await expect(menu).toBeVisible();
      await page.locator('.rp-doc h1').click();
      await expect(menu).toHaveCount(0);
    });
  }

  test('copies the link to the Markdown version', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/guide/basic/cli');
    await page.locator('.rp-llms-container').getByRole('button', { name: 'Open', exact: true }).click();
    await page.getByRole('button', { name: 'Copy Markdown link' }).click();
    await expect(page.locator('.rp-llms-view-options__menu')).toHaveCount(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL('/guide/basic/cli.md', page.url()).href,
    );
  });
});

test.describe('package-manager tabs', () => {
  const tabs = (page: Page) => page.locator('.rp-doc .rp-tabs').first();
  const labels = (page: Page) => tabs(page).locator('.rp-tabs__label__item');
  const shown = (page: Page) => tabs(page).locator('.rp-tabs__content__item--active code');

  for (const lang of ['en', 'zh'] as const) {
    test(`offer npm, yarn, pnpm and bun with add for install (${lang})`, async ({ page }) => {
      await page.goto(`${prefix(lang)}/guide/start/quick-start`);
      await expect(labels(page)).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
      const expected = {
        npm: 'npm install -D @rslib/core typescript',
        yarn: 'yarn add -D @rslib/core typescript',
        pnpm: 'pnpm add -D @rslib/core typescript',
        bun: 'bun add -D @rslib/core typescript',
      };
      await expect(shown(page)).toHaveText(expected.npm);
      for (const [tool, command] of Object.entries(expected)) {
        await labels(page)
          .filter({ hasText: new RegExp(`^${tool}$`) })
          .click();
        await expect(shown(page)).toHaveText(command);
      }
    });
  }

  test('remember the chosen tool across pages and reloads', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await labels(page)
      .filter({ hasText: /^pnpm$/ })
      .click();
    await page.reload();
    await expect(shown(page)).toHaveText('pnpm add -D @rslib/core typescript');
    await page.goto('/zh/guide/solution/react');
    await expect(shown(page)).toHaveText(/^pnpm add -D @rslib\/core @rsbuild\/plugin-react/);
  });

  for (const stored of ['abc', '-1', '{"tool":"pnpm"}', '']) {
    test(`fall back to npm when the stored choice is ${JSON.stringify(stored)}`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('rspress.tabs.package.manager', value), stored);
      await page.goto('/guide/start/quick-start');
      await expect(tabs(page).locator('.rp-tabs__label__item--selected')).toHaveText('npm');
      await expect(shown(page)).toHaveText('npm install -D @rslib/core typescript');
    });
  }

  test('keep working when storage refuses to read or write', async ({ page }) => {
    await page.addInitScript(() => {
      const { getItem, setItem } = Storage.prototype;
      const refused = (key: string) => key.startsWith('rspress.tabs.');
      Storage.prototype.getItem = function (key: string) {
        if (refused(key)) throw new DOMException('Access denied', 'SecurityError');
        return getItem.call(this, key);
      };
      Storage.prototype.setItem = function (key: string, value: string) {
        if (refused(key)) throw new DOMException('Quota exceeded', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    await page.goto('/guide/start/quick-start');
    await expect(shown(page)).toHaveText('npm install -D @rslib/core typescript');
    await labels(page).filter({ hasText: /^bun$/ }).click();
    await expect(shown(page)).toHaveText('bun add -D @rslib/core typescript');
  });
});

test.describe('image zoom', () => {
  const image = (page: Page) => page.locator('.rp-doc img[src="/images/guide/output-structure.svg"]');
  const overlay = (page: Page) => page.locator('.medium-zoom-overlay');

  for (const lang of ['en', 'zh'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`opens over the page background and closes with Escape (${lang}, ${scheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${prefix(lang)}/guide/basic/output-structure`);
        await expect(image(page)).toHaveAttribute('alt', /bundle: true.+bundle: false/);
        await expect(image(page)).toHaveClass(/medium-zoom-image/);
        await image(page).click();
        await expect(overlay(page)).toBeVisible();
        await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
        const colours = await page.evaluate(() => ({
          overlay: getComputedStyle(document.querySelector('.medium-zoom-overlay') as Element).backgroundColor,
          page: getComputedStyle(document.body).backgroundColor,
        }));
        expect(colours.overlay).toBe(colours.page);
        await page.keyboard.press('Escape');
        await expect(overlay(page)).toHaveCount(0);
        await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
      });
    }
  }

  clockTest('decorative images (the tool logos of the introduction) do not zoom', async ({ page }) => {
    await page.clock.install();
    await page.goto('/guide/start/');
    const logo = page.locator('.rp-doc img[src="/ecosystem/rspack.svg"]');
    await expect(logo).toHaveAttribute('alt', '');
    // The zoom attaches 100 ms after a navigation, loading its chunk if the page has an image to zoom.
    await page.clock.runFor(200);
    await page.waitForLoadState('networkidle');
    await expect(logo).not.toHaveClass(/medium-zoom-image/);
    await logo.click();
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  });

  test('Escape pressed while the image is still opening closes it', async ({ page }) => {
    await page.goto('/guide/basic/output-structure');
    await expect(image(page)).toHaveClass(/medium-zoom-image/);
    await image(page).click();
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveCount(0);
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
  });

  test('loads the high-resolution image named in data-zoom-src', async ({ page }) => {
    await page.goto('/guide/basic/output-structure');
    await expect(image(page)).toHaveClass(/medium-zoom-image/);
    await image(page).evaluate((img) => img.setAttribute('data-zoom-src', '/images/guide/output-structure.svg?hd'));
    const request = page.waitForRequest((r) => r.url().endsWith('/images/guide/output-structure.svg?hd'));
    await image(page).click();
    await request;
    await expect(page.locator('img.medium-zoom-image--opened[src$="?hd"]')).toBeVisible();
  });

  test('falls back to the normal image, with a warning, when the high-resolution one fails', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/guide/basic/output-structure');
    await expect(image(page)).toHaveClass(/medium-zoom-image/);
    await image(page).evaluate((img) => img.setAttribute('data-zoom-src', '/images/guide/missing-hd.svg'));
    await image(page).click();
    await expect.poll(() => warnings.some((w) => w.includes('/images/guide/missing-hd.svg'))).toBe(true);
    const opened = page.locator('.medium-zoom-image--opened');
    await expect(opened).toHaveCount(1);
    await expect(opened).toHaveAttribute('src', '/images/guide/output-structure.svg');
    await expect(opened).toBeVisible();
    await expect.poll(() => opened.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  test('is off with globalUIComponents=0', async ({ page }) => {
    await page.goto('/guide/basic/output-structure?globalUIComponents=0');
    await expect(image(page)).toBeVisible();
    await page.waitForTimeout(300);
    await expect(image(page)).not.toHaveClass(/medium-zoom-image/);
    await image(page).click();
    await expect(overlay(page)).toHaveCount(0);
  });
});
