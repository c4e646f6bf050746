// The search dialog for keyboard and screen-reader users (issue 41, S6 and K9): a modal dialog with a name, Tab kept
// inside it, unique ids, ARIA references that resolve, the result count spoken, and axe clean with it open; the
// report link that looks like a link (V6) and, on a phone, the no-results icon centred (issue 19, item 9).
import type { Page } from '@playwright/test';
import { i18nSource } from '../../theme/i18n';
import searchDialogText from '../../theme/search/text.json' with { type: 'json' };
import { expect, gotoReady, test } from './fixtures';
import { seriousA11yViolations } from './gates';
import { expectNoResultsIconCentred, modal } from './search-dialog';

/** The Search button's words (Rspress's UI strings) and the dialog's own. */
const searchText = { ...i18nSource, ...searchDialogText };

const input = (page: Page) => page.locator('.DocSearch-Input');

async function openSearch(page: Page, route: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await gotoReady(page, route);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

async function search(page: Page, query: string) {
  await input(page).fill(query);
  await expect(page.locator('.DocSearch-Hits, .DocSearch-NoResults').first()).toBeVisible();
}

/** Ids used more than once, and ARIA references of the dialog (aria-controls, -activedescendant …) to no element. */
const brokenIds = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    for (const [id, count] of seen) if (count > 1) problems.push(`id="${id}" ×${count}`);
    for (const attribute of [
      'aria-controls',
      'aria-labelledby',
      'aria-describedby',
      'aria-activedescendant',
      'aria-owns',
    ])
      for (const element of document.querySelectorAll(`.DocSearch-Container [${attribute}]`))
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean))
          if (!document.getElementById(id)) problems.push(`${attribute}="${id}" names no element`);
    return problems;
  });

for (const lang of ['en', 'zh'] as const) {
  const route = `${lang === 'en' ? '' : '/zh'}/guide/start/quick-start`;
  const queries = { results: lang === 'en' ? 'bundleless' : 'bundleless 模式', none: 'zzqxwv' };

  for (const width of [1280, 390]) {
    test(`${lang} at ${width} px: the open dialog is a named modal dialog and passes axe with results and without (both themes)${width === 1280 ? '; Tab stays inside, the result count is announced' : '; the no-results icon is centred, the phone button'}`, async ({
      page,
    }) => {
      test.slow();
      await openSearch(page, route, width);
      await expect(modal(page)).toHaveAttribute('role', 'dialog');
      await expect(modal(page)).toHaveAttribute('aria-modal', 'true');
      await expect(modal(page)).toHaveAccessibleName(searchDialogText['search.dialogLabel'][lang]);
      for (const query of [queries.results, queries.none]) {
        await search(page, query);
        expect(await brokenIds(page), `ids with "${query}"`).toEqual([]);
        expect(await seriousA11yViolations(page), `axe with "${query}"`).toEqual([]);
      }
      if (width === 390) {
        // Issue 19, item 9: the icon of the no-results screen centred over its text (at 1440 px in search.spec.ts).
        const screen = page.locator('.DocSearch-NoResults');
        await expect(screen).toBeVisible();
        await expectNoResultsIconCentred(screen);
        await test.step('on a phone the button is an icon that keeps its name and opens the dialog', async () => {
          await page.keyboard.press('Escape');
          await expect(modal(page)).toHaveCount(0);
          const button = page.getByRole('button', { name: searchText['search.buttonText'][lang], exact: true });
          await expect(button).toBeVisible();
          expect((await button.boundingBox())?.width ?? 0).toBeLessThan(48);
          await button.click();
          await expect(input(page)).toBeFocused();
        });
        return;
      }

      await test.step('the number of results, or that there are none, is announced', async () => {
        const status = modal(page).locator('[role="status"], [aria-live="polite"]');
        await search(page, queries.results);
        await expect(status.filter({ hasText: /\d/ })).toHaveCount(1);
        await search(page, queries.none);
        await expect(status.filter({ hasText: queries.none })).toHaveCount(1);
      });

      if (lang === 'en') {
        await test.step('V6: the report link on the no-results screen looks like a link', async () => {
          const link = modal(page).locator('.DocSearch-Help a');
          const style = await link.evaluate((el) => {
            const own = getComputedStyle(el);
            const text = getComputedStyle(el.parentElement as Element);
            return { underline: own.textDecorationLine.includes('underline'), ownColour: own.color !== text.color };
          });
          expect(style).toEqual({ underline: true, ownColour: true });
        });
      }

      await test.step('Tab and Shift+Tab stay inside the open dialog', async () => {
        await search(page, queries.results);
        const inside = () => page.evaluate(() => !!document.activeElement?.closest('.DocSearch-Modal'));
        for (const key of ['Tab', 'Shift+Tab']) {
          await input(page).focus();
          for (let i = 0; i < 40; i++) {
            await page.keyboard.press(key);
            expect(await inside(), `${key} × ${i + 1}`).toBe(true);
          }
        }
      });
    });
  }
}
