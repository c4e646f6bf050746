// The site chrome: the top navigation and social links, the sidebars of the guide and the config, the blog without a
// sidebar, and the language menu. The theme toggle is in conformance.spec.ts (15), with its stored values.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { routeOf } from '../../scripts/lib/routes.mjs';
import { expect, readJson, readOnlyTest, test, whenReady } from './fixtures';

type MetaItem = string | { type: string; name: string; label?: string };
const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);
const exists = (file: string) =>
  fs.access(path.join(repoRoot, file)).then(
    () => true,
    () => false,
  );

/** The sidebar a section should show, read from its _meta.json files: group labels and page links. */
async function expectedSidebar(lang: string, section: string) {
  const groups: string[] = [];
  const links: string[] = [];
  const walk = async (dir: string, items: MetaItem[]) => {
    for (const item of items) {
      if (typeof item === 'string' || item.type === 'file') {
        const name = typeof item === 'string' ? item : item.name;
        links.push(routeOf(lang, `${dir}/${name}.mdx`));
      } else if (item.type === 'dir') {
        if (item.label) groups.push(item.label);
        const items = await readJson<MetaItem[]>(`docs/${lang}/${dir}/${item.name}/_meta.json`);
        // An index page the folder's _meta.json leaves out is the link of the group itself.
        const index = `${dir}/${item.name}/index.mdx`;
        if (!items.includes('index') && (await exists(`docs/${lang}/${index}`))) links.push(routeOf(lang, index));
        await walk(`${dir}/${item.name}`, items);
      }
    }
  };
  await walk(section, await readJson<MetaItem[]>(`docs/${lang}/${section}/_meta.json`));
  return { groups, links };
}

for (const lang of ['en', 'zh'] as const) {
  test.describe(`chrome (${lang})`, () => {
    readOnlyTest(
      'the top bar: navigation with Guide, Config and Blog; social links as named icons from the self-hosted sprite',
      async ({ page }) => {
        await test.step('top navigation has Guide, Config and Blog', async () => {
          const nav = await readJson<{ text: string; link: string }[]>(`docs/${lang}/_nav.json`);
          expect(nav.map((n) => n.text)).toEqual(
            lang === 'en' ? ['Guide', 'Config', 'Blog'] : ['指南', '配置', '博客'],
          );
          await page.goto(`${prefix(lang)}/guide/start/quick-start`);
          const menu = page.locator('ul.rp-nav-menu > .rp-nav-menu__item > a');
          await expect(menu).toHaveText(nav.map((n) => n.text));
          await expect(menu.first()).toBeVisible();
          expect(await menu.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
            nav.map((n) => `${prefix(lang)}${n.link}`),
          );
          await expect(page.locator('.rp-nav-menu__item--active')).toHaveText(nav[0]?.text ?? '');
        });
        await test.step('social links are named icons drawn from the self-hosted sprite', async () => {
          const links = page.locator('.rp-nav .rp-social-links__item:visible');
          await expect(links).toHaveCount(3);
          for (const [name, href] of [
            ['GitHub', 'https://github.com/web-infra-dev/rslib'],
            ['X', 'https://x.com/rspack_dev'],
            ['Discord', 'https://discord.gg/XsaKEEk4mW'],
          ] as const) {
            const link = links.filter({ has: page.getByRole('img', { name, exact: true }) });
            await expect(link).toHaveAttribute('href', href);
            // The symbol is drawn only once the sprite has loaded and has the id.
            await expect
              .poll(() => link.locator('use').evaluate((use) => (use as SVGUseElement).getBBox().width))
              .toBeGreaterThan(10);
          }
        });
      },
    );

    for (const section of ['guide', 'config']) {
      readOnlyTest(`${section} sidebar lists its groups and pages`, async ({ page }) => {
        const { groups, links } = await expectedSidebar(lang, section);
        await page.goto(links[1] ?? links[0] ?? '/');
        const sidebar = page.locator('.rp-doc-layout__sidebar');
        await expect(sidebar.locator('.rp-sidebar-group .rp-sidebar-item__left')).toHaveText(groups);
        const hrefs = await sidebar
          .locator('a.rp-sidebar-item')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(hrefs).toEqual(links);
      });
    }

    readOnlyTest('the blog has no sidebar and lists the announcement', async ({ page }) => {
      await page.goto(`${prefix(lang)}/blog/`);
      await expect(page.locator('.rp-doc-layout__sidebar')).toHaveCount(0);
      const article = page.locator(`a[href="${prefix(lang)}/blog/introducing-rslib"]`).first();
      await expect(article).toBeVisible();
      await expect(page.locator('time[datetime="2025-05-14"]')).toBeVisible();
      await article.click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/blog/introducing-rslib$`));
      await expect(page.locator('.rp-doc-layout__sidebar')).toHaveCount(0);
    });
  });
}

test.describe('language menu', () => {
  const menuButton = (page: Page, label: string) => page.getByRole('button', { name: `${label}:` });

  // The switch loads the other language's page; a pointer reaches its menu once the page is hydrated. Before that, a
  // click on the server-rendered button does nothing, and a loaded machine got there first once in CI.

  test('keeps the page and the heading when switched with the pointer', async ({ page }) => {
    await page.goto('/guide/start/quick-start#next-steps');
    await whenReady(page);
    await menuButton(page, 'Language').hover();
    await page.getByRole('link', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start#next-steps$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await whenReady(page);
    await menuButton(page, '语言').click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/guide\/start\/quick-start#next-steps$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('works from the keyboard on a phone, and Escape returns focus', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/zh/config/lib/format');
    const button = menuButton(page, '语言');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[aria-current="true"][lang="zh"]')).toHaveText('简体中文');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/config\/lib\/format$/);
  });

  test('leads from the 404 page to the other home page', async ({ page }) => {
    await page.goto('/no/such/page');
    await menuButton(page, 'Language').click();
    await expect(page.getByRole('link', { name: '简体中文' })).toHaveAttribute('href', '/zh/');
  });
});
