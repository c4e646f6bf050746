/**
 * The breadcrumbs above a doc page and the "Report a problem with this page" link under it (issue 32, items 7 and 8).
 * The breadcrumbs are read from the static HTML (JavaScript off), where search engines read them too, with their
 * `BreadcrumbList` JSON-LD; the report link's address is read without JavaScript, then after a click on a page
 * scrolled to a section.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, gotoReady, readJson, test } from './fixtures';

/** A page in a browser context of its own without JavaScript: the built site as it is before any script runs. */
async function staticPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

interface Step {
  name: string;
  href?: string;
  /** Text, not a link: its page is the current one or an earlier step's (issue 41, S9). */
  plain?: true;
}

/** The visible trail: each step's text and link (none for the current page, which is marked). */
const visibleTrail = (page: Page, label: string) =>
  page.getByRole('navigation', { name: label, exact: true }).evaluate((nav) =>
    [...nav.querySelectorAll('li')].map((li) => {
      const link = li.querySelector('a');
      return link
        ? { name: link.textContent ?? '', href: link.getAttribute('href') ?? '' }
        : { name: li.textContent ?? '', current: li.getAttribute('aria-current') };
    }),
  );

/** Every `BreadcrumbList` of the page, parsed (a syntax error fails the test). */
const jsonLdTrails = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? ''))
        .filter((data) => data['@type'] === 'BreadcrumbList'),
    );

const trails = [
  {
    route: '/guide/advanced/css',
    label: 'Breadcrumb',
    steps: [{ name: 'Guide', href: '/guide/start/' }, { name: 'Advanced', href: '/guide/advanced/' }, { name: 'CSS' }],
  },
  {
    route: '/zh/guide/advanced/css',
    label: '页面路径',
    steps: [{ name: '指南', href: '/zh/guide/start/' }, { name: '进阶', href: '/zh/guide/advanced/' }, { name: 'CSS' }],
  },
  // "Guide" and "Getting Started" both lead to the first guide page: one link (issue 41, S9).
  {
    route: '/guide/start/glossary',
    label: 'Breadcrumb',
    steps: [{ name: 'Guide', href: '/guide/start/' }, { name: 'Getting Started', plain: true }, { name: 'Glossary' }],
  },
  // On that page itself, no step links to it.
  {
    route: '/zh/guide/start/',
    label: '页面路径',
    steps: [{ name: '指南', plain: true }, { name: '开始', plain: true }, { name: '介绍' }],
  },
  {
    route: '/config/lib/format',
    label: 'Breadcrumb',
    steps: [{ name: 'Config', href: '/config/' }, { name: 'Lib Configurations' }, { name: 'lib.format' }],
  },
] satisfies { route: string; label: string; steps: Step[] }[];

/** The report links of pages whose trail is checked here too: the page's words for it, language and title. */
const reportLinks: Record<string, { name: string; lang: string; title: string }> = {
  '/guide/advanced/css': { name: 'Report a problem with this page', lang: 'en', title: 'CSS' },
  '/zh/guide/advanced/css': { name: '反馈本页问题', lang: 'zh', title: 'CSS' },
};

