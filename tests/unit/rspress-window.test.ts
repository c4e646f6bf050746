// The Rspress version window (scripts/check-rspress-window.mjs) builds a clone whose packages are another release's:
// the links it lays over the clone's node_modules decide which Rspress, Rsbuild and React the build really uses.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstErrors, linkPackagesOver, resolvedVersion } from '../../scripts/lib/rspress-window.mjs';

let root = '';
/** Writes a package.json for a package folder. */
const pkg = (dir: string, version: string) => {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version }));
};
const linkOf = (file: string) => (fs.lstatSync(file).isSymbolicLink() ? fs.readlinkSync(file) : 'not a link');

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rspress-window-'));
  const repo = path.join(root, 'repo/node_modules');
  for (const name of ['@rspress/core', '@rspress/shared', '@rspress/plugin-preview', '@docsearch/react', 'react']) {
    pkg(path.join(repo, name), '2.0.22');
  }
  const release = path.join(root, 'release/node_modules');
  for (const name of ['@rspress/core', '@rspress/shared', '@rsbuild/core', 'react'])
    pkg(path.join(release, name), '2.0.19');
  fs.mkdirSync(path.join(release, '.bin'));
  // The clone as freshClone leaves it: one link per top-level entry of the repo's node_modules.
  const clone = path.join(root, 'clone/node_modules');
  fs.mkdirSync(clone, { recursive: true });
  for (const name of fs.readdirSync(repo)) fs.symlinkSync(path.join(repo, name), path.join(clone, name));
  linkPackagesOver(path.join(root, 'clone'), release);
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('linkPackagesOver', () => {
  it("links the release's packages, scoped or not, in place of the repo's", () => {
    const clone = path.join(root, 'clone/node_modules');
    const release = path.join(root, 'release/node_modules');
    expect(linkOf(path.join(clone, '@rspress/core'))).toBe(path.join(release, '@rspress/core'));
    expect(linkOf(path.join(clone, '@rspress/shared'))).toBe(path.join(release, '@rspress/shared'));
    expect(linkOf(path.join(clone, '@rsbuild/core'))).toBe(path.join(release, '@rsbuild/core'));
    expect(linkOf(path.join(clone, 'react'))).toBe(path.join(release, 'react'));
    expect(fs.existsSync(path.join(clone, '.bin'))).toBe(false);
  });

  it("keeps the repo's packages that the release did not install, and never writes into the repo", () => {
    const clone = path.join(root, 'clone/node_modules');
    const repo = path.join(root, 'repo/node_modules');
    expect(linkOf(path.join(clone, '@rspress/plugin-preview'))).toBe(path.join(repo, '@rspress/plugin-preview'));
    expect(linkOf(path.join(clone, '@docsearch'))).toBe(path.join(repo, '@docsearch'));
    expect(fs.readdirSync(path.join(repo, '@rspress')).sort()).toEqual(['core', 'plugin-preview', 'shared']);
    expect(fs.lstatSync(path.join(repo, '@rspress/core')).isDirectory()).toBe(true);
    expect(fs.existsSync(path.join(repo, '@rsbuild'))).toBe(false);
  });
});

describe('resolvedVersion', () => {
  it('finds a dependency from the real folder of the package that loads it', () => {
    const core = path.join(root, 'clone/node_modules/@rspress/core');
    expect(resolvedVersion(core, '@rsbuild/core')).toBe('2.0.19');
    expect(resolvedVersion(core, 'no-such-package')).toBeUndefined();
  });
});

describe('firstErrors', () => {
  it("puts Rspack's diagnostics before the summary lines, cut to 200 characters", () => {
    const missing = `× ESModulesLinkingError: export 'NavList' was not found (possible exports: ${'A, '.repeat(200)})`;
    const log = ['info    build started', 'error   Rspack build failed.', `  ${missing}`, `  ${missing}`].join('\n');
    expect(firstErrors(log)).toEqual([missing.slice(0, 200), 'error   Rspack build failed.']);
  });
});
