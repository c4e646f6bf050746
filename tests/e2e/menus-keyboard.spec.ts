/**
 * The menus of the top bar and of the doc layout are disclosures a keyboard user can open and close (issue 30,
 * item 4; WAI-ARIA disclosure pattern): each toggle says whether its menu is open (`aria-expanded`), Escape closes
 * the menu and puts the focus back on its toggle, and the full-screen menu keeps the focus inside while open.
 */
import type { Page } from '@playwright/test';
import { i18nSource } from '../../theme/i18n';
import { expect, gotoReady, test } from './fixtures';

const page_ = '/guide/basic/cli';
const resize = (page: Page, width: number) => page.setViewportSize({ width, height: 800 });

/** Whether the focus is on an element matching one of `selectors` or inside one. */
const focusIn = (page: Page, selectors: string) =>
  page.evaluate((s) => !!document.activeElement?.closest(s), selectors);

// One page load per width: the menus of a phone (390 px) and of a tablet (1024 px), each a step.
test('at 390 px: the full-screen menu (Escape, the focus kept inside, the version group) and the sidebar drawer and outline dropdown', async ({
  page,
}) => {
  await resize(page, 390);
  await gotoReady(page, page_);

  // The sidebar drawer and the outline dropdown first: their keys load on the reader's first use of the page.
  for (const { name, toggle, panel } of [
    { name: 'sidebar drawer', toggle: '.rp-sidebar-menu__left', panel: '.rp-doc-layout__sidebar' },
    { name: 'outline dropdown', toggle: '.rp-sidebar-menu__right', panel: '.rp-doc-layout__outline' },
  ]) {
    await test.step(`${name}: aria-expanded follows it, Escape closes it and puts the focus back on its toggle`, async () => {
      const button = page.locator(toggle);
      const open = page.locator(`${panel}--open`);
      // The keys load on the reader's first use of the page (theme/components/DocMenuKeys): here, the focus.
      await button.focus();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(open).toHaveCount(1);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      // K6, K7 (issue 41): while open, Tab goes round the panel and its toggle, never into the page behind.
      const stops = await open.evaluate((el) => el.querySelectorAll('a[href], button').length);
      for (let i = 0; i < stops + 2; i++) {
        await page.keyboard.press('Tab');
        expect(await focusIn(page, `${panel}, ${toggle}`), `Tab ${i + 1}`).toBe(true);
      }
      // From inside the panel.
      await page.locator(panel).locator('a[href]').first().focus();
      await page.keyboard.press('Escape');
      await expect(open).toHaveCount(0);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
    });
  }

  await test.step('full-screen menu: Escape closes it and puts the focus back on the Menu button', async () => {
    const button = page.locator('.rp-nav').getByRole('button', { name: 'Site menu', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.rp-nav-screen')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(page.locator('.rp-nav-screen')).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  await test.step('full-screen menu: while open, Tab and Shift+Tab stay on the Menu button and in the menu', async () => {
    const button = page.locator('.rp-nav').getByRole('button', { name: 'Site menu', exact: true });
    await button.click();
    const menu = page.locator('.rp-nav-screen');
    await expect(menu).toBeVisible();
    const inside = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return !!active && (!!active.closest('.rp-nav-screen') || active.classList.contains('rp-nav-hamburger__sm'));
      });
    // Forwards past the end of the menu and back past the button: the focus never reaches the page behind.
    const stops = await menu.evaluate(
      (element) => element.querySelectorAll('a[href], button, [tabindex]:not([tabindex="-1"])').length,
    );
    expect(stops).toBeGreaterThan(2);
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await inside(), `Tab ${i + 1}`).toBe(true);
    }
    await button.focus();
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside(), `Shift+Tab ${i + 1}`).toBe(true);
    }
    // The focus did visit the menu's own links.
    await button.focus();
    await page.keyboard.press('Tab');
    await expect(menu.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  });

  await test.step('version menu (issue 32, item 1): the full-screen menu holds it, a group that Enter opens, with both links', async () => {
    await expect(page.locator('button[aria-controls="rslib-version-menu"]')).toBeHidden();
    const menuButton = page.locator('.rp-nav').getByRole('button', { name: 'Site menu', exact: true });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const screen = page.locator('.rp-nav-screen');
    const group = screen.getByRole('button', { name: 'Version: 1.x' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    // K8 (issue 41): folded, its links are no Tab stops.
    await group.focus();
    await page.keyboard.press('Tab');
    await expect(screen.locator('a[href="https://v0.rslib.rs"]')).not.toBeFocused();
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getByRole('link', { name: '0.x' })).toHaveAttribute('href', 'https://v0.rslib.rs');
    await expect(screen.getByRole('link', { name: 'Releases' })).toHaveAttribute(
      'href',
      'https://github.com/web-infra-dev/rslib/releases',
    );
    await page.keyboard.press('Tab');
    await expect(screen.getByRole('link', { name: '0.x' })).toBeFocused();
  });
});

