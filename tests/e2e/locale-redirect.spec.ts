import { expect, test } from './fixtures';

// These tests are about the first visit, so they start without the stored visited flag.
test.use({ storageState: { cookies: [], origins: [] } });

test.describe('first visit with a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('is sent to /zh/ once, then left where it goes', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await page.goto('/guide/start/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/guide\/start\/$/);
    await page.goto('/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('keeps the page when redirecting a deep link', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
  });
});

test.describe('crawlers', () => {
  test.use({ locale: 'zh-CN', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('are never redirected', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('stays on the English site', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('a browser with storage blocked', () => {
  test.use({ locale: 'zh-CN' });

  test('still renders the page', async ({ page }) => {
    await page.addInitScript(() => {
      // Like a browser with storage disabled: the property exists, but reading it throws.
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/guide/start/');
    await expect(page.locator('.rp-doc h1').first()).toBeVisible();
  });
});
