import type { Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { expect, readOnlyTest, test } from './fixtures';

const feeds = [
  { lang: 'en', url: '/rss/blog-rss.xml', page: '/blog/', article: '/blog/introducing-rslib' },
  { lang: 'zh', url: '/rss/blog-rss-zh.xml', page: '/zh/blog/', article: '/zh/blog/introducing-rslib' },
];

/** The loaded page links to the feed at `url` as an RSS alternate. */
async function expectAdvertised(page: Page, url: string) {
  const hrefs = await page
    .locator('link[rel="alternate"][type="application/rss+xml"]')
    .evaluateAll((links) => links.map((l) => new URL(l.getAttribute('href') ?? '', location.href).pathname));
  expect(hrefs, `${page.url()} advertises ${url}`).toContain(url);
}

for (const feed of feeds) {
  readOnlyTest(
    `${feed.url} is an RSS 2.0 feed listing the announcement, which advertises it`,
    async ({ request, page }) => {
      const response = await request.get(feed.url);
      expect(response.status()).toBe(200);
      const parsed = new XMLParser({ ignoreAttributes: false }).parse(await response.text());
      expect(parsed.rss['@_version']).toBe('2.0');
      const channel = parsed.rss.channel;
      expect(channel.title).toBeTruthy();
      const items = [channel.item].flat();
      expect(items.length).toBeGreaterThan(0);

      await page.goto(feed.article);
      const title = ((await page.locator('.rp-doc h1').first().textContent()) ?? '').replace(/^#\s*/, '').trim();
      const item = items.find((i: { link: string }) => new URL(i.link).pathname === feed.article);
      expect(item, `an item links to ${feed.article}`).toBeTruthy();
      expect(item.title).toBe(title);
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe('2025-05-14');
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description, 'the page has a description').toBeTruthy();
      expect(item.description, 'the item carries the page description').toBe(description);
      await expectAdvertised(page, feed.url);
    },
  );

  // The article advertises the feed too: checked above, on the page the feed's item is compared with.
  readOnlyTest(`${feed.page} advertises ${feed.url}`, async ({ page }) => {
    await page.goto(feed.page);
    await expectAdvertised(page, feed.url);
  });
}

test('llms.txt lists the pages of each language', async ({ request }) => {
  for (const [url, sample] of [
    ['/llms.txt', '/guide/start/quick-start.md'],
    ['/zh/llms.txt', '/zh/guide/start/quick-start.md'],
  ] as const) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(sample);
  }
});
