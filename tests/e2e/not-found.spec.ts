import type { Dialog } from '@playwright/test';
import { expect, readOnlyTest, test } from './fixtures';

const notFound = [
  { path: '/this-page-does-not-exist', lang: 'en', title: 'PAGE NOT FOUND', home: 'Take me home', homeHref: '/' },
  { path: '/guide/start/nope', lang: 'en', title: 'PAGE NOT FOUND', home: 'Take me home', homeHref: '/' },
  { path: '/%E0%A4%A', lang: 'en', title: 'PAGE NOT FOUND', home: 'Take me home', homeHref: '/' },
  // Issue 41, B1: with its `%` dropped, `/%` was the home page (under a 404 status), `/zh/%` the Chinese one.
  { path: '/%', lang: 'en', title: 'PAGE NOT FOUND', home: 'Take me home', homeHref: '/' },
  { path: '/guide/start/%', lang: 'en', title: 'PAGE NOT FOUND', home: 'Take me home', homeHref: '/' },
  { path: '/zh/%', lang: 'zh', title: '页面未找到', home: '返回首页', homeHref: '/zh/' },
  {
    path: '/guide/<script>alert(1)</script>',
    lang: 'en',
    title: 'PAGE NOT FOUND',
    home: 'Take me home',
    homeHref: '/',
  },
  { path: '/zh/this-page-does-not-exist', lang: 'zh', title: '页面未找到', home: '返回首页', homeHref: '/zh/' },
];

for (const { path, lang, title, home, homeHref } of notFound) {
  readOnlyTest(`${path} shows the 404 page`, async ({ page }) => {
    let dialogs = 0;
    const onDialog = async (dialog: Dialog) => {
      dialogs++;
      await dialog.dismiss();
    };
    // The page is shared with the next read-only test: the listener goes with this one.
    page.on('dialog', onDialog);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('.rp-not-found')).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const link = page.locator('a.rp-not-found__home-link');
    await expect(link).toHaveText(home);
    await expect(link).toHaveAttribute('href', homeHref);
    // Named by its text, with no aria-label of its own.
    await expect(page.getByRole('link', { name: home, exact: true })).toBeVisible();
    await expect(link).not.toHaveAttribute('aria-label');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    page.off('dialog', onDialog);
    expect(dialogs).toBe(0);
  });
}

test('"Take me home" goes home', async ({ page }) => {
  await page.goto('/zh/nope');
  await page.locator('a.rp-not-found__home-link', { hasText: '返回首页' }).click();
  await expect(page).toHaveURL(/\/zh\/$/);
  await expect(page.locator('.rp-home-hero')).toBeVisible();
});

const suffixes = [
  { path: '/guide/start/quick-start.html', canonical: '/guide/start/quick-start' },
  { path: '/guide/start/index', canonical: '/guide/start/' },
  { path: '/guide/start/index.html', canonical: '/guide/start/' },
  { path: '/zh/guide/start/quick-start.html', canonical: '/zh/guide/start/quick-start' },
  { path: '/zh/guide/start/index', canonical: '/zh/guide/start/' },
  { path: '/guide/%73tart/quick-start', canonical: '/guide/start/quick-start' },
];

for (const { path, canonical } of suffixes) {
  readOnlyTest(`${path} resolves to ${canonical}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('.rp-not-found')).toHaveCount(0);
    await expect(page.locator('.rp-doc h1').first()).toBeVisible();
    const active = page.locator('.rp-doc-layout__sidebar a.rp-sidebar-item--active');
    await expect(active).toHaveAttribute('href', canonical);
  });
}
