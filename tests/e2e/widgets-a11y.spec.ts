import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, outDir, test } from './fixtures';

const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);
const langs = ['en', 'zh'] as const;

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

test.describe('home feature cards', () => {
  for (const lang of langs) {
    test(`each card is a link that Tab reaches and Enter follows (${lang})`, async ({ page }) => {
      await page.goto(`${prefix(lang)}/`);
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
      await tabTo(page, '.rp-home-feature__card a');
      await expect(first).toBeFocused();
      await expect(card).toHaveCSS('outline-style', 'solid');

      await markWindow(page);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('.rp-doc h1')).toBeVisible();
      expect(await windowMarked(page)).toBe(true);
    });
  }

  test('a click anywhere on a card follows its link', async ({ page }) => {
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
});

test.describe('package-manager tabs', () => {
  const page_ = '/guide/start/quick-start';
  const firstBlock = (page: Page) => page.locator('.rp-doc .rp-tabs').first();

  test('are an ARIA tab list that arrow keys, Home and End move through', async ({ page }) => {
    await page.goto(page_);
    const block = firstBlock(page);
    const tabs = block.getByRole('tablist').getByRole('tab');
    await expect(tabs).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
    const selected = () => block.getByRole('tab', { selected: true });
    await expect(selected()).toHaveText('npm');
    await expect(block.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    await expect(block.getByRole('tabpanel', { name: 'npm' })).toContainText('npm install');

    await tabTo(page, '.rp-doc .rp-tabs [role="tab"]');
    await expect(tabs.first()).toBeFocused();
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

  test('a stored tab index out of range shows the first tab', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('rspress.tabs.package.manager', '9'));
    await page.goto(page_);
    const block = firstBlock(page);
    await expect(block.getByRole('tab', { selected: true })).toHaveText('npm');
    await expect(block.getByRole('tabpanel')).toBeVisible();
    await expect(block.getByRole('tabpanel')).toContainText('npm install');
    await block.getByRole('tab', { name: 'pnpm' }).click();
    await expect(block.getByRole('tab', { selected: true })).toHaveText('pnpm');
  });
});

test.describe('Copy Markdown failures', () => {
  const failed = { en: 'Markdown not available', zh: '无法获取 Markdown' } as const;
  const ready = { en: 'Copy Markdown', zh: '复制 Markdown' } as const;
  const sentinel = 'clipboard before the click';

  for (const lang of langs) {
    for (const failure of ['404', 'network'] as const) {
      test(`a ${failure} failure copies nothing and says so (${lang})`, async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        const route = `${prefix(lang)}/guide/basic/cli`;
        await page.route(`**${route}.md`, (request) =>
          failure === '404'
            ? request.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><h1>Not found</h1>' })
            : request.abort('internetdisconnected'),
        );
        await page.goto(route);
        await page.evaluate((text) => navigator.clipboard.writeText(text), sentinel);
        const button = page.locator('.rp-llms-copy-button');
        await expect(button).toHaveText(ready[lang]);
        await button.click();
        await expect(button).toHaveText(failed[lang]);
        await expect(button).not.toHaveClass(/rp-llms-copy-button--success/);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sentinel);

        // A failure is not remembered: once the file can be fetched, the next click copies it.
        await page.unroute(`**${route}.md`);
        await button.click();
        const markdown = await fs.readFile(path.join(outDir, `${route.slice(1)}.md`), 'utf8');
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
        await expect(button).toHaveText(ready[lang]);
      });
    }
  }
});

test.describe('solution overview page', () => {
  const titles = { en: 'Choosing a setup', zh: '选择合适的方案' } as const;
  for (const lang of langs) {
    test(`has a title of its own, unlike its sidebar group (${lang})`, async ({ page }) => {
      await page.goto(`${prefix(lang)}/guide/solution/`);
      await expect(page.getByRole('heading', { level: 1, name: titles[lang], exact: true })).toBeVisible();
      const groups = await page.locator('.rp-doc-layout__sidebar .rp-sidebar-group').evaluateAll((headers) =>
        headers.map((header) => ({
          label: header.querySelector('.rp-sidebar-item__left')?.textContent?.trim(),
          first: header.nextElementSibling?.querySelector('a.rp-sidebar-item')?.textContent?.trim(),
        })),
      );
      expect(groups.length).toBeGreaterThan(3);
      for (const { label, first } of groups) expect(first, `first page of ${label}`).not.toBe(label);
      const solution = page.locator(`.rp-doc-layout__sidebar a[href="${prefix(lang)}/guide/solution/"]`);
      await expect(solution).toHaveText(titles[lang]);
    });
  }
});
