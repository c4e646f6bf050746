import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousA11yViolations } from './gates';

// The "copy link" button of each ##/### heading (theme/plugins/copy-link.ts, theme/components/CopyLink).
const route = '/guide/basic/cli';
const langs = ['en', 'zh'] as const;
const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);
const words = {
  en: { label: 'Copy link to section', separator: ': ', copied: 'Link copied', failed: 'Could not copy the link' },
  zh: { label: '复制本节链接', separator: '：', copied: '链接已复制', failed: '无法复制链接' },
};

const firstHeading = (page: Page) => page.locator('.rp-doc h2').first();
const buttonOf = (page: Page) => firstHeading(page).locator('button.copy-link');
const status = (page: Page) => page.getByRole('status');
/** The heading's text, without its `#` link. */
const headingText = (page: Page) =>
  firstHeading(page).evaluate((h) =>
    [...h.childNodes]
      .filter((n) => !(n instanceof Element && (n.matches('.rp-header-anchor') || n.localName === 'button')))
      .map((n) => n.textContent)
      .join('')
      .trim(),
  );
/** The URL the button of the first `##` heading should copy: the page's address and the heading's id. */
const sectionUrl = async (page: Page) =>
  `${new URL(page.url()).origin}${new URL(page.url()).pathname}#${await firstHeading(page).getAttribute('id')}`;

/** Focuses the page title, then presses Tab until the first `##` heading's button has the focus. */
async function tabToButton(page: Page, limit = 60) {
  await page.locator('.rp-doc h1').evaluate((h1: HTMLElement) => {
    h1.tabIndex = -1;
    h1.focus();
  });
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await buttonOf(page).evaluate((button) => button === document.activeElement)) return;
  }
  throw new Error('Tab never reached the copy-link button of the first ## heading');
}

/** Tab reaches the first ## heading's button, named after the section; Enter copies its URL, and the page stays. */
async function tabCopies(page: Page, lang: 'en' | 'zh') {
  await expect(buttonOf(page)).toHaveCSS('opacity', '0');
  await tabToButton(page);
  const name = `${words[lang].label}${words[lang].separator}${await headingText(page)}`;
  await expect(buttonOf(page)).toHaveAccessibleName(name);
  await expect(buttonOf(page)).toHaveCSS('opacity', '1');
  await expect(buttonOf(page)).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(words[lang].copied);
  await expect(buttonOf(page)).toHaveAttribute('data-copied', 'true');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await sectionUrl(page));
  // Copying leaves the page where it was: same address, focus on the button.
  expect(page.url()).toMatch(new RegExp(`${route}$`));
  await expect(buttonOf(page)).toBeFocused();
}

// The English page's Tab and Enter are checked with its other buttons, on one load, below.
test(`Tab reaches a heading's button, named after the section; Enter copies its URL (zh)`, async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/zh${route}`);
  await tabCopies(page, 'zh');
});

for (const lang of langs) {
  test(`a blocked clipboard is reported, and the page keeps working (${lang})`, async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
      Document.prototype.execCommand = () => false;
    });
    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.defaultValue());
      void dialog.dismiss();
    });
    await page.goto(`${prefix(lang)}${route}`);
    await firstHeading(page).hover();
    await buttonOf(page).click();
    await expect(status(page)).toHaveText(words[lang].failed);
    await expect(buttonOf(page)).toHaveAttribute('data-copied', 'false');
    // As with the code blocks' copy button, the last way offered is the URL in a prompt, to copy by hand.
    expect(prompts).toEqual([await sectionUrl(page)]);
    // The heading's # link, which holds the same URL, is still there.
    await expect(firstHeading(page).locator('a.rp-header-anchor')).toHaveAttribute(
      'href',
      `#${await firstHeading(page).getAttribute('id')}`,
    );
    await expect(page.locator('.rp-doc h1')).toBeVisible();
  });
}

/**
 * Issue 41, S4: with no key pressed and nothing focused, each heading is named by its own words (the button's name is
 * not part of it), and each button after its section, so no two share a name.
 */
