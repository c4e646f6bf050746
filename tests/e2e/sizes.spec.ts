// No icon or image renders larger than its intended box (the class of bug behind the 692 px Source icon of
// issue 19). It checks one page per template (tests/e2e/templates.ts), both languages, at a desktop and a phone
// width: the sizes come from the theme's components and styles, which every page of a template shares.
import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { templateRoutes } from './templates';

const routes = await templateRoutes();

/**
 * Every rendered `<svg>` (outside other SVGs) and `<img>` of the page that is larger than its intended box:
 * - an `<svg>`: its `width`/`height` attributes (px or em), or its `viewBox` when it has none;
 * - an `<img>`: its `width`/`height` attributes, or the image's own size (never upscaled);
 * - an image in the doc content is also never wider than the content column.
 */
function oversized(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const slack = 0.5;
    const found: string[] = [];
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"${el.getAttribute('src') ? ` src="${el.getAttribute('src')}"` : ''}> in ${el.parentElement?.className || el.parentElement?.tagName}`;
    /** An attribute length in CSS pixels: a number, `px` or `em`; relative lengths have no fixed box. */
    const length = (el: Element, name: string): number | undefined => {
      const value = el.getAttribute(name)?.trim();
      if (!value) return undefined;
      const match = /^([\d.]+)(px|em)?$/.exec(value);
      if (!match) return undefined;
      const n = Number(match[1]);
      return match[2] === 'em' ? n * Number.parseFloat(getComputedStyle(el).fontSize) : n;
    };
    for (const el of document.querySelectorAll('svg, img')) {
      if (el.tagName.toLowerCase() === 'svg' && el.parentElement?.closest('svg')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      let intended: { width: number; height: number } | undefined;
      if (el instanceof HTMLImageElement) {
        intended = {
          width: length(el, 'width') ?? el.naturalWidth,
          height: length(el, 'height') ?? el.naturalHeight,
        };
      } else {
        const viewBox = (el as SVGSVGElement).viewBox.baseVal;
        const width = length(el, 'width') ?? (viewBox?.width || undefined);
        const height = length(el, 'height') ?? (viewBox?.height || undefined);
        if (width === undefined || height === undefined) {
          found.push(`${describe(el)}: no width, height or viewBox, drawn at ${box.width}×${box.height}`);
          continue;
        }
        intended = { width, height };
      }
      if (box.width > intended.width + slack || box.height > intended.height + slack) {
        found.push(
          `${describe(el)}: drawn at ${Math.round(box.width)}×${Math.round(box.height)}, meant for ${intended.width}×${intended.height}`,
        );
      }
      const column = el.closest('.rp-doc');
      if (el instanceof HTMLImageElement && column) {
        const right = column.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(column).paddingRight);
        if (box.right > right + slack) found.push(`${describe(el)}: overflows the content column`);
      }
    }
    return found;
  });
}

test.describe('icons and images stay within their intended box', () => {
  for (const { route, why } of routes) {
    test(`${route}`, async ({ page }) => {
      test.info().annotations.push({ type: 'template', description: why });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(route);
      // Images count once they have loaded: an image still loading has no size of its own yet. Lazy images below
      // the fold are asked to load now, so they are measured too.
      await page.evaluate(() => {
        for (const img of document.images) img.loading = 'eager';
      });
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      expect(await oversized(page), 'at 1440 px').toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await oversized(page), 'at 390 px').toEqual([]);
    });
  }
});

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
    for (const width of [320, 360, 390]) {
      test(`opens within the screen at ${width} px, its entries in one size (${lang})`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await gotoReady(page, `${lang === 'en' ? '' : '/zh'}/guide/basic/cli`);
        const toggle = page.locator('.rp-llms-container button[aria-expanded]');
        await toggle.click();
        const list = page.locator('.rp-llms-view-options__menu');
        await expect(list).toBeVisible();
        await list.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
        const box = await list.evaluate((el) => el.getBoundingClientRect().toJSON());
        expect(box.left, 'left edge').toBeGreaterThanOrEqual(0);
        expect(box.right, 'right edge').toBeLessThanOrEqual(width);
        const entries = list.locator(':scope > a, :scope > button');
        await expect(entries).toHaveCount(3);
        const sizes = await entries.evaluateAll((els) =>
          els.map((el) => ({ font: getComputedStyle(el).fontSize, height: el.getBoundingClientRect().height })),
        );
        expect(sizes.map((s) => s.font)).toEqual(['14px', '14px', '14px']);
        expect(Math.max(...sizes.map((s) => s.height)) - Math.min(...sizes.map((s) => s.height))).toBeLessThan(1);
      });
    }
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
