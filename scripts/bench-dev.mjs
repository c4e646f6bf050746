// The writers' loop, timed: starts `npm run dev` on a free port, times the first 200 of a doc page and its first
// rendered <h1> in Chromium (both from the moment `npm run dev` is spawned), then saves five edits to the page's
// English and five to its Chinese source and times each from the save to the text on screen. Prints the medians and
// restores the files. Run it on a quiet machine; each start after the first reuses Rspress's build cache, as a
// writer's does.
// Usage: npm run bench:dev [-- --starts 3] [-- --edits 5] [-- --fresh] [-- --dir <checkout>]
// (--fresh: in a fresh clone, with no build cache; --dir: another checkout of the site, such as an older commit)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { offlineArgs, testChromium } from './lib/browsers.mjs';
import { editAndSee, firstOk, freePort, freshClone, median, startDev } from './lib/dev-server.mjs';
import { repoRoot } from './lib/paths.mjs';

/** A numeric option: `--name 3`. @param {string} name @param {number} fallback */
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const starts = option('starts', 3);
const edits = option('edits', 5);
const dirIndex = process.argv.indexOf('--dir');
const cwd = process.argv.includes('--fresh')
  ? freshClone(path.join(os.tmpdir(), 'rslib-docs-bench-dev'))
  : dirIndex === -1
    ? repoRoot
    : path.resolve(process.argv[dirIndex + 1] ?? '.');
const pages = [
  { route: '/guide/start/quick-start', file: 'docs/en/guide/start/quick-start.mdx' },
  { route: '/zh/guide/start/quick-start', file: 'docs/zh/guide/start/quick-start.mdx' },
];

const browser = await chromium.launch({ executablePath: testChromium(), args: offlineArgs });
/** @type {{ ok: number[], h1: number[], edits: Record<string, number[]>, reloads: number, errors: string[] }} */
const times = { ok: [], h1: [], edits: { en: [], zh: [] }, reloads: 0, errors: [] };
const originals = new Map(pages.map(({ file }) => [file, fs.readFileSync(path.join(cwd, file), 'utf8')]));
const restore = () => {
  for (const [file, text] of originals) fs.writeFileSync(path.join(cwd, file), text);
};
process.on('SIGINT', () => {
  restore();
  process.exit(130);
});

try {
  for (let run = 0; run < starts; run++) {
    const port = await freePort();
    const server = await startDev({ cwd, port });
    try {
      const [first] = pages;
      if (!first) throw new Error('no page');
      times.ok.push((await firstOk(`${server.origin}${first.route}`)) - server.started);
      const page = await browser.newPage();
      await page.goto(`${server.origin}${first.route}`);
      await page.locator('.rp-doc h1').first().waitFor();
      times.h1.push(performance.now() - server.started);
      // Edits on the last start only: the others time the start.
      if (run === starts - 1) {
        for (const { route, file } of pages) {
          const lang = route.startsWith('/zh/') ? 'zh' : 'en';
          if (page.url() !== `${server.origin}${route}`) {
            await page.goto(`${server.origin}${route}`);
            await page.locator('.rp-doc h1').first().waitFor();
          }
          await page.waitForTimeout(1000);
          for (let i = 0; i < edits; i++) {
            // A mark that a full reload of the page (instead of a hot update) would lose.
            await page.evaluate(() => Object.assign(window, { benchMark: true }));
            const ms = await editAndSee(page, path.join(cwd, file), `Bench edit ${lang} ${run}-${i}-${Date.now()}.`);
            times.edits[lang]?.push(ms);
            if (!(await page.evaluate(() => 'benchMark' in window))) times.reloads++;
            // Let the compile settle, as between a writer's saves.
            await page.waitForTimeout(500);
          }
          restore();
          await page.waitForTimeout(1000);
        }
      }
      await page.close();
      times.errors.push(...server.errors());
    } finally {
      await server.stop();
      restore();
    }
  }
} finally {
  await browser.close();
  restore();
}

/** @param {number[]} values */
const ms = (values) => `${median(values).toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(', ')})`;
console.log(`Checkout: ${cwd}

| Measure | Median (runs) |
| --- | --- |
| First 200 of ${pages[0]?.route} after \`npm run dev\` | ${ms(times.ok)} |
| First rendered <h1> in Chromium | ${ms(times.h1)} |
| Edit to screen, English | ${ms(times.edits.en ?? [])} |
| Edit to screen, Chinese | ${ms(times.edits.zh ?? [])} |
| Edit to screen, both | ${ms([...(times.edits.en ?? []), ...(times.edits.zh ?? [])])} |
| Edits that reloaded the page in full | ${times.reloads} of ${2 * edits} |`);
if (times.errors.length > 0) {
  console.log(`\nErrors logged by the dev server:\n${times.errors.join('\n')}`);
  process.exitCode = 1;
}
