// Narrow phones (issue 41, V8): the sticky bar's section label, two lines at most, stays inside the bar; the button
// it labels keeps the outline's title in its name (S14).
import { i18nSource } from '../../theme/i18n';
import { expect, gotoReady, test } from './fixtures';

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
