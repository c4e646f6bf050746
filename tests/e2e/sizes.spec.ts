// The visual defects of issue 30 on phones, and the output-structure diagram in both themes and zoomed. The icon and
// image sizes of every template page (issue 19) are checked in template-pages.spec.ts, with the page's landmarks.
import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

/**
 * Mean relative luminance (0 black to 1 white) of what `locator` shows on screen: its screenshot, decoded by the
 * browser in a blank page of its own (no site Content-Security-Policy there).
 */
async function luminance(page: Page, locator: ReturnType<Page['locator']>): Promise<number> {
  const png = (await locator.screenshot()).toString('base64');
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(async (data) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const canvas = new OffscreenCanvas(img.naturalWidth, img.naturalHeight);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.drawImage(img, 0, 0);
      const { data: pixels } = context.getImageData(0, 0, img.naturalWidth, img.naturalHeight);
      let sum = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        sum += (0.2126 * (pixels[i] ?? 0) + 0.7152 * (pixels[i + 1] ?? 0) + 0.0722 * (pixels[i + 2] ?? 0)) / 255;
      }
      return sum / (pixels.length / 4);
    }, png);
  } finally {
    await blank.close();
  }
}

// The visual defects of issue 30: each of these failed on the build before its fix.
test.describe('Open menu on a phone', () => {
  for (const lang of ['en', 'zh'] as const) {
    // One page load; the widths are reached by resizing, the menu opened afresh at each.
    test(`opens within the screen at 320, 360 and 390 px, its entries in one size (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await gotoReady(page, `${lang === 'en' ? '' : '/zh'}/guide/basic/cli`);
      for (const width of [320, 360, 390]) {
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 800 });
          const toggle = page.locator('.rp-llms-container button[aria-expanded]');
          await toggle.click();
          const list = page.locator('.rp-llms-view-options__menu');
          await expect(list).toBeVisible();
          await list.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
          const box = await list.evaluate((el) => el.getBoundingClientRect().toJSON());
          expect(box.left, `left edge at ${width} px`).toBeGreaterThanOrEqual(0);
          expect(box.right, `right edge at ${width} px`).toBeLessThanOrEqual(width);
          const entries = list.locator(':scope > a, :scope > button');
          await expect(entries).toHaveCount(3);
          const sizes = await entries.evaluateAll((els) =>
            els.map((el) => ({ font: getComputedStyle(el).fontSize, height: el.getBoundingClientRect().height })),
          );
          expect(sizes.map((s) => s.font)).toEqual(['14px', '14px', '14px']);
          expect(Math.max(...sizes.map((s) => s.height)) - Math.min(...sizes.map((s) => s.height))).toBeLessThan(1);
          await page.keyboard.press('Escape');
          await expect(list).toHaveCount(0);
        });
      }
    });
  }
});

test.describe('Back to top on a phone', () => {
  test('never covers the text of the page at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, '/guide/basic/cli');
    const button = page.locator('.rslib-scroll-to-top');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    let seen = 0;
    for (let y = 600; y < height - 844; y += 211) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await expect(button).toBeVisible();
      seen++;
      const covered = await button.evaluate((el) => {
        const b = el.getBoundingClientRect();
        // Text scrolled under the top bars is hidden by them: what counts is the text below them.
        const top = Math.max(
          ...[...document.querySelectorAll('.rp-nav, .rp-doc-layout__menu')].map(
            (bar) => bar.getBoundingClientRect().bottom,
          ),
        );
        const hits: string[] = [];
        const content = document.querySelector('.rp-doc-layout__doc-container > .rp-doc') as Node;
        const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) {
            if (r.right > b.left && r.left < b.right && r.bottom > b.top && Math.max(r.top, top) < b.bottom) {
              hits.push(node.textContent.trim().slice(0, 30));
            }
          }
        }
        return hits;
      });
      expect(covered, `scrolled to ${y}`).toEqual([]);
    }
    expect(seen).toBeGreaterThan(3);
  });

  test('floats on screen when the page has no menu bar (?sidebar=0&outline=0)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, '/guide/basic/cli?sidebar=0&outline=0');
    await expect(page.locator('.rp-sidebar-menu')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    const button = page.locator('.rslib-scroll-to-top');
    await expect(button).toBeVisible();
    const box = await button.evaluate((el) => el.getBoundingClientRect().toJSON());
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(844);
  });
});

test.describe('output-structure diagram', () => {
  const route = '/guide/basic/output-structure';
  const image = (page: Page) => page.locator('.rp-doc img[src="/images/guide/output-structure.svg"]');

  for (const { system, stored, dark } of [
    { system: 'light', stored: undefined, dark: false },
    { system: 'dark', stored: undefined, dark: true },
    // The site's own choice, not the system's.
    { system: 'light', stored: 'dark', dark: true },
    { system: 'dark', stored: 'light', dark: false },
  ] as const) {
    test(`follows the ${dark ? 'dark' : 'light'} theme (system ${system}, chosen ${stored ?? 'none'})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: system });
      if (stored) await page.addInitScript((value) => localStorage.setItem('rspress-theme-appearance', value), stored);
      await page.goto(route);
      await expect(page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await image(page).scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.rp-doc img')].every((img) => img.complete),
      );
      const value = await luminance(page, image(page));
      if (dark) expect(value, 'mean luminance').toBeLessThan(0.3);
      else expect(value, 'mean luminance').toBeGreaterThan(0.75);
    });
  }

  test('opens larger than the screen on a phone, at its own size, and pans', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(route);
    await expect(image(page)).toHaveClass(/medium-zoom-image/);
    const inline = await image(page).evaluate((img) => img.getBoundingClientRect().width);
    await image(page).click();
    const shown = page.locator('.rslib-zoom-pan img, .medium-zoom-image--opened').first();
    await expect(shown).toBeVisible();
    await shown.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const zoomed = await shown.evaluate((img) => img.getBoundingClientRect().width);
    // 832 px: the diagram's own width, its text at its own size (12.5 px), over twice the width it has in the page.
    expect(zoomed, `inline ${inline} px`).toBeGreaterThanOrEqual(832);
    const layer = page.locator('.rslib-zoom-pan');
    await layer.evaluate((el) => el.scrollBy(200, 0));
    expect(await layer.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await page.keyboard.press('Escape');
    await expect(layer).toHaveCount(0);
    await expect(image(page)).toBeFocused();
  });
});
