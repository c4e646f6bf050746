// Build and page-weight figures as a Markdown table: cold and warm build time, pages built, dist size,
// and what a browser downloads to show sample pages (JS, CSS and HTML, gzip). Timing lives here, never in tests.
// Usage: npm run bench [-- --pages /,/guide/start/quick-start]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { repoRoot } from './lib/paths.mjs';
import { serve } from './lib/static-server.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '/,/guide/start/quick-start,/zh/guide/start/quick-start,/config/lib/format' },
  },
});
const samplePages = (values.pages ?? '/').split(',');
const outDir = path.join(repoRoot, 'doc_build');

function build() {
  const started = performance.now();
  const result = spawnSync('npx', ['rspress', 'build'], { cwd: repoRoot, stdio: 'ignore' });
  if (result.status !== 0) throw new Error('rspress build failed');
  return (performance.now() - started) / 1000;
}

fs.rmSync(outDir, { recursive: true, force: true });
fs.rmSync(path.join(repoRoot, 'node_modules/.cache'), { recursive: true, force: true });
const cold = build();
const warm = build();

const files = fs.readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
const htmlPages = files.filter((e) => e.name.endsWith('.html') && e.name !== '404.html').length;
const distBytes = files.reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0);
const gzipOf = (/** @type {string} */ file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

const port = 4199;
const server = await serve({ root: outDir, port });
const browser = await chromium.launch({
  executablePath: ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p)),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
/** @type {string[]} */
const rows = [];
for (const pagePath of samplePages) {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    locale: pagePath.startsWith('/zh') ? 'zh-CN' : 'en-US',
  });
  const page = await context.newPage();
  /** @type {Record<string, number>} */
  const bytes = { script: 0, stylesheet: 0, document: 0 };
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = new URL(response.url());
    if (!(type in bytes) || url.port !== String(port)) return;
    const local = path.join(outDir, decodeURIComponent(url.pathname));
    const file = [local, `${local}.html`, path.join(local, 'index.html')].find(
      (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
    );
    if (file) bytes[type] = (bytes[type] ?? 0) + gzipOf(file);
  });
  await page.goto(`http://127.0.0.1:${port}${pagePath}`, { waitUntil: 'networkidle' });
  const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
  rows.push(
    `| \`${pagePath}\` | ${kb(bytes.script ?? 0)} | ${kb(bytes.stylesheet ?? 0)} | ${kb(bytes.document ?? 0)} |`,
  );
  await context.close();
}
await browser.close();
server.close();

console.log(`| Build | Value |
| --- | --- |
| Cold build (no cache) | ${cold.toFixed(1)} s |
| Warm build | ${warm.toFixed(1)} s |
| HTML pages built | ${htmlPages} |
| Size of doc_build | ${(distBytes / 1024 / 1024).toFixed(2)} MB |

| First load (gzip) | JS | CSS | HTML |
| --- | --- | --- | --- |
${rows.join('\n')}`);
