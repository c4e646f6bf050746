// Narrow phones (issue 41, V8): the sticky bar's section label, two lines at most, stays inside the bar; the button
// it labels keeps the outline's title in its name (S14). S7: wide tables scroll, each in a region named apart from the
// others. V2: the lib options table beside the outline at 1440 px.
import { i18nSource } from '../../theme/i18n';
import { expect, gotoReady, readOnlyTest, test } from './fixtures';

for (const width of [320, 375]) {
  test(`V8: at ${width} px a two-line section label fits inside the sticky bar`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await gotoReady(page, '/guide/advanced/third-party-deps');
    const label = page.locator('.rp-sidebar-menu__right__text');
    // Scrolled to a section whose title takes two lines at this width.
    for (let i = 0; i < 40; i++) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(100);
      if (((await label.boundingBox())?.height ?? 0) > 30) break;
    }
    await page.mouse.wheel(0, -10);
    await page.waitForTimeout(300);
    const [bar, text] = await Promise.all([page.locator('.rp-sidebar-menu').boundingBox(), label.boundingBox()]);
    expect(text && bar && text.height > 30, 'a two-line label was reached').toBe(true);
    if (!text || !bar) return;
    expect(text.y).toBeGreaterThanOrEqual(bar.y);
    expect(text.y + text.height).toBeLessThanOrEqual(bar.y + bar.height);
    // S14: named "On this page: <section>", the section being what it shows.
    const shown = await label.evaluate((el) =>
      [...el.childNodes]
        .filter((node) => !(node instanceof Element && node.classList.contains('rslib-sr-only')))
        .map((node) => node.textContent)
        .join('')
        .trim(),
    );
    const prefix = `${i18nSource.outlineTitle.en}${i18nSource.listTermSeparator.en}`;
    await expect(page.locator('.rp-sidebar-menu__right')).toHaveAccessibleName(`${prefix}${shown}`);
  });
}

test('S7: at 390 px the tables that scroll are regions, each named by its caption, no two alike', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const route of ['/guide/advanced/css', '/zh/config/rsbuild/']) {
    await gotoReady(page, route);
    const regions = page.locator('.rp-doc .rp-table-scroll-container[role="region"]');
    await expect(regions.first()).toBeAttached();
    const names = await regions.evaluateAll((all) =>
      all.map((region) => [region.getAttribute('aria-label'), region.querySelector('caption')?.textContent]),
    );
    expect(names.length, route).toBeGreaterThan(1);
    for (const [label, caption] of names) expect(label, route).toBe(caption);
    expect(new Set(names.map(([label]) => label)).size, route).toBe(names.length);
  }
});

readOnlyTest(
  'V2: at 1440 px the lib options table shows every column, Summary too, with no row taller than 240 px',
  async ({ page }) => {
    for (const route of ['/config/lib/', '/zh/config/lib/']) {
      await gotoReady(page, route);
      const table = page.locator('.rp-doc table').first();
      await expect(table.locator('th').last()).toHaveText(route.startsWith('/zh') ? '说明' : 'Summary');
      const { scroll, client, tallest, summaryWidth } = await table.evaluate((t) => {
        const container = t.parentElement as HTMLElement;
        return {
          scroll: container.scrollWidth,
          client: container.clientWidth,
          tallest: Math.max(...[...t.querySelectorAll('tr')].map((tr) => tr.getBoundingClientRect().height)),
          summaryWidth: t.querySelector('th:last-child')?.getBoundingClientRect().width ?? 0,
        };
      });
      expect(scroll, `${route}: nothing hidden to the right`).toBeLessThanOrEqual(client);
      expect(summaryWidth, route).toBeGreaterThan(180);
      expect(tallest, route).toBeLessThan(240);
    }
  },
);
