// Widgets of a doc page: page metadata after client-side navigation, the footer, outline and source texts, the Open
// menu (pointer and keyboard), the package-manager tabs (as an ARIA tab list too) and the image zoom (keyboard too).
import type { Page } from '@playwright/test';
import { i18nSource } from '../../theme/i18n';
import { clockTest, expect, gotoReady, readOnlyTest, test } from './fixtures';

const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);
/** Presses Tab until `target` has the focus; fails when it is not reached within `limit` presses. */
async function tabTo(page: Page, target: string, limit = 150) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, target)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

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

for (const lang of ['en', 'zh'] as const) {
  readOnlyTest(
    `page texts and metadata (${lang}): footer and source link read as specified; description, edit link and last-updated time follow the page after client-side navigation; the Source link's icon in a 16 px box`,
    async ({ page, request }) => {
      const t = texts[lang];
      const from = `${prefix(lang)}/guide/basic/cli`;
      const to = `${prefix(lang)}/guide/basic/configure-rslib`;
      await page.goto(from);

      await test.step('the footer reads as specified', async () => {
        await expect(page.locator('.rp-prev-next-page__prev .rp-prev-next-page__item__desc')).toHaveText(t.prev);
        await expect(page.locator('.rp-prev-next-page__next .rp-prev-next-page__item__desc')).toHaveText(t.next);
        await expect(page.locator('.rp-last-updated')).toContainText(t.updated);
      });

      await test.step('description, edit link and last-updated time follow the page after client-side navigation', async () => {
        const served = await (await request.get(to)).text();
        const expected = served.match(/<meta name="description" content="([^"]*)"/)?.[1];
        expect(expected, 'the served page has a description').toBeTruthy();
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

      await test.step('the Source link of a config index reads as specified, its icon in a 16 px box (issue 19, item 1)', async () => {
        await page.goto(`${prefix(lang)}/config/lib/`);
        const source = page.locator('.rp-doc .rp-source-code__link');
        await expect(source).toHaveText(t.source);
        await expect(source).toHaveAttribute('href', /^https:\/\/github\.com\/web-infra-dev\/rslib\/.+\/config\.ts$/);
        await expect(source).toHaveAttribute('target', '_blank');
        const link = page.getByRole('link', { name: i18nSource.sourceCodeText[lang], exact: true });
        await expect(link).toBeVisible();
        const icon = await link.locator('svg').boundingBox();
        expect(icon?.width).toBe(16);
        expect(icon?.height).toBe(16);
        expect((await link.boundingBox())?.height).toBeLessThan(40);
      });
    },
  );
}

test.describe('Open menu', () => {
  const parts = (page: Page) => {
    const toggle = page.locator('.rp-llms-container').getByRole('button', { name: 'Open', exact: true });
    const list = page.locator('.rp-llms-view-options__menu');
    return { toggle, list, entries: list.locator(':scope > a, :scope > button') };
  };

  /** Opens the page in ChatGPT or Claude: links in a new tab, to the page's Markdown; Escape or a click outside closes. */
  async function chatLinks(page: Page, lang: 'en' | 'zh') {
    const route = `${prefix(lang)}/guide/basic/cli`;
    const t = texts[lang];
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
  }

  readOnlyTest('opens the page in ChatGPT or Claude (zh)', async ({ page }) => {
    await page.goto('/zh/guide/basic/cli');
    await chatLinks(page, 'zh');
  });

  test('(en) from the keyboard: Enter, Space and the arrow keys; the ChatGPT and Claude links; Copy Markdown link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoReady(page, '/guide/basic/cli');
    const { toggle, list, entries } = parts(page);

    await test.step('Enter and Space open it, Escape closes it from an entry and puts the focus back on the toggle', async () => {
      for (const key of ['Enter', 'Space']) {
        await toggle.focus();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await page.keyboard.press(key);
        await expect(toggle, key).toHaveAttribute('aria-expanded', 'true');
        await expect(entries).toHaveCount(3);
        // Drawn by Rspress's stylesheet of the menu (theme/styles/rspress-styles.ts), a box over the page.
        await expect(list).toHaveCSS('min-width', '220px');
        await page.keyboard.press('Tab');
        await expect(entries.first()).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(list).toHaveCount(0);
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle).toBeFocused();
      }
      // A disclosure list, not an ARIA menu: its entries stay a button and links.
      await page.keyboard.press('Enter');
      await expect(list.getByRole('button', { name: 'Copy Markdown link' })).toBeVisible();
      await expect(list.getByRole('link')).toHaveCount(2);
      await expect(page.locator('.rp-llms-container [role="menu"], .rp-llms-container [role="menuitem"]')).toHaveCount(
        0,
      );
      await page.keyboard.press('Escape');
      await expect(list).toHaveCount(0);
    });

    await test.step('arrow keys open it on its first or last entry and move through it, Home and End go to the ends', async () => {
      await toggle.focus();
      await page.keyboard.press('ArrowDown');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(entries.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(entries.nth(1)).toBeFocused();
      await page.keyboard.press('End');
      await expect(entries.nth(2)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(entries.nth(0), 'past the last entry: the first').toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(entries.nth(2), 'before the first entry: the last').toBeFocused();
      await page.keyboard.press('Home');
      await expect(entries.nth(0)).toBeFocused();
      // The page does not scroll under the keys.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.keyboard.press('Escape');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(entries.nth(2)).toBeFocused();
      // Tab past the last entry leaves the list, and closes it.
      await page.keyboard.press('Tab');
      await expect(list).toHaveCount(0);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('opens the page in ChatGPT or Claude', () => chatLinks(page, 'en'));

    await test.step('copies the link to the Markdown version', async () => {
      await toggle.click();
      await page.getByRole('button', { name: 'Copy Markdown link' }).click();
      await expect(list).toHaveCount(0);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        new URL('/guide/basic/cli.md', page.url()).href,
      );
    });
  });
});

test.describe('package-manager tabs', () => {
  const tabs = (page: Page) => page.locator('.rp-doc .rp-tabs').first();
  const labels = (page: Page) => tabs(page).locator('.rp-tabs__label__item');
  const shown = (page: Page) => tabs(page).locator('.rp-tabs__content__item--active code');
  // The same commands in both languages.
  const expected = {
    npm: 'npm install -D @rslib/core typescript',
    yarn: 'yarn add -D @rslib/core typescript',
    pnpm: 'pnpm add -D @rslib/core typescript',
    bun: 'bun add -D @rslib/core typescript',
  };

  /** Offer npm, yarn, pnpm and bun with add for install, npm shown first. */
  async function offerEachTool(page: Page) {
    await expect(labels(page)).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
    await expect(shown(page)).toHaveText(expected.npm);
    for (const [tool, command] of Object.entries(expected)) {
      await labels(page)
        .filter({ hasText: new RegExp(`^${tool}$`) })
        .click();
      await expect(shown(page)).toHaveText(command);
    }
  }

  test('offer npm, yarn, pnpm and bun with add for install (zh)', async ({ page }) => {
    await page.goto('/zh/guide/start/quick-start');
    await offerEachTool(page);
  });

  test('(en) are an ARIA tab list that arrow keys, Home and End move through; offer each tool; remember the choice across pages and reloads', async ({
    page,
  }) => {
    await page.goto('/guide/start/quick-start');
    const block = tabs(page);

    await test.step('are an ARIA tab list that arrow keys, Home and End move through', async () => {
      const tabList = block.getByRole('tablist').getByRole('tab');
      await expect(tabList).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
      const selected = () => block.getByRole('tab', { selected: true });
      await expect(selected()).toHaveText('npm');
      await expect(block.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
      await expect(block.getByRole('tabpanel', { name: 'npm' })).toContainText('npm install');

      await tabTo(page, '.rp-doc .rp-tabs [role="tab"]');
      await expect(tabList.first()).toBeFocused();
      for (const [key, name] of [
        ['ArrowRight', 'yarn'],
        ['ArrowRight', 'pnpm'],
        ['End', 'bun'],
        ['ArrowRight', 'npm'],
        ['ArrowLeft', 'bun'],
        ['Home', 'npm'],
        ['ArrowLeft', 'bun'],
      ] as const) {
        await page.keyboard.press(key);
        await expect(selected()).toHaveText(name);
        await expect(selected()).toBeFocused();
        await expect(selected()).toHaveAttribute('tabindex', '0');
        await expect(block.getByRole('tabpanel', { name })).toBeVisible();
      }
      await expect(block.getByRole('tabpanel')).toHaveCount(1);
      await expect(block.getByRole('tabpanel')).toContainText('bun add');
      // Every block of the page follows the choice.
      await expect(page.locator('.rp-doc [role="tab"][aria-selected="true"]').last()).toHaveText('bun');
    });

    await test.step('offer npm, yarn, pnpm and bun with add for install', async () => {
      // Back to npm, shown first on a first visit (checked above).
      await labels(page).filter({ hasText: /^npm$/ }).click();
      await offerEachTool(page);
    });

    await test.step('remember the chosen tool across pages and reloads', async () => {
      await labels(page)
        .filter({ hasText: /^pnpm$/ })
        .click();
      await page.reload();
      await expect(shown(page)).toHaveText('pnpm add -D @rslib/core typescript');
      await page.goto('/zh/guide/solution/react');
      await expect(shown(page)).toHaveText(/^pnpm add -D @rslib\/core @rsbuild\/plugin-react/);
    });
  });

  test('fall back to npm when the stored choice is not a tab of the block', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    for (const stored of ['abc', '-1', '{"tool":"pnpm"}', '', '9']) {
      await page.evaluate((value) => localStorage.setItem('rspress.tabs.package.manager', value), stored);
      await page.reload();
      const what = `stored ${JSON.stringify(stored)}`;
      await expect(tabs(page).locator('.rp-tabs__label__item--selected'), what).toHaveText('npm');
      await expect(tabs(page).getByRole('tab', { selected: true }), what).toHaveText('npm');
      await expect(tabs(page).getByRole('tabpanel'), what).toBeVisible();
      await expect(shown(page), what).toHaveText('npm install -D @rslib/core typescript');
    }
    // From there, a click still chooses (the stored index out of range, 9, is the last one stored).
    await tabs(page).getByRole('tab', { name: 'pnpm' }).click();
    await expect(tabs(page).getByRole('tab', { selected: true })).toHaveText('pnpm');
  });

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

  /** Opens over the page background and closes with Escape, in the page's current theme. */
  async function opensOverBackground(page: Page) {
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
  }

  /** Both themes on one page load: the system scheme changes under the page, which follows it. */
  async function inBothThemes(page: Page) {
    await test.step('opens over the page background and closes with Escape (light)', () => opensOverBackground(page));
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await test.step('opens over the page background and closes with Escape (dark)', () => opensOverBackground(page));
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
  }

  test('opens over the page background and closes with Escape, light and dark (zh)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoReady(page, '/zh/guide/basic/output-structure');
    await inBothThemes(page);
  });

  test('(en) the keyboard, both themes, Escape while opening, the high-resolution image and its fallback', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoReady(page, '/guide/basic/output-structure');

    await test.step('images that zoom are buttons named by their alt text that Tab reaches, Enter and Space open, Escape closes', async () => {
      const alt = (await image(page).getAttribute('alt')) ?? '';
      expect(alt).toMatch(/^Where each source file ends up/);
      const button = page.getByRole('button', { name: alt, exact: true });
      await expect(button).toHaveCount(1);
      // Tab reaches it: from the element just before it in the page.
      await button.evaluate((img) => {
        const all = [...document.querySelectorAll<HTMLElement>('a[href], button, [tabindex="0"]')];
        const before = all.filter((el) => el.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING).pop();
        before?.focus();
      });
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      for (const key of ['Enter', 'Space']) {
        await page.keyboard.press(key);
        await expect(page.locator('.medium-zoom-image--opened'), key).toBeVisible();
        // K10 (issue 41): the zoomed image takes the focus and holds it, the page behind is inert.
        const zoomed = page.locator('.medium-zoom-image--opened').last();
        await expect(zoomed).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(zoomed).toBeFocused();
        expect(await page.locator('main').evaluate((el) => !!el.closest('[inert]'))).toBe(true);
        await page.keyboard.press('Escape');
        await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
        await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
        await expect(button, `focus back after ${key}`).toBeFocused();
      }
      // Opened by a click and closed by a click, the focus comes back to the image as well.
      await page.locator('main a[href]').first().focus();
      await button.click();
      await expect(page.locator('.medium-zoom-image--opened').last()).toBeFocused();
      await page.locator('.medium-zoom-image--opened').last().click();
      await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
      await expect(button).toBeFocused();
      expect(await page.locator('main').evaluate((el) => !!el.closest('[inert]'))).toBe(false);
    });

    await inBothThemes(page);

    await test.step('Escape pressed while the image is still opening closes it', async () => {
      await expect(image(page)).toHaveClass(/medium-zoom-image/);
      await image(page).click();
      await page.keyboard.press('Escape');
      await expect(overlay(page)).toHaveCount(0);
      await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
    });

    await test.step('loads the high-resolution image named in data-zoom-src', async () => {
      await expect(image(page)).toHaveClass(/medium-zoom-image/);
      await image(page).evaluate((img) => img.setAttribute('data-zoom-src', '/images/guide/output-structure.svg?hd'));
      const request = page.waitForRequest((r) => r.url().endsWith('/images/guide/output-structure.svg?hd'));
      await image(page).click();
      await request;
      await expect(page.locator('img.medium-zoom-image--opened[src$="?hd"]')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(overlay(page)).toHaveCount(0);
    });

    await test.step('falls back to the normal image, with a warning, when the high-resolution one fails', async () => {
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
  });

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

  readOnlyTest('is off with globalUIComponents=0', async ({ page }) => {
    await page.goto('/guide/basic/output-structure?globalUIComponents=0');
    await expect(image(page)).toBeVisible();
    await page.waitForTimeout(300);
    await expect(image(page)).not.toHaveClass(/medium-zoom-image/);
    await image(page).click();
    await expect(overlay(page)).toHaveCount(0);
  });
});
