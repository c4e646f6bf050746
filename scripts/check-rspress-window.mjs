// The Rspress version window: builds the site and runs a short smoke in Chromium on every Rspress 2.0 release from
// the oldest one the site supports to the one package.json pins, each installed from the npm registry into its own
// folder under tests/.tmp/rspress-window/ (never into the repo's node_modules), and prints one row per release.
// Exits non-zero when any release fails. Not part of `npm test`: CI runs it as a job of its own.
//
//   npm run check:rspress-window                  every release of the window
//   npm run check:rspress-window -- 2.0.19 2.0.22 these releases only
//   npm run check:rspress-window -- latest        the newest release on npm (the day one is published)
//   --keep                                        keeps every clone and its doc_build/, not only the failed ones
//                                                 (E2E_ROOT=tests/.tmp/rspress-window/<v>/site/doc_build npx playwright test)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import semver from 'semver';
import { offlineArgs, testChromium } from './lib/browsers.mjs';
import { freePort } from './lib/dev-server.mjs';
import { repoRoot } from './lib/paths.mjs';
import {
  buildSite,
  cloneWithRelease,
  firstErrors,
  installedVersion,
  installRspress,
  resolvedVersion,
  smoke,
} from './lib/rspress-window.mjs';
import { serve } from './lib/static-server.mjs';

/** The oldest Rspress release the site builds on. Raise it only with a note in MAINTAINERS.md's fork table. */
const oldest = '2.0.19';
const pinned = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).dependencies['@rspress/core'];

/** @param {string} tagOrRange */
const npmView = (tagOrRange) =>
  JSON.parse(execFileSync('npm', ['view', `@rspress/core@${tagOrRange}`, 'version', '--json'], { encoding: 'utf8' }));

/** The stable releases from `oldest` to the pinned one, as the registry lists them. */
function windowVersions() {
  const listed = npmView(`>=${oldest} <=${pinned}`);
  return (Array.isArray(listed) ? listed : [listed]).filter((v) => !semver.prerelease(v)).sort(semver.compare);
}

const keep = process.argv.includes('--keep');
const args = process.argv.slice(2).filter((arg) => arg !== '--keep');
const versions = args.length ? args.map((arg) => (arg === 'latest' ? npmView('latest') : arg)) : windowVersions();
for (const version of versions) {
  if (!semver.valid(version)) throw new Error(`Not a version: ${version}`);
}
console.log(`Rspress releases: ${versions.join(', ')}`);

const browser = await chromium.launch({ executablePath: testChromium(), args: offlineArgs });
/** @type {{ version: string, rspress: string, plugins: string, rsbuild: string, install: string, build: string, smoke: string, ok: boolean, detail?: string }[]} */
const rows = [];
try {
  for (const version of versions) {
    console.log(`\n— Rspress ${version}`);
    /** @type {(typeof rows)[number]} */
    const row = { version, rspress: '?', plugins: '?', rsbuild: '?', install: '', build: '', smoke: '', ok: false };
    rows.push(row);
    try {
      await checkRelease(version, row);
    } catch (error) {
      row.ok = false;
      row.detail = error instanceof Error ? error.message : String(error);
      if (!row.build) row.build = 'not run';
      if (!row.smoke) row.smoke = '-';
    }
  }
} finally {
  await browser.close();
}

/**
 * Installs, builds and smoke-tests one release, filling in its row.
 * @param {string} version @param {(typeof rows)[number]} row
 */
async function checkRelease(version, row) {
  const { dir, installMs, reused } = installRspress(version);
  row.install = reused ? 'reused' : `${(installMs / 1000).toFixed(0)} s`;
  const clone = cloneWithRelease(dir);
  const core = path.join(clone, 'node_modules/@rspress/core');
  row.rspress = installedVersion(path.join(clone, 'node_modules'), '@rspress/core') ?? '?';
  row.rsbuild = resolvedVersion(core, '@rsbuild/core') ?? '?';
  const modules = path.join(clone, 'node_modules');
  row.plugins = `rss ${installedVersion(modules, '@rspress/plugin-rss')}, shared ${installedVersion(modules, '@rspress/shared')}`;
  console.log(
    `  ${path.relative(repoRoot, clone)}: @rspress/core ${row.rspress} (${row.plugins}), @rsbuild/core ${row.rsbuild}`,
  );
  const build = await buildSite(clone);
  fs.writeFileSync(path.join(dir, 'build.log'), build.log);
  // The banner the CLI prints ("Rspress v2.0.19") says which release really built the site.
  const banner = build.log.match(/Rspress v(\S+)/)?.[1];
  if (banner) row.rspress = banner;
  if (banner !== version) throw new Error(`The build ran Rspress ${banner ?? '(no banner)'}, not ${version}`);
  row.build = `${build.ok ? 'ok' : 'FAILED'} ${(build.ms / 1000).toFixed(0)} s`;
  if (!build.ok) {
    row.detail = firstErrors(build.log).join('\n') || build.log.slice(-2000);
    row.smoke = '-';
    console.log(build.log.slice(-4000));
    return;
  }
  const server = await serve({ root: path.join(clone, 'doc_build'), port: await freePort(), headers: true });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const result = await smoke(browser, origin);
    row.ok = !result.failed;
    row.smoke = result.failed ? `FAILED at ${result.failed.step}` : `ok (${result.passed.length} checks)`;
    if (result.failed) row.detail = result.failed.message;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  if (row.ok && !keep) fs.rmSync(clone, { recursive: true, force: true });
}

const columns = /** @type {const} */ (['version', 'rspress', 'plugins', 'rsbuild', 'install', 'build', 'smoke']);
const heads = {
  version: 'Release',
  rspress: 'Rspress run',
  plugins: '@rspress/plugin-rss, shared',
  rsbuild: '@rsbuild/core',
  install: 'Install',
  build: 'Build',
  smoke: 'Smoke',
};
const widths = columns.map((c) => Math.max(heads[c].length, ...rows.map((r) => r[c].length)));
const line = (/** @type {string[]} */ cells) =>
  `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
const table = [
  line(columns.map((c) => heads[c])),
  `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
  ...rows.map((row) => line(columns.map((c) => row[c]))),
].join('\n');
console.log(`\n${table}`);
if (process.env.GITHUB_STEP_SUMMARY) {
  fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, `### Rspress version window\n\n${table}\n`);
}
for (const row of rows.filter((r) => r.detail)) console.log(`\n${row.version}:\n${row.detail}`);
const failed = rows.filter((r) => !r.ok);
if (failed.length) {
  console.log(
    `\nFailed on ${failed.map((r) => r.version).join(', ')} (the clones stay in tests/.tmp/rspress-window/).`,
  );
  process.exitCode = 1;
}
