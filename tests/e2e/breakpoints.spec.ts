// Both sides of every breakpoint of SPEC.md 2.4/2.5 and §9, and the hover timings of the top bar's dropdown
// (150 ms close) and the Rstack popover (0.1 s), on the page clock. One page load per case; widths change by resizing.
import type { Page } from '@playwright/test';
import { dropdownHoverDelays, popoverHoverDelays } from '../../theme/settings';
import { clockTest, expect, test } from './fixtures';

const withOutline = '/guide/basic/cli';
const withoutOutline = '/guide/basic/cli?outline=0';

const resize = (page: Page, width: number) => page.setViewportSize({ width, height: 800 });
const menuBar = (page: Page) => page.locator('.rp-sidebar-menu');
const sidebar = (page: Page) => page.locator('.rp-doc-layout__sidebar');
const outline = (page: Page) => page.locator('.rp-doc-layout__outline');

/** Spec 2.5 small-screen mode: a Menu button opens the sidebar, the outline is a closed dropdown. */
async function expectSmallScreen(page: Page, hasOutline: boolean) {
  await expect(menuBar(page)).toBeVisible();
  await expect(page.locator('.rp-sidebar-menu__left')).toBeVisible();
  await expect(sidebar(page)).toBeHidden();
  if (hasOutline) {
    await expect(page.locator('.rp-sidebar-menu__right')).toBeVisible();
    await expect(outline(page)).toBeHidden();
  }
}

/** Desktop: sidebar beside the content, no menu bar; a page with an outline shows it with its title. */
async function expectDesktop(page: Page, hasOutline: boolean) {
  await expect(menuBar(page)).toBeHidden();
  await expect(sidebar(page)).toBeVisible();
  const side = await sidebar(page).boundingBox();
  const content = await page.locator('.rp-doc-layout__doc').boundingBox();
  expect((side?.x ?? 0) + (side?.width ?? 0)).toBeLessThanOrEqual(content?.x ?? 0);
  if (hasOutline) {
    await expect(outline(page)).toBeVisible();
    await expect(page.locator('.rp-outline__title')).toBeVisible();
  }
}

test.describe('small-screen layout edges (spec 2.5: up to 960, or up to 1280 with an outline)', () => {
  test('a page with an outline: small up to 1280 px, desktop from 1281 px (and at 1440 px)', async ({ page }) => {
    await resize(page, 1281);
    await page.goto(withOutline);
    await expectDesktop(page, true);
    for (const width of [1280, 961, 960]) {
      await resize(page, width);
      await expectSmallScreen(page, true);
    }
    // The Menu button works at the edge, and the outline opens as a dropdown there.
    await resize(page, 1280);
    await page.locator('.rp-sidebar-menu__left').click();
    await expect(sidebar(page)).toBeVisible();
    await page.locator('.rp-sidebar-menu__mask').click({ position: { x: 1270, y: 790 } });
    await expect(sidebar(page)).toBeHidden();
    await page.locator('.rp-sidebar-menu__right').click();
    await expect(outline(page)).toBeVisible();
    await expect(outline(page).locator('.rp-toc-item').first()).toBeVisible();
    await resize(page, 1281);
    await expectDesktop(page, true);
    await resize(page, 1440);
    await expectDesktop(page, true);
  });

  test('a page without an outline: small up to 960 px (the Menu button opens the sidebar), sidebar beside the content from 961 px (also at 1024 px)', async ({
    page,
  }) => {
    await resize(page, 1281);
    await page.goto(withoutOutline);
    await expect(outline(page)).toHaveCount(0);
    for (const width of [1281, 1280, 1024, 961]) {
      await resize(page, width);
      await expectDesktop(page, false);
      await expect(page.locator('.rp-doc-layout__menu'), `no menu bar at ${width} px`).toBeHidden();
    }
    await resize(page, 960);
    await expectSmallScreen(page, false);
    await page.locator('.rp-sidebar-menu__left').click();
    await expect(sidebar(page)).toBeVisible();
  });
});