test('at 1024 px: the tablet menu (Enter, Space, Escape) and K6, the sidebar drawer as a modal dialog below its toggle', async ({
  page,
}) => {
  await resize(page, 1024);
  await gotoReady(page, page_);

  await test.step('tablet menu (768 to 1280 px): Enter and Space open it, aria-expanded follows, Escape closes it and puts the focus back', async () => {
    const wrapper = page.locator('.rp-nav-hamburger__md');
    const button = wrapper.getByRole('button', { name: 'Theme and links', exact: true });
    const group = wrapper.locator(':scope > .rp-hover-group');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // S10 (issue 41): beside the sidebar's Menu button, it has a name of its own.
    await expect(page.locator('.rp-sidebar-menu__left')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(1);
    for (const key of ['Enter', 'Space']) {
      await button.focus();
      await page.keyboard.press(key);
      await expect(button, key).toHaveAttribute('aria-expanded', 'true');
      await expect(group).toBeVisible();
      // Into the menu, then out of it by Escape.
      await page.keyboard.press('Tab');
      await expect(wrapper.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(group).toBeHidden();
      await expect(button).toBeFocused();
    }
  });

  await test.step('K6: the sidebar drawer is a modal dialog below its toggle, which takes the focus back', async () => {
    const button = page.locator('.rp-sidebar-menu__left');
    const drawer = page.locator('.rp-doc-layout__sidebar');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toHaveClass(/rp-doc-layout__sidebar--open/);
    await expect(drawer).toHaveAttribute('role', 'dialog');
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    await expect(drawer).toHaveAccessibleName(i18nSource.sidebarNavLabel.en);
    // The focus moved into it (to the current page), the page behind is inert, the toggle stays visible and usable.
    await expect(drawer.locator('.rp-sidebar-item--active')).toBeFocused();
    expect(await page.locator('main').evaluate((el) => !!el.closest('[inert]'))).toBe(true);
    expect(await page.locator('.rp-nav').evaluate((el) => !!el.closest('[inert]'))).toBe(true);
    const box = await button.boundingBox();
    const onTop = await page.evaluate(
      ([x, y]) => !!document.elementFromPoint(x as number, y as number)?.closest('.rp-sidebar-menu__left'),
      [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
    );
    expect(onTop, 'the Menu button is not covered by its drawer').toBe(true);
    // After its last link, Tab comes round to the toggle, not behind the mask.
    await drawer.locator('a[href]').last().focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).not.toHaveClass(/--open/);
    await expect(button).toBeFocused();
    await expect(drawer).not.toHaveAttribute('role', 'dialog');
    expect(await page.locator('main').evaluate((el) => !!el.closest('[inert]'))).toBe(false);
    // Its toggle also closes it by pointer, and the focus comes back there too.
    await button.click();
    await expect(drawer.locator('.rp-sidebar-item--active')).toBeFocused();
    await page.locator('.rp-sidebar-menu__mask').click({ position: { x: 1000, y: 600 } });
    await expect(drawer).not.toHaveClass(/--open/);
    await expect(button).toBeFocused();
    // Open while the window grows past the drawer's widths: it closes, and leaves no inert page behind.
    await button.click();
    await expect(drawer).toHaveAttribute('role', 'dialog');
    await resize(page, 1440);
    await expect(drawer).not.toHaveClass(/--open/);
    await expect(drawer).not.toHaveAttribute('role', 'dialog');
    expect(await page.locator('main').evaluate((el) => !!el.closest('[inert]'))).toBe(false);
  });
});

test.describe('sidebar groups without a page of their own', () => {
  for (const { route, groups } of [
    { route: '/guide/basic/cli', groups: ['Getting Started', 'Solution', 'FAQ'] },
    { route: '/config/lib/format', groups: ['Lib Configurations', 'Rsbuild Configurations'] },
  ]) {
    test(`are buttons that Enter and Space toggle: ${groups.join(', ')}`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoReady(page, route);
      // A keyboard reader's first key loads the keys (theme/components/DocMenuKeys); Shift moves nothing.
      await page.keyboard.press('Shift');
      const sidebar = page.locator('.rp-doc-layout__sidebar');
      for (const name of groups) {
        const header = sidebar.getByRole('button', { name, exact: true });
        const rows = header.locator('xpath=following-sibling::div[1]');
        await expect(header, name).toBeVisible();
        const before = await header.getAttribute('aria-expanded');
        expect(before, name).toMatch(/^(true|false)$/);
        const after = before === 'true' ? 'false' : 'true';
        await header.focus();
        await expect(header).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(header, `${name} after Enter`).toHaveAttribute('aria-expanded', after);
        await expect(rows).toHaveCSS('grid-template-rows', after === 'true' ? /^(?!0px$)/ : '0px');
        await page.keyboard.press('Space');
        await expect(header, `${name} after Space`).toHaveAttribute('aria-expanded', before as string);
        await expect(header).toBeFocused();
      }
    });
  }
});

test.describe('sidebar groups that are also pages (issue 41, K5)', () => {
  test('their chevron is a button that folds the group from the keyboard and the pointer, without leaving the page', async ({
    page,
  }) => {
    await gotoReady(page, '/guide/start/quick-start');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    for (const group of ['Basic', 'Advanced', 'Migration']) {
      const toggle = sidebar.getByRole('button', {
        name: i18nSource.sidebarToggleLabel.en.replace('{0}', group),
        exact: true,
      });
      const rows = toggle.locator('xpath=../following-sibling::div[1]');
      const before = await toggle.getAttribute('aria-expanded');
      expect(before, group).toMatch(/^(true|false)$/);
      const after = before === 'true' ? 'false' : 'true';
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle, `${group} after Enter`).toHaveAttribute('aria-expanded', after);
      await expect(rows).toHaveCSS('grid-template-rows', after === 'true' ? /^(?!0px$)/ : '0px');
      await toggle.click();
      await expect(toggle, `${group} after a click`).toHaveAttribute('aria-expanded', before as string);
      await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    }
    // Its link still opens the group's page.
    await sidebar.getByRole('link', { name: 'Basic', exact: true }).click();
    await expect(page).toHaveURL(/\/guide\/basic\/$/);
  });
});