async function expectNamed(page: Page) {
  const headings = page.locator('.rp-doc :is(h2, h3):has(> button.copy-link)');
  await expect(headings.first()).toBeVisible();
  const names: string[] = [];
  for (const heading of await headings.all()) {
    const text = await heading.evaluate((h) =>
      [...h.childNodes]
        .filter((n) => !(n instanceof Element && (n.matches('.rp-header-anchor') || n.localName === 'button')))
        .map((n) => n.textContent)
        .join('')
        .trim(),
    );
    await expect(heading).toHaveAccessibleName(text);
    await expect(heading.locator('button.copy-link')).toHaveAccessibleName(
      `${words.en.label}${words.en.separator}${text}`,
    );
    names.push(text);
  }
  expect(new Set(names).size, 'every button a name of its own').toBe(names.length);
}

// One page load for the English page: the buttons and their names, Tab and Enter, the pointer, then a page change.
test('(en) every ## and ### heading has one button; Tab and Enter copy, as does a click while the pointer is on the heading; after a page change in the app, the new page copies its own URL', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(route);

  await test.step('every ## and ### heading has one button, named after its section', async () => {
    const headings = page.locator('.rp-doc :is(h2, h3)');
    expect(await headings.count()).toBeGreaterThan(3);
    await expect(page.locator('.rp-doc :is(h2, h3) > button.copy-link:last-child')).toHaveCount(await headings.count());
    // The outline, which Rspress fills from the headings in the page, lists their text alone.
    const outline = page.locator('.rp-doc-layout__outline a.rp-toc-item');
    await expect(outline).toHaveCount(await headings.count());
    await expect(page.locator('.rp-doc-layout__outline button')).toHaveCount(0);
    await expectNamed(page);
  });

  await test.step("Tab reaches a heading's button, named after the section; Enter copies its URL", () =>
    tabCopies(page, 'en'));

  await test.step('the button shows while the pointer is on its heading, and a click copies', async () => {
    // Off the button, and the report of the copy above gone.
    await page.locator('.rp-doc h1').evaluate((h1: HTMLElement) => h1.focus());
    await expect(status(page)).toHaveText('');
    await expect(buttonOf(page)).toHaveCSS('opacity', '0');
    await firstHeading(page).hover();
    await expect(buttonOf(page)).toHaveCSS('opacity', '1');
    await buttonOf(page).click();
    await expect(status(page)).toHaveText(words.en.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await sectionUrl(page));
    await page.mouse.move(0, 0);
    await expect(buttonOf(page)).toHaveCSS('opacity', '1');
    // The result shows for a while, then the line empties and the button hides with its heading's pointer gone.
    await expect(status(page)).toHaveText('');
    await expect(buttonOf(page)).toHaveCSS('opacity', '0');
  });

  await test.step('after a page change in the app, the new page copies its own URL', async () => {
    await page.evaluate(() => Object.assign(window, { keptAcrossNavigation: true }));
    await page.locator('.rp-doc-layout__sidebar a[href="/guide/basic/output-format"]').first().click();
    await expect(page).toHaveURL(/\/guide\/basic\/output-format$/);
    expect(await page.evaluate(() => 'keptAcrossNavigation' in window)).toBe(true);
    await expectNamed(page);
    await firstHeading(page).hover();
    await buttonOf(page).click();
    await expect(status(page)).toHaveText(words.en.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await sectionUrl(page));
  });
});

/** The project's address and storage for a context of a test's own. */
const own = ({ baseURL, storageState }: TestInfo['project']['use']) => ({ baseURL, storageState });

// On a touch screen the buttons are always shown: keyboard-paths.spec.ts checks them with the code-block buttons, in
// the one touch-screen context.

test('without JavaScript there is no button, and the # link remains', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ ...own(testInfo.project.use), javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(route);
  await expect(buttonOf(page)).toBeAttached();
  await expect(buttonOf(page)).toBeHidden();
  await expect(firstHeading(page).locator('a.rp-header-anchor')).toBeAttached();
  await context.close();
});

test('axe finds nothing serious in a page with a focused button and a copy reported, in both themes', async ({
  page,
  context,
}) => {
  // axe runs in both themes: room for a loaded CI machine, as the other axe tests have.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The status line empties after 2 s (a timer of 2000 ms); here it never does, so that axe sees the message.
  await page.addInitScript(() => {
    const setTimer = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      delay === 2000 ? 0 : setTimer(handler, delay, ...rest)) as typeof window.setTimeout;
  });
  await page.goto(`/zh${route}`);
  await tabToButton(page);
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(words.zh.copied);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expect(status(page)).toHaveText(words.zh.copied);
});
