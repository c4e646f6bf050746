import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { typeHintTitle } from '../../theme/components/TypeHints/title.mjs';
import { type TypeHintData, textHash, typeHintDir } from '../../theme/components/TypeHints/type-file.mjs';
import { buildDir, builtPages } from '../site/built-site';
import { clockTest, expect, gotoReady, readOnlyTest, test } from './fixtures';
import { seriousA11yViolations } from './gates';

// Types on hover, focus and tap in config code blocks (theme/plugins/type-hints.ts, theme/components/TypeHints).

const popup = (page: Page) => page.locator('#rslib-type-hint');
const configBlock = (page: Page, n = 0) => page.locator('.rp-doc pre[data-title="rslib.config.ts"]').nth(n);
const names = (block: Locator) => block.locator('span[tabindex="-1"]');
const named = (block: Locator, name: string) =>
  names(block)
    .filter({ hasText: new RegExp(`^${name}$`) })
    .first();

/** Points at a block (which loads its types), then at one of its names. */
async function hoverName(block: Locator, name: string) {
  await block.hover();
  await named(block, name).hover();
}

/**
 * A point on the first `lib` key of a block (`  lib` at the start of a line, at the end of a text node: the colon after
 * it is a token of its own), relative to the block: the middle of its glyphs, or `above` px over them.
 */
const libPosition = (block: Locator, above?: number) =>
  block.evaluate((pre, above) => {
    const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/(?:^|\n)[ \t]*lib$/.test(text)) continue;
      const range = document.createRange();
      range.setStart(node, text.length - 'lib'.length);
      range.setEnd(node, text.length);
      const glyphs = range.getBoundingClientRect();
      const box = pre.getBoundingClientRect();
      const y = above === undefined ? glyphs.y + glyphs.height / 2 : glyphs.y - above;
      return { x: glyphs.x + glyphs.width / 2 - box.x - pre.clientLeft, y: y - box.y - pre.clientTop };
    }
    throw new Error('no "lib" key in the block');
  }, above);

/** The text of an HTML fragment, as the browser's `textContent` reads it. */
const textOfHtml = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

