// Copying: the code blocks' copy button (and its ways round a Clipboard API that refuses or is missing) and Copy
// Markdown.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { clockTest, expect, outDir, test } from './fixtures';

const page_ = '/guide/basic/cli';
const codeBlock = (page: Page) => page.locator('.rp-doc .rp-codeblock').first();
const copyButton = (page: Page) => codeBlock(page).locator('.rp-code-copy-button');

/** The text the copy button should copy: the code of the first block, as rendered. */
const codeText = (page: Page) =>
  codeBlock(page)
    .locator('pre code')
    .evaluate((code) => code.textContent ?? '');

/** Records what each `copy` event put on the clipboard (the legacy `execCommand('copy')` path). */
const recordCopyEvents = (page: Page) =>
  page.addInitScript(() => {
    (window as unknown as { copied: string[] }).copied = [];
    window.addEventListener(
      'copy',
      () => (window as unknown as { copied: string[] }).copied.push(String(document.getSelection())),
      true,
    );
  });
/** Stops the page's clock (timers run only when the test moves it), to check how long a state lasts. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

const copiedByEvents = (page: Page) => page.evaluate(() => (window as unknown as { copied: string[] }).copied);

test.describe('code block copy button', () => {
  // The copied state's 2 s is checked with Copy Markdown's 500 ms, on one page load on the page clock, below.

  test('still copies when the Clipboard API refuses (permission denied)', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read']);
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await recordCopyEvents(page);
    await page.goto(page_);
    await copyButton(page).click();
    await expect(copyButton(page)).toHaveClass(/rp-code-copy-button--copied/);
    const code = await codeText(page);
    expect(await copiedByEvents(page)).toEqual([code]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  test('still copies without the Clipboard API (insecure context)', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
    await recordCopyEvents(page);
    await page.goto(page_);
    await copyButton(page).click();
    await expect(copyButton(page)).toHaveClass(/rp-code-copy-button--copied/);
    expect(await copiedByEvents(page)).toEqual([await codeText(page)]);
  });

  for (const lang of ['en', 'zh'] as const) {
    test(`asks the reader to copy by hand when the browser refuses every way (${lang})`, async ({ page }) => {
      await page.addInitScript(() => {
        navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
        Document.prototype.execCommand = () => false;
      });
      await page.goto(`${lang === 'en' ? '' : '/zh'}${page_}`);
      const prompts: { type: string; message: string; value: string }[] = [];
      page.on('dialog', (dialog) => {
        prompts.push({ type: dialog.type(), message: dialog.message(), value: dialog.defaultValue() });
        void dialog.dismiss();
      });
      await copyButton(page).click();
      await expect.poll(() => prompts.length).toBe(1);
      expect(prompts[0]?.type).toBe('prompt');
      expect(prompts[0]?.message).toMatch(/^Copy to clipboard: (Ctrl|⌘)\+C, Enter$/);
      expect(prompts[0]?.value).toBe(await codeText(page));
      await expect(copyButton(page)).not.toHaveClass(/rp-code-copy-button--copied/);
      await expect(page.locator('.rp-doc h1')).toBeVisible();
    });
  }
});

/** Holds the request for `route`'s Markdown copy until `release` is called. */
async function holdMarkdown(page: Page, route: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${route}.md`, async (request) => {
    await held;
    await request.continue();
  });
  return release;
}

/** Copy Markdown is disabled while loading, then shows success for 500 ms and says "Copied" (the clock paused). */
async function copyMarkdown(page: Page, lang: 'en' | 'zh', route: string, release: () => void) {
  const button = page.locator('.rp-llms-copy-button');
  await expect(button).toHaveText(lang === 'en' ? 'Copy Markdown' : '复制 Markdown');
  await pauseClock(page);
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button).toHaveClass(/rp-llms-copy-button--loading/);
  release();
  await expect(button).toHaveClass(/rp-llms-copy-button--success/);
  await expect(button).toBeEnabled();
  const markdown = await fs.readFile(path.join(outDir, `${route.slice(1)}.md`), 'utf8');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
  // Issue 41, S8: the button's words do not change on success; the page's status line says it.
  await page.clock.runFor(60);
  await expect(page.getByRole('status')).toHaveText(lang === 'en' ? 'Copied' : '已复制');
  await page.clock.runFor(390);
  await expect(button).toHaveClass(/rp-llms-copy-button--success/);
  await page.clock.runFor(100);
  await expect(button).not.toHaveClass(/rp-llms-copy-button--success/);
}

// A page on the page clock takes a browser context of its own: the English page checks both copy buttons on one.
clockTest(
  '(en) the code block copy button copies the code, shows the copied state and says "Copied" for 2 s; Wrap says whether it is on; Copy Markdown is disabled while loading, then shows success for 500 ms and says "Copied"',
  async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const release = await holdMarkdown(page, page_);
    await page.clock.install();
    await page.goto(page_);

    await clockTest.step('the code block copy button, and Wrap', async () => {
      await expect(copyButton(page)).toBeVisible();
      await pauseClock(page);
      await copyButton(page).click();
      await expect(copyButton(page)).toHaveClass(/rp-code-copy-button--copied/);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await codeText(page));
      // Issue 41, S8: the tick is not all; the page's status line says it.
      await page.clock.runFor(100);
      await expect(page.getByRole('status')).toHaveText('Copied');
      await page.clock.runFor(1800);
      await expect(copyButton(page)).toHaveClass(/rp-code-copy-button--copied/);
      await page.clock.runFor(200);
      await expect(copyButton(page)).not.toHaveClass(/rp-code-copy-button--copied/);
      await expect(page.getByRole('status')).toHaveText('');
      // The wrap toggle is a toggle button: its state is heard, not only drawn.
      const wrap = codeBlock(page).getByRole('button', { name: 'Toggle code wrap' });
      await expect(wrap).toHaveAttribute('aria-pressed', 'false');
      await wrap.click();
      await expect(wrap).toHaveAttribute('aria-pressed', 'true');
      await expect(wrap).toHaveClass(/rp-code-wrap-button--wrapped/);
      await wrap.click();
      await expect(wrap).toHaveAttribute('aria-pressed', 'false');
    });

    await clockTest.step('Copy Markdown', () => copyMarkdown(page, 'en', page_, release));
  },
);

clockTest(
  'Copy Markdown is disabled while loading, then shows success for 500 ms and says "Copied" (zh)',
  async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const route = `/zh${page_}`;
    const release = await holdMarkdown(page, route);
    await page.clock.install();
    await page.goto(route);
    await copyMarkdown(page, 'zh', route, release);
  },
);
