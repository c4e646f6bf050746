// The site on another Rspress release: that release installed from the npm registry into a folder of its own under
// `tests/.tmp/rspress-window/`, a fresh clone of the checkout whose `node_modules` links to it, its build, and a short
// smoke in Chromium on what it built. Used by scripts/check-rspress-window.mjs (`npm run check:rspress-window`).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect } from '@playwright/test';
import { freshClone } from './dev-server.mjs';
import { repoRoot } from './paths.mjs';

/** Where each release gets its folder (its own `package.json` and `node_modules`). */
export const windowRoot = path.join(repoRoot, 'tests/.tmp/rspress-window');

/**
 * The Rspress packages the site imports, installed together at one version: the core (CLI, runtime, theme), the RSS
 * plugin of `rspress.config.ts` and `@rspress/shared`, which the theme's navigation imports.
 * (`@rspress/plugin-preview` is only named on a docs page, not used by the site.) Rspress does not publish every
 * package at every release (there is no `@rspress/plugin-rss@2.0.21`): the companions are installed at their newest
 * release up to the core's, as a project that pins the core and asks npm for `<=` that version would get.
 */
export const rspressPackages = ['@rspress/core', '@rspress/plugin-rss', '@rspress/shared'];

/** The version of a package in a `node_modules` folder, or undefined. @param {string} modules @param {string} name */
export function installedVersion(modules, name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(modules, name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/**
 * Installs one Rspress release into `tests/.tmp/rspress-window/<version>/` with npm, as a project that depends on it
 * would get it: the release's own dependencies (its `@rsbuild/core`, its React) come with it. Never touches the repo's
 * `node_modules` or `package.json`. A folder that already holds the release is reused.
 * @param {string} version @returns {{ dir: string, installMs: number, reused: boolean }}
 */
export function installRspress(version) {
  const dir = path.join(windowRoot, version);
  const modules = path.join(dir, 'node_modules');
  const dependencies = Object.fromEntries(
    rspressPackages.map((name) => [name, name === '@rspress/core' ? version : `<=${version}`]),
  );
  const manifest = `${JSON.stringify({ name: `rspress-${version}`, private: true, dependencies }, null, 2)}\n`;
  const manifestFile = path.join(dir, 'package.json');
  if (
    fs.existsSync(manifestFile) &&
    fs.readFileSync(manifestFile, 'utf8') === manifest &&
    rspressPackages.every((name) => installedVersion(modules, name))
  ) {
    return { dir, installMs: 0, reused: true };
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(manifestFile, manifest);
  const started = performance.now();
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
  return { dir, installMs: performance.now() - started, reused: false };
}

/**
 * Replaces, in a clone made by `freshClone`, the links of every package that `from` (a `node_modules` folder) holds at
 * its top level with links to `from`'s copy; a scope folder (`@rspress`) linked as a whole becomes a folder of links.
 * So the clone's `@rspress/core`, and anything else the release installed beside it (`@rsbuild/core`, React), are the
 * release's, while the packages it did not install stay the repo's.
 * @param {string} clone @param {string} from
 */
export function linkPackagesOver(clone, from) {
  const modules = path.join(clone, 'node_modules');
  /** @param {string} name */
  const relink = (name) => {
    const target = path.join(modules, name);
    fs.rmSync(target, { recursive: true, force: true });
    fs.symlinkSync(path.join(from, name), target);
  };
  for (const entry of fs.readdirSync(from)) {
    if (entry.startsWith('.')) continue;
    if (!entry.startsWith('@')) {
      relink(entry);
      continue;
    }
    const scope = path.join(modules, entry);
    if (fs.existsSync(scope) && fs.lstatSync(scope).isSymbolicLink()) {
      const linked = fs.realpathSync(scope);
      fs.rmSync(scope);
      fs.mkdirSync(scope);
      for (const name of fs.readdirSync(linked)) fs.symlinkSync(path.join(linked, name), path.join(scope, name));
    }
    fs.mkdirSync(scope, { recursive: true });
    for (const name of fs.readdirSync(path.join(from, entry))) relink(`${entry}/${name}`);
  }
}

/**
 * The version of `name` that code in package folder `fromPackage` loads, found as Node.js and Rspack find it:
 * from the package's real folder up through each `node_modules`.
 * @param {string} fromPackage @param {string} name
 */
export function resolvedVersion(fromPackage, name) {
  let dir = fs.realpathSync(fromPackage);
  for (;;) {
    const version = installedVersion(path.join(dir, 'node_modules'), name);
    if (version) return version;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * A fresh clone of the checkout (uncommitted work included) at `tests/.tmp/rspress-window/<version>/site`, whose
 * packages are the release's where it installed them.
 * @param {string} dir the release's folder from {@link installRspress}
 */
export function cloneWithRelease(dir) {
  const clone = freshClone(path.join(dir, 'site'));
  linkPackagesOver(clone, path.join(dir, 'node_modules'));
  return clone;
}

/**
 * Runs the release's own CLI (`rspress build`, from the clone's `@rspress/core`, not the repo's `node_modules/.bin`).
 * @param {string} clone
 * @returns {Promise<{ ok: boolean, ms: number, log: string }>}
 */
export function buildSite(clone) {
  const bin = path.join(clone, 'node_modules/@rspress/core/bin/rspress.js');
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, 'build'], {
      cwd: clone,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk) => {
      log += chunk;
    });
    child.stderr.on('data', (chunk) => {
      log += chunk;
    });
    child.on('close', (code) =>
      resolve({ ok: code === 0, ms: performance.now() - started, log: stripVTControlCharacters(log) }),
    );
  });
}

/**
 * The first distinct errors of a failed build's log, for the table: Rspack's diagnostics (`× …`) first, then the lines
 * that say `error`, each cut to 200 characters (a missing export lists every export there is).
 * @param {string} log
 */
export function firstErrors(log, count = 3) {
  const lines = log.split('\n').map((line) => line.trim());
  const diagnostics = lines.filter((line) => line.startsWith('×'));
  const errors = lines.filter((line) => /^error\b/i.test(line));
  return [...new Set([...diagnostics, ...errors].map((line) => line.slice(0, 200)))].slice(0, count);
}

/**
 * The smoke on a served build: the home page, a guide page, an option page, search that finds a page, the language
 * switch to the Chinese page, and no error thrown by any page. Each step waits until React has hydrated the page
 * (the search button marks it ready). Returns the steps that passed and the first failure.
 * @param {import('@playwright/test').Browser} browser @param {string} origin
 * @returns {Promise<{ passed: string[], failed?: { step: string, message: string } }>}
 */
export async function smoke(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: origin });
  const page = await context.newPage();
  /** @type {string[]} */
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`${page.url()}: console: ${message.text()}`);
  });
  const timeout = 20_000;
  const ready = () => expect(page.locator('button[aria-keyshortcuts] [data-ready="true"]')).toBeAttached({ timeout });
  /** @type {[string, () => Promise<void>][]} */
  const steps = [
    [
      'home',
      async () => {
        await page.goto('/');
        await ready();
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Rslib', { timeout });
        await expect(page.locator('.rp-nav')).toBeVisible({ timeout });
      },
    ],
    [
      'guide page',
      async () => {
        await page.goto('/guide/start/quick-start');
        await ready();
        await expect(page.getByRole('heading', { level: 1, name: 'Quick start' })).toBeVisible({ timeout });
        await expect(page.locator('.rp-doc-layout__sidebar a[href="/guide/start/quick-start"]').first()).toBeVisible({
          timeout,
        });
      },
    ],
    [
      'option page',
      async () => {
        await page.goto('/config/lib/format');
        await ready();
        await expect(page.getByRole('heading', { level: 1, name: 'lib.format' })).toBeVisible({ timeout });
      },
    ],
    [
      'search',
      async () => {
        await page.keyboard.press('Control+K');
        await page.getByRole('searchbox').fill('autoExtension');
        await expect(page.getByRole('option').filter({ hasText: 'lib.autoExtension' }).first()).toBeVisible({
          timeout,
        });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('searchbox')).toHaveCount(0, { timeout });
      },
    ],
    [
      'language switch',
      async () => {
        await page.goto('/guide/start/quick-start');
        await ready();
        await page.getByRole('button', { name: 'Language:' }).click();
        await page.getByRole('link', { name: '简体中文' }).click();
        await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/, { timeout });
        await expect(page.locator('html')).toHaveAttribute('lang', 'zh', { timeout });
        await ready();
        await expect(page.getByRole('heading', { level: 1, name: '快速上手' })).toBeVisible({ timeout });
      },
    ],
  ];
  /** @type {string[]} */
  const passed = [];
  try {
    for (const [step, run] of steps) {
      try {
        await run();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return {
          passed,
          failed: { step, message: stripVTControlCharacters(message).split('\n').slice(0, 6).join('\n') },
        };
      }
      passed.push(step);
    }
    if (pageErrors.length > 0) return { passed, failed: { step: 'no page error', message: pageErrors.join('\n') } };
    passed.push('no page error');
    return { passed };
  } finally {
    await context.close();
  }
}
