// Search (the local index in a DocSearch dialog): opening and closing it from the button and the keys, with the
// focus given back; its texts, results, empty and failure screens; recent searches; what it loads and when. The
// dialog's accessibility is in search-a11y.spec.ts.
import type { Locator, Page } from '@playwright/test';
import { i18nSource } from '../../theme/i18n';
import searchDialogText from '../../theme/search/text.json' with { type: 'json' };
import type { Lang } from '../../theme/site-model.mjs';
import { expect, readJson, test } from './fixtures';
import { expectNoResultsIconCentred, modal } from './search-dialog';

/** The Search button's words (Rspress's UI strings) and the dialog's own. */
const texts = { ...i18nSource, ...searchDialogText };
type Key = keyof typeof texts;
type MetaItem = string | { type: string; name: string; label?: string };

const prefix = (lang: Lang) => (lang === 'en' ? '' : '/zh');
const text = (key: Key, lang: Lang) => texts[key][lang];

/** The names a result group can have: the sidebar's group labels and the top navigation's entries. */
async function sectionNames(lang: Lang): Promise<string[]> {
  const nav = await readJson<{ text: string; link: string }[]>(`docs/${lang}/_nav.json`);
  const names = nav.map((item) => item.text);
  for (const section of ['guide', 'config']) {
    const meta = await readJson<MetaItem[]>(`docs/${lang}/${section}/_meta.json`);
    for (const item of meta) if (typeof item !== 'string' && item.type === 'dir' && item.label) names.push(item.label);
  }
  return names;
}

/** Opens a page and waits until it is interactive: the search button shows its shortcut once React runs. */
async function gotoReady(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('button[aria-keyshortcuts] [data-ready="true"]')).toBeVisible();
}
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openWithButton(page: Page, lang: Lang) {
  await page.getByRole('button', { name: text('search.buttonText', lang), exact: true }).click();
  await expect(input(page)).toBeFocused();
}

/** Types a query and waits for the dialog to show the screen that answers it. */
async function search(page: Page, query: string) {
  await input(page).fill(query);
  await expect(page.locator('.DocSearch-Hits, .DocSearch-NoResults, .DocSearch-ErrorScreen').first()).toBeVisible();
}

const queries = {
  en: { grouped: 'bundleless', heading: 'css modules', headingUrl: '/guide/advanced/css#css-modules' },
  zh: { grouped: 'bundleless 模式', heading: '许可证注释', headingUrl: '/zh/config/lib/banner#license-comment' },
} as const;

