import fs from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { i18nSource } from '../../theme/i18n';
import { expect, readJson, test } from './fixtures';

// The config overview filter: case-insensitive, hyphens count as spaces, and it matches group names,
// page titles and headings. Group names come from config/_meta.json, as the sidebar does.
const strings = {
  en: { label: 'Filter', placeholder: 'Enter keyword', noResult: 'No matching API found' },
  zh: {
    label: i18nSource['overview.filterNameText'].zh,
    placeholder: i18nSource['overview.filterPlaceholderText'].zh,
    noResult: i18nSource['overview.filterNoResultText'].zh,
  },
};

const groupLabels = async (lang: string) =>
  (await readJson<{ type: string; label?: string }[]>(`docs/${lang}/config/_meta.json`))
    .filter((m) => m.type === 'dir')
    .map((m) => m.label ?? '');

for (const lang of ['en', 'zh'] as const) {
  const base = lang === 'en' ? '/config/' : '/zh/config/';

  test.describe(`config overview filter (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(base);
    });

    const input = (page: import('@playwright/test').Page) => page.getByLabel(strings[lang].label, { exact: true });
    const titles = (page: import('@playwright/test').Page) => page.locator('.rp-overview-group__item__title__link');
    const groups = (page: import('@playwright/test').Page) => page.locator('main h2 > span');

    test('has a labelled input with the placeholder and lists both groups', async ({ page }) => {
      await expect(input(page)).toHaveAttribute('placeholder', strings[lang].placeholder);
      await expect(groups(page)).toHaveText(await groupLabels(lang));
      expect(await titles(page).count()).toBeGreaterThan(20);
    });

    test('matches page titles without regard to case', async ({ page }) => {
      await input(page).fill('LIB.AUTOEXTENSION');
      await expect(titles(page)).toHaveText(['lib.autoExtension']);
      await expect(groups(page)).toHaveCount(1);
    });

    test('matches a group name, keeping every page of the group', async ({ page }) => {
      const [, rsbuildGroup] = await groupLabels(lang);
      const all = await titles(page).count();
      await input(page).fill(rsbuildGroup?.toUpperCase() ?? '');
      await expect(groups(page)).toHaveText([rsbuildGroup ?? '']);
      const rsbuildPages = await fs.readdir(path.join(repoRoot, 'docs', lang, 'config/rsbuild'));
      await expect(titles(page)).toHaveCount(rsbuildPages.filter((f) => f.endsWith('.mdx')).length);
      await input(page).fill('');
      await expect(titles(page)).toHaveCount(all);
    });

    test('treats hyphens as spaces and matches headings', async ({ page }) => {
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

    test('says so when nothing matches, showing the query as text', async ({ page }) => {
      const query = '<img src=x onerror=alert(1)> (.*';
      await input(page).fill(query);
      await expect(titles(page)).toHaveCount(0);
      await expect(page.getByText(`${strings[lang].noResult}: ${query}`, { exact: true })).toBeVisible();
      await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    });
  });
}