test.describe('Rstack and language menus of the top bar', () => {
  const menus = [
    { name: 'Rstack menu', toggle: '#rstack-ecosystem > button', list: '#rstack-ecosystem-menu' },
    { name: 'language menu', toggle: 'button[aria-controls="rslib-language-menu"]', list: '#rslib-language-menu' },
  ];

  // One page load; the phone width is reached by resizing. The Rstack menu's keys are checked at these widths with the
  // rest of that menu (ecosystem.spec.ts); here the language menu's, and that the phone's full-screen menu holds neither.
  test('language menu at 1440 and 390 px: Enter and Space open it, Escape from an entry closes it, focus back on its toggle', async ({
    page,
  }) => {
    await resize(page, 1440);
    await gotoReady(page, page_);
    for (const width of [1440, 390]) {
      await resize(page, width);
      for (const { name, toggle, list } of menus.filter((menu) => menu.name === 'language menu')) {
        await test.step(`${name} at ${width} px`, async () => {
          const button = page.locator(toggle);
          const panel = page.locator(list);
          await expect(button).toHaveAttribute('aria-expanded', 'false');
          for (const key of ['Enter', 'Space']) {
            await button.focus();
            await page.keyboard.press(key);
            await expect(button, `${name} at ${width} px, ${key}`).toHaveAttribute('aria-expanded', 'true');
            await expect(panel).toBeVisible();
            await page.keyboard.press('Tab');
            await expect(panel.locator(':focus')).toHaveCount(1);
            await page.keyboard.press('Escape');
            await expect(panel).toBeHidden();
            await expect(button).toHaveAttribute('aria-expanded', 'false');
            await expect(button).toBeFocused();
          }
        });
      }
    }
    // The full-screen menu of a phone holds neither menu: the top bar's toggles are the only ones.
    await page.locator('.rp-nav').getByRole('button', { name: 'Site menu', exact: true }).click();
    await expect(page.locator('.rp-nav-screen')).toBeVisible();
    for (const { toggle, list } of menus)
      await expect(page.locator(`.rp-nav-screen :is(${toggle}, ${list})`)).toHaveCount(0);
  });
});

test.describe('version menu (issue 32, item 1)', () => {
  for (const { route, label, releases, v0 } of [
    { route: '/guide/basic/cli', label: 'Version', releases: 'Releases', v0: 'https://v0.rslib.rs' },
    { route: '/zh/guide/basic/cli', label: '版本', releases: '版本发布', v0: 'https://v0.rslib.rs/zh/' },
  ]) {
    test(`${route} at 1440 px: Enter and Space open it, Escape from an entry closes it, focus back on its toggle`, async ({
      page,
    }) => {
      await resize(page, 1440);
      await gotoReady(page, route);
      const button = page.getByRole('button', { name: `${label}: 1.x`, exact: true });
      const list = page.locator('#rslib-version-menu');
      await expect(button).toHaveAttribute('aria-controls', 'rslib-version-menu');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(list).toBeHidden();
      for (const key of ['Enter', 'Space']) {
        await button.focus();
        await page.keyboard.press(key);
        await expect(button, key).toHaveAttribute('aria-expanded', 'true');
        await expect(list).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(list.getByRole('link', { name: '0.x' })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(list).toBeHidden();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(button).toBeFocused();
      }
      // Its entries: this line, marked current, and plain links to the 0.x docs and the release notes.
      await button.click();
      await expect(list.locator('[aria-current="true"]')).toHaveText('1.x');
      await expect(list.getByRole('link', { name: '0.x' })).toHaveAttribute('href', v0);
      await expect(list.getByRole('link', { name: releases })).toHaveAttribute(
        'href',
        'https://github.com/web-infra-dev/rslib/releases',
      );
    });
  }
});
