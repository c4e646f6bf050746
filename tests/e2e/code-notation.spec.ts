// File trees and the diff notation as readers see them (theme/plugins/file-tree.ts, theme/plugins/code-notation.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { fencedBlocks, metaTitle } from '../../theme/lib/markdown.mjs';
import { stripNotation } from '../../theme/lib/notation.mjs';
import { expect, readOnlyTest, test } from './fixtures';

const blocksOf = async (lang: string, page: string) =>
  fencedBlocks(await fs.readFile(path.join(repoRoot, 'docs', lang, `${page}.mdx`), 'utf8'));

for (const lang of ['en', 'zh'] as const) {
  const prefix = lang === 'en' ? '' : '/zh';

  readOnlyTest(
    `a file tree is nested lists with folders told apart and the names of its fence (${lang})`,
    async ({ page }) => {
      const fences = (await blocksOf(lang, 'config/lib/experiments')).filter(
        (b) => b.lang === 'text' && metaTitle(b.meta) === 'dist',
      );
      await page.goto(`${prefix}/config/lib/experiments`);
      const figures = page.locator('.rp-doc figure.ft');
      await expect(figures).toHaveCount(fences.length);
      for (const [index, fence] of fences.entries()) {
        const figure = figures.nth(index);
        await expect(figure.locator('figcaption')).toHaveText('dist');
        await expect(figure.locator(':scope > ul > li')).toHaveCount(1);
        // Depth-first: each item's own name, its note, its depth, and whether it is a folder.
        const items = await figure.locator('li').evaluateAll((lis) =>
          lis.map((li) => {
            let depth = 0;
            for (let p = li.parentElement; p && p.tagName !== 'FIGURE'; p = p.parentElement)
              if (p.tagName === 'UL') depth++;
            return {
              name: li.firstChild?.textContent ?? '',
              note: li.querySelector(':scope > small')?.textContent ?? '',
              depth,
              folder: li.classList.contains('d'),
              weight: getComputedStyle(li).fontWeight,
              hasList: li.querySelector(':scope > ul') !== null,
            };
          }),
        );
        const lines = fence.code.split('\n').map((line) => {
          const indent = /^[│├└─\s]*/.exec(line)?.[0].length ?? 0;
          const [name = '', note = ''] = line.slice(indent).split(/\s+#\s+/);
          return { name: name.trim(), note, depth: indent / 4 + 1 };
        });
        expect(items.map(({ name, note, depth }) => ({ name: name.replace(/\/$/, ''), note, depth }))).toEqual(lines);
        for (const item of items) {
          expect(item.folder).toBe(item.hasList);
          expect(item.name.endsWith('/')).toBe(item.folder);
          expect(item.weight).toBe(item.folder ? '600' : '400');
        }
      }
    },
  );

  test(`a diff block marks its lines and the copy button copies the code after the change (${lang})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const fence = (await blocksOf(lang, 'guide/migration/modernjs-module')).find((b) => b.code.includes('[!code'));
    if (!fence) throw new Error('no diff block on the page');
    await page.goto(`${prefix}/guide/migration/modernjs-module`);
    const block = page.locator('.rp-codeblock', { has: page.locator('pre.has-diff') }).first();
    await expect(block.locator('.line.diff.remove')).toHaveCount(2);
    await expect(block.locator('.line.diff.add')).toHaveCount(2);
    await expect(block.locator('pre')).not.toContainText('[!code');
    // Each line on a row of its own.
    const tops = await block.locator('.line').evaluateAll((lines) => lines.map((l) => l.getBoundingClientRect().top));
    expect(tops).toHaveLength(fence.code.split('\n').length);
    for (const [index, top] of tops.entries()) if (index > 0) expect(top).toBeGreaterThan(tops[index - 1] ?? top);
    // Not colour alone: a sign before each changed line.
    const sign = (selector: string) =>
      block
        .locator(selector)
        .first()
        .evaluate((line) => getComputedStyle(line, '::before').content);
    expect(await sign('.line.diff.remove')).toContain('−');
    expect(await sign('.line.diff.add')).toContain('+');
    await block.hover();
    await block.locator('.rp-code-copy-button').click();
    await expect(block.locator('.rp-code-copy-button')).toHaveClass(/rp-code-copy-button--copied/);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trimEnd()).toBe(stripNotation(fence.code, fence.lang));
    expect(copied).not.toContain('modern build');
  });
}