for (const lang of ['en', 'zh'] as const) {
  test.describe(`search (${lang})`, () => {
    const start = `${prefix(lang)}/guide/start/quick-start`;

    test('opens with the button, Ctrl+K, Cmd+K and "/", and closes with Escape', async ({ page }) => {
      await gotoReady(page, start);
      // The panel loads on demand: not there before the first use, the index asked for once the button is used.
      await expect(input(page)).toHaveCount(0);
      const indexRequest = page.waitForRequest((r) => r.url().includes(`/static/search/${lang}.`));
      await openWithButton(page, lang);
      await indexRequest;
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);

      await page.keyboard.press('Control+k');
      await expect(input(page)).toBeFocused();
      await page.keyboard.press('Control+k');
      await expect(modal(page)).toHaveCount(0);

      await page.keyboard.press('Meta+k');
      await expect(input(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);

      await page.keyboard.press('/');
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toHaveValue('');
      // Reopened at once, as a quick reader does: the field keeps the focus (the focus put back on the search button
      // a frame after a close once landed after such a reopening and took it out of the field).
      await page.keyboard.press('Escape');
      await page.keyboard.press('/');
      await expect(input(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
      const button = page.getByRole('button', { name: text('search.buttonText', lang), exact: true });
      await expect(button).toBeFocused();

      /** Opens the dialog with `key` from the focused `from`, closes it with Escape: the focus is back on `from`. */
      const focusComesBack = async (from: Locator, key: string) => {
        await from.focus();
        await page.keyboard.press(key);
        await expect(modal(page)).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(modal(page)).toHaveCount(0);
        await expect(from).toBeFocused();
      };
      // Opened from the keyboard on the focused button, closing puts the focus back on it.
      await focusComesBack(button, 'Enter');
      // Opened by "/" from a link, closing puts the focus back on that link.
      await focusComesBack(page.locator('.rp-doc a[href^="/"]').first(), '/');
    });

    // On a phone the button is an icon that keeps its name and opens the dialog: search-a11y.spec.ts, at 390 px.
    test('the dialog: its texts in the page language, grouped results, no results, long queries', async ({ page }) => {
      await gotoReady(page, start);
      await openWithButton(page, lang);

      await test.step('every text of the dialog is in the page language', async () => {
        await expect(input(page)).toHaveAttribute('placeholder', text('search.placeholder', lang));
        await expect(page.locator('.DocSearch-Commands')).toHaveText(
          [text('search.selectText', lang), text('search.navigateText', lang), text('search.closeText', lang)].join(''),
        );
        await expect(page.locator('.DocSearch-Commands-Key svg').first()).toHaveAttribute(
          'aria-label',
          text('search.selectKeyAriaLabel', lang),
        );
        await expect(page.locator('.DocSearch-MagnifierLabel')).toHaveText(text('search.searchInputLabel', lang));
        await input(page).fill('x');
        await expect(page.locator('.DocSearch-Reset')).toHaveAttribute('title', text('search.resetButtonTitle', lang));
        // The local index is the site's own: no "Search by Algolia".
        await expect(page.locator('.DocSearch-Logo')).toBeHidden();
      });

      await test.step('results are grouped by top-level section, with the heading path and snippets', async () => {
        await search(page, queries[lang].grouped);
        const groups = await page.locator('.DocSearch-Hit-source').allTextContents();
        expect(groups.length).toBeGreaterThan(1);
        expect(new Set(groups).size).toBe(groups.length);
        const names = await sectionNames(lang);
        expect(groups.filter((group) => !names.includes(group))).toEqual([]);
        await expect(page.locator('.DocSearch-Hit-title mark').first()).toBeVisible();
        // A heading or a text hit shows the title of its page as its path.
        await expect(page.locator('.DocSearch-Hit-path').first()).not.toBeEmpty();
        expect(await page.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(20);
      });

      await test.step('a query without results says so, with suggestions and a report link', async () => {
        await search(page, 'zzqxwv');
        const screen = page.locator('.DocSearch-NoResults');
        await expect(screen.locator('.DocSearch-Title')).toHaveText(`${text('search.noResultsText', lang)} "zzqxwv"`);
        // Issue 19, item 9: the icon centred over the text (at 1440 px; 390 px in search-a11y.spec.ts).
        await expectNoResultsIconCentred(screen);
        const suggestions = screen.locator('.DocSearch-Prefill');
        expect(await suggestions.count()).toBeGreaterThanOrEqual(1);
        expect(await suggestions.count()).toBeLessThanOrEqual(3);
        await expect(screen.getByRole('link', { name: text('search.reportMissingLinkText', lang) })).toHaveAttribute(
          'href',
          /^https:\/\/github\.com\/web-infra-dev\/rslib\/issues\/new\?title=.*zzqxwv/,
        );
        await suggestions.first().click();
        await expect(page.locator('.DocSearch-Hits').first()).toBeVisible();
      });

      await test.step('a query longer than 64 characters is cut and still answered', async () => {
        await input(page).fill(`${'bundle '.repeat(40)}`);
        expect((await input(page).inputValue()).length).toBeLessThanOrEqual(64);
        await expect(page.locator('.DocSearch-Hits').first()).toBeVisible();
      });
    });

    test('a failed index request shows the error screen', async ({ page }) => {
      await page.route('**/static/search/**', (route) => route.abort('internetdisconnected'));
      await gotoReady(page, start);
      await openWithButton(page, lang);
      await input(page).fill('build');
      const screen = page.locator('.DocSearch-ErrorScreen');
      await expect(screen.locator('.DocSearch-Title')).toHaveText(text('search.errorTitle', lang));
      await expect(screen.locator('.DocSearch-Help')).toHaveText(text('search.errorHelp', lang));
    });

    test('when the dialog code cannot be fetched, the page keeps working and the next try opens it', async ({
      page,
    }) => {
      await gotoReady(page, start);
      let offline = true;
      let refused = 0;
      await page.route('**/static/js/async/**', (route) => {
        if (!offline) return route.continue();
        refused++;
        return route.abort('internetdisconnected');
      });
      const button = page.getByRole('button', { name: text('search.buttonText', lang), exact: true });
      await button.click();
      await expect.poll(() => refused).toBeGreaterThan(0);
      await page.keyboard.press('Control+k');
      await expect(modal(page)).toHaveCount(0);
      await expect(button).toBeVisible();
      offline = false;
      await button.click();
      await expect(input(page)).toBeFocused();
      await search(page, 'build');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    });

    test('selecting a hit opens its heading without reloading the page; the empty query shows recent and favourite searches', async ({
      page,
    }) => {
      await gotoReady(page, start);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await openWithButton(page, lang);
      await expect(page.locator('.DocSearch-StartScreen')).toHaveText(text('search.noRecentText', lang));
      await search(page, queries[lang].heading);
      await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('data-href', queries[lang].headingUrl);
      await page.locator('.DocSearch-Hit a').first().click();
      await expect(page).toHaveURL(new RegExp(`${queries[lang].headingUrl}$`));
      await expect(modal(page)).toHaveCount(0);
      const id = queries[lang].headingUrl.split('#')[1] ?? '';
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

      // The same hit chosen with Enter, then the empty query lists it as recent; starring makes it a favourite.
      await openWithButton(page, lang);
      await search(page, queries[lang].heading);
      await input(page).press('Enter');
      await expect(page).toHaveURL(new RegExp(`${queries[lang].headingUrl}$`));
      await expect(modal(page)).toHaveCount(0);
      await openWithButton(page, lang);
      const recent = page.locator('.DocSearch-Hits', { hasText: text('search.recentTitle', lang) });
      await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
      await recent.getByTitle(text('search.saveRecentTitle', lang)).click();
      const favourites = page.locator('.DocSearch-Hits', { hasText: text('search.favoriteTitle', lang) });
      await expect(favourites.locator('.DocSearch-Hit')).toHaveCount(1);
      await expect(favourites.locator('.DocSearch-Hit a')).toHaveAttribute('data-href', queries[lang].headingUrl);
    });

    test('markup in a query, in page text or in stored searches never runs', async ({ page }) => {
      const payload = '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>';
      await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
        key: `__DOCSEARCH_RECENT_SEARCHES__rslib-docs-${lang}`,
        value: JSON.stringify([
          {
            objectID: 'x',
            url: '/',
            type: 'lvl1',
            content: null,
            hierarchy: { lvl0: 'A', lvl1: payload, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
          },
        ]),
      });
      await gotoReady(page, start);
      await openWithButton(page, lang);
      await expect(page.locator('.DocSearch-StartScreen')).toHaveText(text('search.noRecentText', lang));
      await search(page, payload.slice(0, 64));
      // Page text with markup in it: the heading about `<script>` tags shows the tag as text.
      await search(page, 'script');
      await expect(page.locator('.DocSearch-Hit-title', { hasText: '<script>' }).first()).toBeVisible();
      expect(await page.locator('.DocSearch-Modal script, .DocSearch-Modal img').count()).toBe(0);
      expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
    });

    test('starts loading the first part of the index on Ctrl going down, and nothing under Save-Data', async ({
      page,
    }) => {
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/static/search/')) indexRequests.push(new URL(request.url()).pathname);
      });
      await gotoReady(page, start);
      await page.keyboard.down('Control');
      await expect.poll(() => indexRequests).toEqual([expect.stringMatching(new RegExp(`/static/search/${lang}\\.`))]);
      await page.keyboard.up('Control');

      const saving = await page.context().newPage();
      await saving.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
      );
      const savingRequests: string[] = [];
      saving.on('request', (request) => {
        if (request.url().includes('/static/search/')) savingRequests.push(request.url());
      });
      await gotoReady(saving, start);
      await saving.getByRole('button', { name: text('search.buttonText', lang), exact: true }).hover();
      await saving.keyboard.down('Control');
      await saving.keyboard.up('Control');
      await saving.waitForTimeout(500);
      expect(savingRequests).toEqual([]);
      await openWithButton(saving, lang);
      await search(saving, queries[lang].heading);
      await expect(saving.locator('.DocSearch-Hit').first()).toBeVisible();
    });

    test('loads nothing for search until used, and asks no other host', async ({ page }) => {
      const requests: string[] = [];
      const scripts: Promise<string>[] = [];
      page.on('request', (request) => requests.push(request.url()));
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text());
      });
      await page.goto(start, { waitUntil: 'networkidle' });
      expect(requests.filter((url) => url.includes('/static/search/'))).toEqual([]);
      // Neither DocSearch nor the search engine is part of the first load.
      const firstLoad = await Promise.all(scripts);
      expect(
        firstLoad.filter((code) =>
          ['DocSearch-Container', 'maxFuzzy', 'rslib-search:query'].some((mark) => code.includes(mark)),
        ),
      ).toEqual([]);
      const beforeUse = requests.length;
      await page.getByRole('button', { name: text('search.buttonText', lang), exact: true }).hover();
      await expect.poll(() => requests.filter((url) => url.includes(`/static/search/${lang}.`)).length).toBe(1);
      expect(requests.length).toBeGreaterThan(beforeUse + 1);
      await page.keyboard.press('Control+k');
      await search(page, queries[lang].grouped);
      const origin = new URL(page.url()).origin;
      expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    });
  });
}