test.describe('type files of the built site', () => {
  test('every config block of every page, in both languages, has a type file whose names are its identifiers', () => {
    let blocks = 0;
    const missing: string[] = [];
    for (const page of builtPages()) {
      const html = fs.readFileSync(path.join(buildDir, page.file), 'utf8');
      for (const m of html.matchAll(/<pre [^>]*data-title="([^"]+)"[^>]*><code>([\s\S]*?)<\/code><\/pre>/g)) {
        if (!typeHintTitle.test(m[1] ?? '')) continue;
        blocks++;
        const text = textOfHtml(m[2] ?? '');
        const file = path.join(buildDir, typeHintDir, `${textHash(text)}.json`);
        if (!fs.existsSync(file)) {
          missing.push(`${page.file}: ${text.slice(0, 60)}`);
          continue;
        }
        const data: TypeHintData = JSON.parse(fs.readFileSync(file, 'utf8'));
        expect(data.h.length, page.file).toBeGreaterThan(0);
        for (const [offset, length] of data.h) {
          expect(text.slice(offset, offset + length), page.file).toMatch(/^[A-Za-z_$][\w$]*$/);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(blocks).toBeGreaterThan(400);
  });

  test('no page, Markdown copy or search index carries type text or Twoslash notation', () => {
    const files = fs.readdirSync(buildDir, { recursive: true, encoding: 'utf8' });
    const texts = files.filter((f) => /\.(html|md|txt)$/.test(f) || /^static[\\/]search[\\/].+\.json$/.test(f));
    expect(texts.filter((f) => f.endsWith('.md')).length).toBeGreaterThan(100);
    expect(texts.some((f) => f.includes('search'))).toBe(true);
    for (const file of texts) {
      const text = fs.readFileSync(path.join(buildDir, file), 'utf8');
      expect(text, file).not.toMatch(/\/\/ ---cut|\/\/ @errors:|\/\/ @noErrors|\/\/ @filename:/);
      // A doc comment of the declarations and a signature as the type files write them.
      expect(text, file).not.toContain('Output format for the generated JavaScript files');
      expect(text, file).not.toContain('(property) format?: Format');
    }
  });
});

test.describe('types in config code blocks', () => {
  test('load on first hover only: no type file or popup code before, under 3 KB of script after; then the keyboard reaches every name: focus shows, arrows move, Escape hides', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await gotoReady(page, '/config/lib/format');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => r.includes(typeHintDir))).toEqual([]);
    const before = new Set(requests);

    const block = configBlock(page);
    await block.hover();
    await expect(names(block).first()).toBeAttached();
    const added = requests.filter((r) => !before.has(r));
    expect(added.filter((r) => r.includes(`/${typeHintDir}/`))).toHaveLength(1);
    const scripts = added.filter((r) => r.endsWith('.js'));
    const gzipped = scripts.reduce((sum, r) => sum + gzipSync(fs.readFileSync(path.join(buildDir, r))).length, 0);
    expect(gzipped).toBeGreaterThan(0);
    expect(gzipped).toBeLessThan(3 * 1024);

    await test.step('the keyboard reaches every name: focus shows, arrows move, Escape hides', async () => {
      // The pointer off the block first, so that what shows is the keyboard's doing.
      await page.mouse.move(0, 0);
      await expect(popup(page)).toBeHidden();
      await block.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(block).toBeFocused();
      await expect(popup(page)).toContainText('Arrow keys move between the names');

      await page.keyboard.press('ArrowDown');
      const first = names(block).first();
      await expect(first).toBeFocused();
      await expect(first).toHaveText('defineConfig');
      await expect(popup(page)).toContainText('function defineConfig(config: RslibConfig): RslibConfig');
      await expect(first).toHaveCSS('outline-style', 'solid');

      await page.keyboard.press('ArrowRight');
      await expect(names(block).nth(1)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(names(block).nth(2)).toHaveText('lib');
      await expect(names(block).nth(2)).toBeFocused();
      await expect(popup(page)).toContainText('(property) lib?: LibConfig[] | undefined');
      await page.keyboard.press('End');
      await expect(names(block).last()).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(popup(page)).toBeHidden();
      await expect(names(block).last()).toBeFocused();

      // Tab leaves the block at once: its names are not tab stops of their own.
      await page.keyboard.press('Tab');
      await expect(popup(page)).toBeHidden();
      expect(await page.evaluate(() => document.activeElement?.closest('pre') === null)).toBe(true);
    });
  });

  clockTest('hovering a name shows its declared type and doc comment, and leaving hides it', async ({ page }) => {
    await page.clock.install();
    await gotoReady(page, '/config/lib/format');
    // From here on, timers move only when the test says so. The margin covers a slow machine's page load.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
    const block = configBlock(page);
    await block.hover();
    const format = named(block, 'format');
    await format.hover();
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toContainText('(property) format?: Format | undefined');
    await expect(popup(page)).toContainText('type Format = "esm" | "cjs" | "umd" | "mf" | "iife"');
    await expect(popup(page)).toContainText('Output format for the generated JavaScript files.');
    await expect(popup(page)).toContainText("Default: 'esm'");
    await expect(format).toHaveAttribute('aria-describedby', 'rslib-type-hint');

    // The pointer may travel onto the popup (to select text) without closing it: no close timer is left to run.
    await popup(page).hover();
    await page.clock.runFor(1000);
    await expect(popup(page)).toBeVisible();
    // Leaving both closes it after 300 ms.
    await page.mouse.move(5, 5);
    await page.clock.runFor(299);
    await expect(popup(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(popup(page)).toBeHidden();
    await expect(format).not.toHaveAttribute('aria-describedby');
  });

  readOnlyTest('Chinese pages label the doc tags in Chinese', async ({ page }) => {
    await gotoReady(page, '/zh/config/lib/format');
    const block = configBlock(page);
    await hoverName(block, 'format');
    await expect(popup(page)).toContainText("默认值： 'esm'");
  });

  test('the page does not move when names are wrapped or the popup opens', async ({ page }) => {
    await gotoReady(page, '/config/lib/format');
    const block = configBlock(page);
    await block.scrollIntoViewIfNeeded();
    // Shifts from here on: code blocks that come into view take their real height once (content-visibility in
    // theme/styles/code-tokens.css), which is not what this test is about. Wait until the layout is still.
    const layout = () => page.evaluate(() => `${document.documentElement.scrollHeight} ${window.scrollY}`);
    let previous = '';
    await expect
      .poll(async () => {
        const now = await layout();
        const still = now === previous;
        previous = now;
        return still;
      })
      .toBe(true);
    await page.evaluate(() => {
      const since = performance.now();
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.startTime > since) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const box = await block.boundingBox();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await hoverName(block, 'format');
    await expect(popup(page)).toBeVisible();
    expect(await block.boundingBox()).toEqual(box);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });

  readOnlyTest('the popup follows the theme and passes axe in both themes', async ({ page }) => {
    await gotoReady(page, '/config/rsbuild/output');
    const block = configBlock(page, 1);
    await hoverName(block, 'distPath');
    await expect(popup(page)).toBeVisible();
    const colours = () =>
      popup(page).evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, color: style.color };
      });
    const light = await colours();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect(popup(page)).toBeVisible();
    const dark = await colours();
    expect(dark.background).not.toBe(light.background);
    expect(dark.color).not.toBe(light.color);
  });
});

test.describe('types on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tap on a name shows its type, a tap elsewhere hides it', async ({ page }) => {
    await gotoReady(page, '/config/lib/format');
    const block = configBlock(page);
    await block.scrollIntoViewIfNeeded();
    // The first tap loads the block's types and shows the name under the finger. The point is taken relative to the
    // block and tapped through the locator, which waits until the block holds still: a code block that comes into
    // view is laid out at its placeholder size for a frame (`content-visibility: auto`), and its lines then move
    // down by 8 px, so a point read from the window before that hit the space between two lines once in CI.
    const position = await libPosition(block);
    await block.tap({ position });
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toContainText('(property) lib?: LibConfig[] | undefined');

    await named(block, 'format').tap();
    await expect(popup(page)).toContainText('(property) format?: Format | undefined');
    const popupBox = await popup(page).boundingBox();
    expect(popupBox && popupBox.x >= 0 && popupBox.x + popupBox.width <= 390).toBe(true);

    await page.locator('.rp-doc h1').tap();
    await expect(popup(page)).toBeHidden();
  });

  test('a first tap in the space between two lines, just above a name, shows that name', async ({ page }) => {
    await gotoReady(page, '/config/lib/format');
    const block = configBlock(page);
    await block.scrollIntoViewIfNeeded();
    // 2 px above the glyphs of `lib`, in the line spacing; tapped as in the test above.
    const position = await libPosition(block, 2);
    await block.tap({ position });
    await expect(popup(page)).toContainText('(property) lib?: LibConfig[] | undefined');
  });
});
