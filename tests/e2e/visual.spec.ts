// Screenshot comparisons: one page per template at the five widths of the spec audit, light and dark, English and
// a few Chinese pages. Baselines live in visual.spec.ts-snapshots/; CONTRIBUTING.md says how to update them.
//
// Deterministic by construction: a fontconfig setup with exactly the fonts of scripts/lib/visual-fonts.mjs,
// animations and transitions off, reduced motion, a fixed clock, the git-dependent 'Last Updated' text replaced
// and masked, viewport captures only (content edits below the fold do not churn them). One page load per page and
// theme; the widths are reached by resizing.
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { chromiumPaths, fullChromium } from '../../scripts/lib/browsers.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { missingFontPackages, writeFontConfig } from '../../scripts/lib/visual-fonts.mjs';
import { test as base, expect, whenReady } from './fixtures';

/**
 * The browser the baselines were taken with: Debian's Chromium package (scripts/setup-browser.mjs), which draws
 * what readers see. The other tests run on the headless shell, whose Chinese glyphs come out a few pixels apart.
 */
const referenceBrowser = fullChromium();

const test = base.extend<object, { fontConfig: string }>({
  fontConfig: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as an object.
    async ({}, use, workerInfo) => {
      await use(writeFontConfig(path.join(repoRoot, 'tests/.tmp/visual-fonts', String(workerInfo.workerIndex))));
    },
    { scope: 'worker' },
  ],
  // The reference browser, seeing only the screenshot fonts.
  launchOptions: [
    async ({ launchOptions, fontConfig }, use) => {
      await use({
        ...launchOptions,
        executablePath: referenceBrowser,
        env: { ...process.env, FONTCONFIG_FILE: fontConfig },
      });
    },
    { scope: 'worker' },
  ],
});

/** Widths of the audit: desktop, the 1280 edge, tablet, the 768 edge and a phone. */
const widths = [1440, 1280, 1024, 768, 390] as const;
const heightOf = (width: number) => (width === 390 ? 844 : 900);

/**
 * A pixel counts as different when its colour moves by more than Playwright's default perceptual threshold (0.2),
 * which absorbs the last-bit colour noise of different CPUs' rasterizer code paths; a screenshot fails from 26
 * such pixels on. The smallest change worth seeing (a 16 px icon, a text line moved by 1 px) changes hundreds.
 */
const tolerance = { threshold: 0.2, maxDiffPixels: 25 };

/** One page per template. Chinese on the pages with the most text of their own. */
const pages = [
  { name: 'home', route: '/', langs: ['en', 'zh'] },
  { name: 'guide', route: '/guide/start/glossary', langs: ['en', 'zh'] },
  { name: 'option', route: '/config/lib/format', langs: ['en'] },
  { name: 'config-index', route: '/config/lib/', langs: ['en'] },
  { name: 'overview', route: '/config/', langs: ['en', 'zh'] },
  { name: 'blog', route: '/blog/', langs: ['en'] },
  { name: 'article', route: '/blog/introducing-rslib', langs: ['en'] },
  { name: '404', route: '/no-such-page', langs: ['en'] },
] as const;

const skipReason = (() => {
  if (os.platform() !== 'linux') return 'baselines are Linux renderings';
  // Another Chromium build draws other pixels.
  if (referenceBrowser === undefined)
    return `baselines are taken with Debian's Chromium (${chromiumPaths.join(' or ')})`;
  const missing = missingFontPackages();
  if (missing.length > 0) return `fonts missing: run npm run setup:browser, or apt-get install ${missing.join(' ')}`;
  return undefined;
})();

/** Fixes what would otherwise change between runs and machines, once the page has settled. */
async function settle(page: Page) {
  await whenReady(page);
  await page.evaluate(async () => {
    for (const span of document.querySelectorAll('.rp-last-updated span')) span.textContent = '2025-05-14 08:00:00';
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) =>
        img.complete ? null : new Promise((done) => img.addEventListener('load', done)),
      ),
    );
  });
  await page.mouse.move(0, 0);
}

test.describe('screenshots', () => {
  test.skip(() => skipReason !== undefined, skipReason);
  test.skip(({ browserName }) => browserName !== 'chromium', 'Chromium only');

  for (const { name, route, langs } of pages) {
    for (const lang of langs) {
      for (const theme of ['light', 'dark'] as const) {
        test(`${name} ${lang} ${theme}`, async ({ page }) => {
          await page.clock.setFixedTime(new Date('2025-06-01T08:00:00Z'));
          await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
          await page.setViewportSize({ width: widths[0], height: heightOf(widths[0]) });
          await page.goto(`${lang === 'en' ? '' : '/zh'}${route}`);
          await settle(page);
          for (const width of widths) {
            await page.setViewportSize({ width, height: heightOf(width) });
            await expect(page).toHaveScreenshot(`${name}-${lang}-${theme}-${width}.png`, {
              animations: 'disabled',
              caret: 'hide',
              mask: [page.locator('.rp-last-updated')],
              ...tolerance,
            });
          }
        });
      }
    }
  }
});
