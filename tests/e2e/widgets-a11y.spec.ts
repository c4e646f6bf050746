// Copy Markdown when the file cannot be fetched (404 or network), and the solution overview page's own title.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, outDir, readOnlyTest, test } from './fixtures';

const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);
const langs = ['en', 'zh'] as const;

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
    readOnlyTest(`has a title of its own, unlike its sidebar group (${lang})`, async ({ page }) => {
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
