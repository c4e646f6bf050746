import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { expect, readOnlyTest, test } from './fixtures';
import { seriousA11yViolations } from './gates';

// The output explorers of the option pages switch between variants with native radios and CSS alone: by a click or
// the arrow keys, with or without JavaScript, and the one visible panel is the checked variant's, with the text of
// the real builds.

// Read, not imported: Playwright loads specs as ES modules, where a JSON import needs an import attribute.
const data: typeof import('../../theme/plugins/output-explorer.data.json') = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'theme/plugins/output-explorer.data.json'), 'utf8'),
);
const format = data.explorers.find((e) => e.id === 'lib-format');
if (!format) throw new Error('no lib-format explorer in the data');
const variants = format.variants;

/** The visible panels' `data-variant`, in order. */
const visiblePanels = (page: import('@playwright/test').Page) =>
  page
    .locator('.oe-panel')
    .evaluateAll((els) =>
      els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.getAttribute('data-variant')),
    );

readOnlyTest('arrow keys move between the variants and show the checked one', async ({ page }) => {
  await page.goto('/config/lib/format');
  const group = page.getByRole('group', { name: 'Value of lib.format' });
  const radios = group.getByRole('radio');
  await expect(radios).toHaveCount(variants.length);
  expect(await visiblePanels(page)).toEqual([variants[0]?.key]);

  await radios.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(radios.nth(1)).toBeChecked();
  await expect(radios.nth(1)).toBeFocused();
  expect(await visiblePanels(page)).toEqual([variants[1]?.key]);
  // The focus ring is drawn on the label of the focused radio.
  const outline = await page
    .locator(`label[for="${await radios.nth(1).getAttribute('id')}"]`)
    .evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).toBe('solid');

  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  // Arrows wrap around, as in any radio group.
  const last = variants.length - 1;
  await expect(radios.nth(last)).toBeChecked();
  expect(await visiblePanels(page)).toEqual([variants[last]?.key]);
  const panel = page.locator(`.oe-panel[data-variant="${variants[last]?.key}"]`);
  await expect(panel.locator('pre').first()).toHaveText(variants[last]?.tree ?? '');
  await expect(panel.locator('pre').nth(1)).toHaveText(variants[last]?.excerpt ?? '');
});

readOnlyTest('an explorer with another variant checked passes axe in both themes', async ({ page }) => {
  test.slow();
  await page.goto('/zh/config/lib/redirect');
  await page.locator('.oe-label').nth(1).click();
  await page.locator('.oe-radio').nth(1).focus();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

readOnlyTest('the Chinese page names the group and its radios in Chinese', async ({ page }) => {
  await page.goto('/zh/config/lib/format');
  const group = page.getByRole('group', { name: 'lib.format 的取值' });
  await expect(group.getByRole('radio')).toHaveCount(variants.length);
  await expect(page.locator('.oe-note')).toContainText(`@rslib/core ${data.rslib}`);
});

readOnlyTest('an explorer reached by a link inside the site renders and switches too', async ({ page }) => {
  await page.goto('/config/lib/id');
  await page.locator('.rp-doc a[href="/config/lib/format"]').first().click();
  await expect(page).toHaveURL(/\/config\/lib\/format$/);
  const radios = page.getByRole('group', { name: 'Value of lib.format' }).getByRole('radio');
  await expect(radios).toHaveCount(variants.length);
  await page.locator('.oe-label').nth(2).click();
  await expect(radios.nth(2)).toBeChecked();
  expect(await visiblePanels(page)).toEqual([variants[2]?.key]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const explorer of data.explorers) {
    test(`every panel of ${explorer.id} shows its build${explorer.id === 'lib-format' ? '; a click on a label shows its variant' : ''}`, async ({
      page,
    }) => {
      await page.goto(
        `/config/lib/${explorer.option.slice('lib.'.length).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      );
      if (explorer.id === 'lib-format') {
        await test.step('a click on a label shows its variant, and the arrow keys move on', async () => {
          expect(await visiblePanels(page)).toEqual([variants[0]?.key]);
          await page.locator('.oe-label').nth(2).click();
          await expect(page.getByRole('radio').nth(2)).toBeChecked();
          expect(await visiblePanels(page)).toEqual([variants[2]?.key]);
          await page.keyboard.press('ArrowRight');
          expect(await visiblePanels(page)).toEqual([variants[3]?.key]);
        });
      }
      const labels = page.locator(`.oe-label[for^="oe-${explorer.id}-"]`);
      await expect(labels).toHaveCount(explorer.variants.length);
      for (const [index, variant] of explorer.variants.entries()) {
        await labels.nth(index).click();
        expect(await visiblePanels(page)).toEqual([variant.key]);
        const panel = page.locator(`.oe-panel[data-variant="${variant.key}"]`);
        await expect(panel.locator('pre').first()).toHaveText(variant.tree);
      }
    });
  }
});
