// Keyboard paths of issue 41: the skip link (K1), the code-block buttons on keyboard focus and touch screens (K2,
// V7), and the focus ring of focusable code blocks (K3).
import type { Page } from '@playwright/test';
import { pageText } from '../../theme/i18n';
import { expect, gotoReady, test } from './fixtures';

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase(),
      className: el?.className ?? '',
      inMain: !!el?.closest('main'),
      text: el?.textContent?.trim() ?? '',
    };
  });

/** Presses Tab until the focus is on an element matching `selector` (at most `limit` presses); how many it took. */
async function tabTo(page: Page, selector: string, limit = 80): Promise<number> {
  for (let i = 1; i <= limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return i;
  }
  throw new Error(`no ${selector} within ${limit} Tab presses`);
}

/** Skips to the content as a keyboard user does (the first Tab stop is the skip link), so the sidebar's length does not count. */
async function skipToContent(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(page.locator('.rslib-skip-link')).toBeFocused();
  await page.keyboard.press('Enter');
}

for (const lang of ['en', 'zh'] as const) {
  const prefix = lang === 'en' ? '' : '/zh';
  test(`K1 (${lang}): the first Tab stop is a visible skip link that takes the focus to the content`, async ({
    page,
  }) => {
    for (const route of [
      `${prefix}/guide/start/quick-start`,
      `${prefix}/`,
      `${prefix}/config/`,
      `${prefix}/no-such-page`,
    ]) {
      await gotoReady(page, route);
      await page.keyboard.press('Tab');
      const link = page.locator('.rslib-skip-link');
      await expect(link, route).toBeFocused();
      await expect(link).toHaveAccessibleName(pageText.skipToContent[lang]);
      const box = await link.boundingBox();
      expect(box && box.y >= 0 && box.width > 0, `${route}: the focused skip link is on screen`).toBe(true);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect((await focused(page)).inMain, `${route}: after the skip link, Tab goes into <main>`).toBe(true);
    }
  });
}

test('K2: the Copy and Wrap buttons of a code block show while the keyboard is on them', async ({ page }) => {
  await gotoReady(page, '/guide/start/quick-start');
  await page.mouse.move(0, 0);
  await skipToContent(page);
  await tabTo(page, '.rp-code-button-group__button');
  // Rspress fades the buttons in (0.2 s).
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.activeElement as Element).opacity)).toBe('1');
});

test("K2, V7: on a touch screen (no hover) the code-block buttons, and the headings' copy-link buttons, are always shown", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  try {
    await page.goto('/guide/start/quick-start');
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const button = page.locator('.rp-code-copy-button').first();
    await button.scrollIntoViewIfNeeded();
    expect(await button.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    // So are the copy-link buttons of the headings (theme/components/CopyLink), in the same touch context.
    await page.goto('/guide/basic/cli');
    await expect(page.locator('.rp-doc h2').first().locator('button.copy-link')).toHaveCSS('opacity', '1');
  } finally {
    await context.close();
  }
});

test('K3: a focusable code block shows a focus ring that its scroll container does not clip', async ({ page }) => {
  await gotoReady(page, '/guide/start/quick-start');
  await skipToContent(page);
  await tabTo(page, 'pre[tabindex]');
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const width = Number.parseFloat(style.outlineWidth);
    const reach = width + Number.parseFloat(style.outlineOffset);
    const box = el.getBoundingClientRect();
    let clip = el.parentElement;
    while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
    const area = clip?.getBoundingClientRect();
    const inside =
      !area ||
      (box.left - reach >= area.left &&
        box.right + reach <= area.right &&
        box.top - reach >= area.top &&
        box.bottom + reach <= area.bottom);
    return { drawn: el.matches(':focus-visible') && style.outlineStyle !== 'none' && width > 0, inside };
  });
  expect(ring).toEqual({ drawn: true, inside: true });
});

test('K4: Tab skips the links of a collapsed sidebar group; K11: after Next page, the focus is on the new page heading at the top of the window, as after a sidebar link', async ({
  page,
}) => {
  await gotoReady(page, '/guide/start/quick-start');
  await test.step('K4: Tab skips the links of a collapsed sidebar group', async () => {
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    // A group without a page of its own (FAQ): its header only toggles it; its entries follow it.
    const header = sidebar.locator('.rp-sidebar-group:not(.rp-link)').last();
    const entries = header.locator('xpath=following-sibling::div[1]');
    expect(await entries.locator('a[href]').count()).toBeGreaterThan(0);
    await header.click();
    await expect(entries).toHaveAttribute('style', /grid-template-rows: 0fr/);
    await page.waitForTimeout(400);
    await sidebar.locator('a[href]').first().focus();
    const reached: string[] = [];
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const el = document.activeElement;
        return el?.closest('[style*="0fr"]') ? (el.getAttribute('href') ?? el.tagName) : null;
      });
      if (inside) reached.push(inside);
    }
    expect(reached).toEqual([]);
  });
  const heading = page.locator('main h1');
  const next = page.locator('a.rp-prev-next-page__next');
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide\/start\/glossary$/);
  await expect(heading).toContainText('Glossary');
  await expect(heading).toBeFocused();
  const box = await heading.boundingBox();
  expect(box && box.y >= 0 && box.y + box.height <= 900, 'the focused heading is in the window').toBe(true);
  // Shift+Tab and Tab from the heading stay at the top of the page: the next stop is in the content, not the footer.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/npm-packages"]').click();
  await expect(heading).toContainText('npm');
  await expect(heading).toBeFocused();
});