/** The issue a report link opens: its title and body. */
const issueOf = (href: string | null) => {
  const url = new URL(href ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('https://github.com/web-infra-dev/rslib/issues/new');
  return { title: url.searchParams.get('title') ?? '', body: url.searchParams.get('body') ?? '' };
};

// One browser context without JavaScript for all the pages: a context of its own cost as much as the checks.
test.describe('breadcrumbs in the static HTML', () => {
  test('on each doc page: the trail, its links, the current page and matching BreadcrumbList JSON-LD; the report link without JavaScript', async ({
    browser,
    baseURL,
  }) => {
    const rslibPackage = await readJson<{ version: string }>('node_modules/@rslib/core/package.json');
    const { page, close } = await staticPage(browser, baseURL);
    for (const { route, label, steps } of trails) {
      await test.step(route, async () => {
        await page.goto(route);
        const visible = await visibleTrail(page, label);
        expect(
          visible.map((step) => step.name),
          route,
        ).toEqual(steps.map((step) => step.name));
        const last = visible.at(-1);
        expect(last).toEqual({ name: steps.at(-1)?.name, current: 'page' });
        for (const [index, step] of steps.slice(0, -1).entries()) {
          if (step.href) expect(visible[index]).toEqual(step);
          else if (step.plain) expect(visible[index], step.name).toEqual({ name: step.name, current: null });
          else expect(visible[index]?.href, step.name).toMatch(/^\//);
        }
        const hrefs = visible.flatMap((step) => ('href' in step ? [step.href] : []));
        expect(hrefs, 'no link to the page itself').not.toContain(route);
        expect(new Set(hrefs).size, 'one link per page').toBe(hrefs.length);
        const [data, ...more] = await jsonLdTrails(page);
        expect(more).toEqual([]);
        expect(data['@context']).toBe('https://schema.org');
        const items = data.itemListElement as { '@type': string; position: number; name: string; item?: string }[];
        expect(items.map((item) => item.name)).toEqual(visible.map((step) => step.name));
        expect(items.map((item) => item.position)).toEqual(visible.map((_, index) => index + 1));
        for (const [index, item] of items.entries()) {
          expect(item['@type']).toBe('ListItem');
          const href = visible[index] && 'href' in visible[index] ? visible[index].href : undefined;
          // Each step but the page itself names its page by absolute URL: the link's address on the site's origin (a
          // step shown as text keeps the page it stands for, which search engines want for every step but the last).
          if (href) expect(new URL(item.item ?? '').pathname).toBe(href);
          else if (index < items.length - 1) expect(new URL(item.item ?? '').pathname).toMatch(/^\//);
          else expect(item.item).toBeUndefined();
        }
        const report = reportLinks[route];
        if (!report) return;
        // Without JavaScript the report link names the page, language, title and documented version.
        const link = page.getByRole('link', { name: new RegExp(`^${report.name}`) });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        const issue = issueOf(await link.getAttribute('href'));
        expect(issue.title).toContain(report.title);
        expect(issue.body).toContain(`Page: https://`);
        expect(issue.body).toMatch(new RegExp(`Page: https?://[^/\\s]+${route}\\n`));
        expect(issue.body).toContain(`Language: ${report.lang}`);
        expect(issue.body).toContain(`Section: ${report.title}`);
        expect(issue.body).toContain(`Version: @rslib/core ${rslibPackage.version}\n`);
      });
    }
    expect(Object.keys(reportLinks).filter((route) => !trails.some((trail) => trail.route === route))).toEqual([]);
    await close();
  });

  test('none on the home pages, the blog indexes and the 404 page', async ({ browser, baseURL }) => {
    const { page, close } = await staticPage(browser, baseURL);
    for (const route of ['/', '/zh/', '/blog/', '/zh/blog/', '/no-such-page']) {
      await page.goto(route);
      await expect(page.locator('body')).toBeAttached();
      await expect(page.getByRole('navigation', { name: /^(Breadcrumb|页面路径)$/ }), route).toHaveCount(0);
      expect(await jsonLdTrails(page), route).toEqual([]);
    }
    await close();
  });
});

test("after hydration (/guide/advanced/css): the report link's click names the section scrolled to; the JSON-LD is still the page's, and a page reached by a breadcrumb shows its own trail", async ({
  page,
  context,
}) => {
  // The issue form is not opened for real: the test reads the address the click leads to.
  await context.route('https://github.com/**', (route) => route.abort());
  await gotoReady(page, '/guide/advanced/css');

  await test.step("the JSON-LD is still the page's after hydration", async () => {
    const [data] = await jsonLdTrails(page);
    expect(data.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Guide', 'Advanced', 'CSS']);
  });

  await test.step('a click on the report link names the section the reader has scrolled to', async () => {
    const heading = page.locator('.rp-doc h2[id]').nth(2);
    const id = await heading.getAttribute('id');
    // The heading's own words: not its `#` link, nor any button beside them.
    const text = await heading.evaluate((h) =>
      [...h.childNodes]
        .filter((node) => !(node instanceof Element && node.matches('a, button')))
        .map((node) => node.textContent)
        .join('')
        .trim(),
    );
    expect(text).not.toBe('');
    await heading.evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 80));
    const link = page.getByRole('link', { name: /^Report a problem with this page/ });
    const popup = context.waitForEvent('page');
    // A click from script, which does not scroll the link into view as a pointer click would.
    await link.dispatchEvent('click');
    await (await popup).close();
    const issue = issueOf(await link.getAttribute('href'));
    expect(issue.body).toContain(`Section: ${text}\n`);
    expect(issue.body).toMatch(new RegExp(`Page: https?://[^/\\s]+/guide/advanced/css#${id}\\n`));
  });

  await test.step('a page reached by a breadcrumb shows its own trail, and no JSON-LD of the first page', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .getByRole('navigation', { name: 'Breadcrumb', exact: true })
      .getByRole('link', { name: 'Advanced' })
      .click();
    await expect(page).toHaveURL(/\/guide\/advanced\/$/);
    await expect
      .poll(() => visibleTrail(page, 'Breadcrumb'))
      .toEqual([
        { name: 'Guide', href: '/guide/start/' },
        // The title in the frontmatter of docs/en/guide/advanced/index.mdx.
        { name: 'Advanced guides', current: 'page' },
      ]);
    // No trail of the first page is left behind in the page reached in the browser.
    expect(await jsonLdTrails(page)).toEqual([]);
  });
});