test.describe('top bar edges (spec 2.4 and §9: hamburger below 768 px, 56 px bar up to 768 px)', () => {
  const hamburger = (page: Page) => page.locator('.rp-nav-hamburger__sm');
  const navMenu = (page: Page) => page.locator('.rp-nav .rp-nav-menu').first();
  const barHeight = async (page: Page) => (await page.locator('.rp-nav').boundingBox())?.height;

  test('1440 px: 72 px; 767 px: hamburger and a 56 px bar, its full-screen menu closing at 768 px; 768 px: no hamburger, 56 px; 769 px: 72 px; 390 px: 56 px', async ({
    page,
  }) => {
    await resize(page, 1440);
    await page.goto(withOutline);
    expect(await barHeight(page), 'at 1440 px').toBe(72);
    await resize(page, 767);
    await expect(hamburger(page)).toBeVisible();
    await expect(navMenu(page)).toBeHidden();
    expect(await barHeight(page)).toBe(56);
    // The full-screen menu closes when the window grows to 768 px, and stays closed.
    await hamburger(page).click();
    await expect(page.locator('.rp-nav-screen')).toBeVisible();
    await resize(page, 768);
    await expect(page.locator('.rp-nav-screen')).toHaveCount(0);
    await expect(hamburger(page)).toBeHidden();
    await expect(navMenu(page)).toBeVisible();
    expect(await barHeight(page)).toBe(56);
    await resize(page, 769);
    await expect(hamburger(page)).toBeHidden();
    await expect(navMenu(page)).toBeVisible();
    expect(await barHeight(page)).toBe(72);
    // On a phone the bar and the height the layout reserves for it are 56 px.
    await resize(page, 390);
    await expect.poll(async () => barHeight(page)).toBe(56);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--rp-nav-height').trim()),
    ).toBe('56px');
  });

  test('the Menu button is named in the page language and says whether its menu is open, which holds no language list', async ({
    page,
  }) => {
    await resize(page, 767);
    for (const [prefix, name, language] of [
      ['', 'Site menu', 'Language'],
      ['/zh', '站点菜单', '语言'],
    ] as const) {
      await page.goto(`${prefix}${withOutline}`);
      const button = page.locator('.rp-nav').getByRole('button', { name, exact: true });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const screen = page.locator('.rp-nav-screen');
      await expect(screen.getByRole('link')).not.toHaveCount(0);
      await expect(screen.getByText(language)).toHaveCount(0);
      // The one language switch stays in the bar, usable while the menu is open.
      await expect(page.getByRole('button', { name: new RegExp(`^${language}:`) })).toBeVisible();
      await button.click();
      await expect(screen).toHaveCount(0);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });
});

// One page load on the page clock (a browser context of its own): the language dropdown, then the Rstack popover.
clockTest(
  `hover timings, on the page clock: the language dropdown opens on hover and closes ${dropdownHoverDelays.close} ms after the pointer leaves; the Rstack popover opens and closes ${popoverHoverDelays.open} ms after the pointer enters or leaves, and stays open while the pointer is on it`,
  async ({ page }) => {
    await page.clock.install();
    await page.goto('/guide/start/');
    // From here on, timers move only when the test says so. The margin covers a slow machine's page load.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);

    await clockTest.step('the language dropdown', async () => {
      expect(dropdownHoverDelays).toEqual({ open: 0, close: 150 });
      const button = page.getByRole('button', { name: 'Language:' });
      const list = page.locator('#rslib-language-menu');
      await button.hover();
      await expect(list).toBeVisible();
      await page.mouse.move(700, 500);
      await page.clock.runFor(149);
      await expect(list).toBeVisible();
      await page.clock.runFor(1);
      await expect(list).toBeHidden();
      // Coming back before the delay ends keeps it open.
      await button.hover();
      await page.mouse.move(700, 500);
      await page.clock.runFor(100);
      await button.hover();
      await page.clock.runFor(500);
      await expect(list).toBeVisible();
      // The pointer leaves for good: the list closes.
      await page.mouse.move(700, 500);
      await page.clock.runFor(500);
      await expect(list).toBeHidden();
    });

    await clockTest.step('the Rstack popover', async () => {
      expect(popoverHoverDelays).toEqual({ open: 100, close: 100 });
      const button = page.getByRole('button', { name: 'Rstack tools' });
      const popover = page.locator('#rstack-ecosystem-menu');
      await button.hover();
      await page.clock.runFor(99);
      await expect(popover).toBeHidden();
      await page.clock.runFor(1);
      await expect(popover).toBeVisible();
      await page.mouse.move(700, 500);
      await page.clock.runFor(99);
      await expect(popover).toBeVisible();
      await page.clock.runFor(1);
      await expect(popover).toBeHidden();
      // From the button onto a link of the popover, it stays open (ecosystem.spec.ts had this on the same page).
      await button.hover();
      await page.clock.runFor(100);
      await expect(popover).toBeVisible();
      await popover.getByRole('link').first().hover();
      await page.clock.runFor(200);
      await expect(popover).toBeVisible();
      await page.mouse.move(900, 600);
      await page.clock.runFor(99);
      await expect(popover).toBeVisible();
      await page.clock.runFor(1);
      await expect(popover).toBeHidden();
    });
  },
);
