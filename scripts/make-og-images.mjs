// Draws the site's social preview images (Open Graph / Twitter cards, 1200 × 630, one per page type) and the
// PNG favicons from docs/public/logo.svg, with headless Chromium. Run it after changing the design or the logo,
// then commit the PNGs in docs/public/: the build only copies them.
// Usage: node scripts/make-og-images.mjs
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { escapeHtml } from '../theme/lib/shared.mjs';
import { fullChromium, offlineArgs } from './lib/browsers.mjs';
import { repoRoot } from './lib/paths.mjs';

const publicDir = path.join(repoRoot, 'docs/public');

/** One card per page type; theme/social-meta.ts points each section's pages at its file. */
const cards = [
  {
    file: 'og/home.png',
    label: '',
    title: 'The library build tool powered by Rsbuild',
    lines: ['ESM, CJS, UMD and type declarations from one config', '基于 Rsbuild 的库构建工具'],
  },
  {
    file: 'og/guide.png',
    label: 'Guide · 指南',
    title: 'Build and ship JavaScript libraries',
    lines: [
      'From the first build to output formats, declarations and migration',
      '从第一次构建到输出格式、类型声明与迁移',
    ],
  },
  {
    file: 'og/config.png',
    label: 'Config · 配置',
    title: 'Every option of rslib.config.ts',
    lines: ['Lib options and Rsbuild options, with types and defaults', 'Lib 配置与 Rsbuild 配置，附类型与默认值'],
  },
  {
    file: 'og/blog.png',
    label: 'Blog · 博客',
    title: 'News from the Rslib team',
    lines: ['Releases and articles about building libraries', '版本发布与库构建相关的文章'],
  },
];
const logo = fs.readFileSync(path.join(publicDir, 'logo.svg'), 'utf8').replace(/<title>.*?<\/title>/, '');
const fonts = "'Noto Sans CJK SC', 'Noto Sans', 'DejaVu Sans', sans-serif";

/** One preview card. @param {{ label: string, title: string, lines: readonly string[] }} card */
function cardHtml(card) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; font-family: ${fonts}; background: #fff8f3; color: #1c1917; overflow: hidden; }
  .stripe { position: absolute; inset: 0 auto 0 0; width: 24px; background: #e0542c; }
  .card { position: absolute; inset: 64px 96px 64px 120px; display: flex; flex-direction: column; gap: 34px; }
  .brand { display: flex; align-items: center; gap: 28px; }
  .brand svg { width: 96px; height: 96px; }
  .name { font-size: 76px; font-weight: 700; letter-spacing: -2px; }
  .label { display: inline-block; font-size: 30px; font-weight: 700; color: #fff; background: #c2441f; padding: 6px 22px; border-radius: 10px; }
  .title { font-size: 54px; font-weight: 700; line-height: 1.2; margin-top: 18px; }
  .lines { font-size: 32px; color: #57534e; line-height: 1.45; }
  .site { position: absolute; left: 0; bottom: 0; font-size: 30px; font-weight: 700; color: #c2441f; }
  </style></head><body><div class="stripe"></div><div class="card">
  <div class="brand">${logo}<span class="name">Rslib</span></div>
  <div>${card.label ? `<span class="label">${escapeHtml(card.label)}</span>` : ''}<div class="title">${escapeHtml(card.title)}</div></div>
  <div class="lines">${card.lines.map((line) => `<div>${escapeHtml(line)}</div>`).join('')}</div>
  <div class="site">rslib.rs</div>
  </div></body></html>`;
}

/** A square icon: the logo alone (transparent corners) or full-bleed for home screens. @param {number} size @param {boolean} fullBleed */
function iconHtml(size, fullBleed) {
  const svg = fullBleed ? logo.replace('rx="14"', 'rx="0"') : logo;
  return `<!doctype html><html><head><style>* { margin: 0; } body { width: ${size}px; height: ${size}px; background: transparent; }
  svg { display: block; width: ${size}px; height: ${size}px; }</style></head><body>${svg}</body></html>`;
}

const browser = await chromium.launch({
  executablePath: fullChromium(),
  args: offlineArgs,
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });

/** Renders `html` at `width × height` into `docs/public/<file>` and reports its size. */
async function render(/** @type {string} */ file, /** @type {string} */ html, width = 1200, height = 630) {
  await page.setViewportSize({ width, height });
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const target = path.join(publicDir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await page.screenshot({ path: target, type: 'png', omitBackground: true });
  console.log(`${file}: ${width}×${height}, ${(fs.statSync(target).size / 1024).toFixed(1)} KB`);
}

for (const card of cards) await render(card.file, cardHtml(card));
await render('favicon-32x32.png', iconHtml(32, false), 32, 32);
await render('apple-touch-icon.png', iconHtml(180, true), 180, 180);
await render('icon-192.png', iconHtml(192, false), 192, 192);
await render('icon-512.png', iconHtml(512, false), 512, 512);
await browser.close();
