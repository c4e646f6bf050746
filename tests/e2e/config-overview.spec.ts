// The config overview page (/config/), loaded once per language: focus left on the page so "/" opens search (issue
// 19, item 12), "/" typed in the filter staying there, the filter itself (case-insensitive, hyphens count as spaces,
// matching group names, page titles and headings; group names come from config/_meta.json, as the sidebar does), and
// its footer with Last Updated and Previous/Next in sidebar order (issue 19, item 6).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { i18nSource } from '../../theme/i18n';
import { expect, gotoReady, readJson, test } from './fixtures';

const strings = {
  en: { label: 'Filter', placeholder: 'Enter keyword', noResult: 'No matching API found' },
  zh: {
    label: i18nSource['overview.filterNameText'].zh,
    placeholder: i18nSource['overview.filterPlaceholderText'].zh,
    noResult: i18nSource['overview.filterNoResultText'].zh,
  },
};
const text = (key: keyof typeof i18nSource, lang: 'en' | 'zh') => i18nSource[key][lang];

const groupLabels = async (lang: string) =>
  (await readJson<{ type: string; label?: string }[]>(`docs/${lang}/config/_meta.json`))
    .filter((m) => m.type === 'dir')
    .map((m) => m.label ?? '');

for (const lang of ['en', 'zh'] as const) {
  const base = lang === 'en' ? '/config/' : '/zh/config/';
  const input = (page: Page) => page.getByLabel(strings[lang].label, { exact: true });
  const titles = (page: Page) => page.locator('.rp-overview-group__item__title__link');
  const groups = (page: Page) => page.locator('main h2 > span');
  const modal = (page: Page) => page.locator('.DocSearch-Modal');

  test(`config overview (${lang}): focus and "/", the filter, the footer`, async ({ page }) => {
    await gotoReady(page, base);

    await test.step("on load the focus stays on the page, so '/' opens search", async () => {
      // Past the overview's mount effect, which used to focus the Filter input.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await page.keyboard.press('/');
      await expect(modal(page)).toBeVisible();
      await expect(input(page)).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
    });

    await test.step('"/" typed in a text field stays in the field', async () => {
      await input(page).fill('a');
      await input(page).press('/');
      await expect(input(page)).toHaveValue('a/');
      await expect(modal(page)).toHaveCount(0);
      await input(page).fill('');
    });

    await test.step('the filter has a labelled input with the placeholder and lists both groups', async () => {
      await expect(input(page)).toHaveAttribute('placeholder', strings[lang].placeholder);
      await expect(groups(page)).toHaveText(await groupLabels(lang));
      expect(await titles(page).count()).toBeGreaterThan(20);
    });

    await test.step('the filter matches page titles without regard to case', async () => {
      await input(page).fill('LIB.AUTOEXTENSION');
      await expect(titles(page)).toHaveText(['lib.autoExtension']);
      await expect(groups(page)).toHaveCount(1);
      await input(page).fill('');
    });

    await test.step('the filter matches a group name, keeping every page of the group', async () => {
      const [, rsbuildGroup] = await groupLabels(lang);
      const all = await titles(page).count();
      await input(page).fill(rsbuildGroup?.toUpperCase() ?? '');
      await expect(groups(page)).toHaveText([rsbuildGroup ?? '']);
      const rsbuildPages = await fs.readdir(path.join(repoRoot, 'docs', lang, 'config/rsbuild'));
      await expect(titles(page)).toHaveCount(rsbuildPages.filter((f) => f.endsWith('.mdx')).length);
      await input(page).fill('');
      await expect(titles(page)).toHaveCount(all);
    });

    await test.step('the filter treats hyphens as spaces and matches headings', async () => {
      // A level-2 heading of the autoExtension page; Chinese headings have no spaces, so the
      // hyphen rule is exercised there through the group name below.
      const heading = lang === 'en' ? 'How the extension is chosen' : '后缀的选择规则';
      const query = lang === 'en' ? 'extension-IS-chosen' : '选择规则';
      await input(page).fill(query);
      await expect(titles(page)).toHaveText(['lib.autoExtension']);
      await expect(page.locator('.rp-overview-group__item__content__item__link')).toHaveText([heading]);
      const [, rsbuildGroup = ''] = await groupLabels(lang);
      await input(page).fill(rsbuildGroup.replace(' ', '-'));
      await expect(groups(page)).toHaveText([rsbuildGroup]);
    });

    await test.step('the filter says so when nothing matches, showing the query as text', async () => {
      const query = '<img src=x onerror=alert(1)> (.*';
      await input(page).fill(query);
      await expect(titles(page)).toHaveCount(0);
      await expect(page.getByText(`${strings[lang].noResult}: ${query}`, { exact: true })).toBeVisible();
      await expect(page.locator('main img[src="x"]')).toHaveCount(0);
      await input(page).fill('');
    });

    await test.step('the footer has Last Updated and Previous/Next in sidebar order', async () => {
      const footer = page.locator('.rp-doc-footer');
      await expect(footer).toBeVisible();
      await expect(footer.getByText(`${text('lastUpdatedText', lang)}:`)).toBeVisible();
      const sidebarLinks = await page
        .locator('.rp-doc-layout__sidebar a.rp-sidebar-item')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const here = sidebarLinks.indexOf(`${lang === 'en' ? '' : '/zh'}/config/`);
      expect(here).toBeGreaterThanOrEqual(0);
      await expect(footer.locator('a.rp-prev-next-page__next')).toHaveAttribute('href', sidebarLinks[here + 1] ?? '');
      await expect(footer.locator('a.rp-prev-next-page__next')).toContainText(text('nextPageText', lang));
    });
  });
}

test('config overview: ?footer=0 leaves the footer out', async ({ page }) => {
  await page.goto('/config/?footer=0');
  await expect(page.locator('.rp-overview-group').first()).toBeVisible();
  await expect(page.locator('.rp-doc-footer')).toHaveCount(0);
});
