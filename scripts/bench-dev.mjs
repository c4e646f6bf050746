// The writers' loop, timed: starts `npm run dev` on a free port, times the first 200 of a doc page and its first
// rendered <h1> in Chromium (both from the moment `npm run dev` is spawned), then saves five edits to the page's
// English and five to its Chinese source and times each from the save to the text on screen. Prints the medians and
// restores the files. Run it on a quiet machine; each start after the first reuses Rspress's build cache, as a
// writer's does. It also reports the CPU time the dev server's processes used (Linux: their /proc accounting, in
// 10 ms ticks) until the first 200, until the page has rendered and the server is idle, and for each edit from the
// save until the server is idle again; on a busy machine the CPU figures hold where the wall-clock ones do not.
// Usage: npm run bench:dev [-- --starts 3] [-- --edits 5] [-- --fresh] [-- --dir <checkout>]
// (--fresh: in a fresh clone, with no build cache; --dir: another checkout of the site, such as an older commit)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { median } from '../theme/lib/shared.mjs';
import { offlineArgs, testChromium } from './lib/browsers.mjs';
import { editAndSee, firstOk, freePort, freshClone, startDev } from './lib/dev-server.mjs';
import { repoRoot } from './lib/paths.mjs';

/**
 * CPU seconds used so far by the dev server: every live process of its process group (`npm run dev` starts the group),
 * with what their finished children used. null where /proc cannot be read.
 * @param {number} port
 */
function serverCpu(port) {
  const ticks = 100;
  try {
    const stats = [];
    for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        // Fields after the command name: state, ppid, pgrp, …, utime (14), stime, cutime, cstime.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        stats.push({ cmd, pgrp: Number(fields[2]), cpu: fields.slice(11, 15).reduce((a, b) => a + Number(b), 0) });
      } catch {
        // Gone meanwhile.
      }
    }
    const group = stats.find(({ cmd }) => cmd.split('\0').join(' ').includes(`--port ${port}`))?.pgrp;
    if (group === undefined) return null;
    return stats.filter(({ pgrp }) => pgrp === group).reduce((sum, { cpu }) => sum + cpu, 0) / ticks;
  } catch {
    return null;
  }
}

/**
 * Waits until the dev server has used no CPU for `quiet` ms (a compile, a lazy chunk, a write of the build cache), and
 * returns its CPU seconds then. @param {number} port @param {number} [quiet] @param {number} [timeout]
 */
async function cpuWhenIdle(port, quiet = 600, timeout = 20_000) {
  const end = performance.now() + timeout;
  let last = serverCpu(port);
  let since = performance.now();
  while (performance.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = serverCpu(port);
    if (now !== last) {
      last = now;
      since = performance.now();
    } else if (performance.now() - since >= quiet) break;
  }
  return last;
}

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
/** CPU seconds of the dev server. @type {{ ok: number[], idle: number[], edits: number[] }} */
const cpu = { ok: [], idle: [], edits: [] };
/** @param {number[]} list @param {number | null} value */
const note = (list, value) => {
  if (value !== null) list.push(value);
};
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
      note(cpu.ok, serverCpu(port));
      const page = await browser.newPage();
      await page.goto(`${server.origin}${first.route}`);
      await page.locator('.rp-doc h1').first().waitFor();
      times.h1.push(performance.now() - server.started);
      note(cpu.idle, await cpuWhenIdle(port));
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
            const before = await cpuWhenIdle(port);
            const ms = await editAndSee(page, path.join(cwd, file), `Bench edit ${lang} ${run}-${i}-${Date.now()}.`);
            times.edits[lang]?.push(ms);
            if (!(await page.evaluate(() => 'benchMark' in window))) times.reloads++;
            // Let the compile settle, as between a writer's saves.
            await page.waitForTimeout(500);
            const after = await cpuWhenIdle(port);
            if (before !== null && after !== null) cpu.edits.push(after - before);
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
const loadAverage = os
  .loadavg()
  .map((load) => load.toFixed(1))
  .join(', ');
/** @param {number[]} values */
const seconds = (values) =>
  values.length === 0
    ? 'not measured'
    : `${(1000 * median(values)).toFixed(0)} ms (${values.map((v) => (1000 * v).toFixed(0)).join(', ')})`;
console.log(`Checkout: ${cwd}

| Measure | Median (runs) |
| --- | --- |
| First 200 of ${pages[0]?.route} after \`npm run dev\` | ${ms(times.ok)} |
| First rendered <h1> in Chromium | ${ms(times.h1)} |
| Edit to screen, English | ${ms(times.edits.en ?? [])} |
| Edit to screen, Chinese | ${ms(times.edits.zh ?? [])} |
| Edit to screen, both | ${ms([...(times.edits.en ?? []), ...(times.edits.zh ?? [])])} |
| Edits that reloaded the page in full | ${times.reloads} of ${2 * edits} |
| Dev server CPU until the first 200 | ${seconds(cpu.ok)} |
| Dev server CPU until the page is shown and the server idle | ${seconds(cpu.idle)} |
| Dev server CPU per edit (save to idle) | ${seconds(cpu.edits)} |

Load average at the end: ${loadAverage} (${os.cpus().length} cores)`);
if (times.errors.length > 0) {
  console.log(`\nErrors logged by the dev server:\n${times.errors.join('\n')}`);
  process.exitCode = 1;
}
