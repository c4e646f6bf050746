// Saves screenshots of the built site for a visual review (not a test): the home page and a guide page at
// desktop, tablet and phone widths, light and dark, English and Chinese, plus the Rstack menu opened.
// Usage: node scripts/screenshots.mjs [--port 4190] [--root doc_build]  → tests/.tmp/screenshots/*.png (kept out of test-results/, which Playwright empties on every run)
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { fullChromium, offlineArgs } from './lib/browsers.mjs';
import { repoRoot } from './lib/paths.mjs';
import { serve } from './lib/static-server.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4190' }, root: { type: 'string', default: 'doc_build' } },
});
const port = Number(values.port);
const outDir = path.join(repoRoot, 'tests/.tmp/screenshots');
const pages = [
  { name: 'home', path: '/', fullPage: true },
  { name: 'quick-start', path: '/guide/start/quick-start', fullPage: false },
];
const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

await fs.mkdir(outDir, { recursive: true });
const server = await serve({ root: path.resolve(repoRoot, values.root ?? 'doc_build'), port });
const browser = await chromium.launch({
  executablePath: fullChromium(),
  args: offlineArgs,
});
const saved = [];
try {
  for (const lang of ['en', 'zh']) {
    for (const theme of ['light', 'dark']) {
      for (const size of widths) {
        const context = await browser.newContext({
          viewport: { width: size.width, height: size.height },
          colorScheme: theme === 'dark' ? 'dark' : 'light',
        });
        await context.addInitScript((value) => {
          localStorage.setItem('rspress-visited', '1');
          localStorage.setItem('rspress-theme-appearance', value);
        }, theme);
        const page = await context.newPage();
        for (const target of pages) {
          await page.goto(`http://127.0.0.1:${port}${lang === 'zh' ? '/zh' : ''}${target.path}`);
          await page.waitForLoadState('networkidle');
          const file = path.join(outDir, `${target.name}-${lang}-${size.name}-${theme}.png`);
          await page.screenshot({ path: file, fullPage: target.fullPage });
          saved.push(file);
        }
        await page.goto(`http://127.0.0.1:${port}${lang === 'zh' ? '/zh/' : '/'}`);
        await page.getByRole('button', { name: lang === 'zh' ? 'Rstack 工具' : 'Rstack tools' }).click();
        await page.locator('#rstack-ecosystem-menu img').last().waitFor();
        await page.waitForLoadState('networkidle');
        const menuFile = path.join(outDir, `menu-${lang}-${size.name}-${theme}.png`);
        await page.screenshot({ path: menuFile });
        saved.push(menuFile);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(saved.map((f) => path.relative(repoRoot, f)).join('\n'));
