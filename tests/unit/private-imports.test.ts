import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';

// Nothing of ours imports a file from `@rspress/core/dist/…`: those paths are Rspress's internals and may change in
// any patch release. Wrap a public export of `@rspress/core/theme-original`, or own a copy (MAINTAINERS.md, "Forks").
// The site (theme/, components/, rspress.config.ts) imports nothing from scripts/: what both need is the theme's
// (theme/lib/), and the test tooling imports it from there. No file reaches itself through its imports.

/** Every import specifier of a source file: ES imports and re-exports, dynamic and type imports, require, @import. */
export function importSpecifiers(source: string): string[] {
  const pattern =
    /(?:\b(?:from|export\s*\*)\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|@import\s+(?:url\(\s*)?)['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((m) => m[1] ?? '');
}

/** The file of the repository that a relative specifier names, or undefined for a package or a missing file. */
function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.join(path.dirname(from), spec);
  const candidates = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'].map((end) => base + end);
  return candidates.find((file) => fs.statSync(path.join(repoRoot, file), { throwIfNoEntry: false })?.isFile());
}

/** The import circles among files: each as the files of one strongly connected group, sorted. */
export function importCircles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1 || graph.get(file)?.includes(file)) circles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

/** Import specifiers of `@rspress/core/dist` in a source file: ES imports, dynamic imports, require, CSS @import. */
export function privateImports(source: string): string[] {
  const pattern =
    /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|@import\s+(?:url\(\s*)?)['"](@rspress\/core\/dist[^'"]*)['"]/g;
  return [...source.matchAll(pattern)].map((m) => m[1] ?? '');
}

const scanned = [
  'theme',
  'components',
  'scripts',
  'tests',
  'rspress.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
];
const skipped = new Set(['node_modules', '.tmp', 'fixtures']);

function sourceFiles(entry: string): string[] {
  const full = path.join(repoRoot, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((d) => !skipped.has(d.name))
    .flatMap((d) =>
      d.isDirectory()
        ? sourceFiles(path.join(entry, d.name))
        : /\.(?:[cm]?[jt]sx?|css)$/.test(d.name)
          ? [path.join(entry, d.name)]
          : [],
    );
}

describe('private Rspress imports', () => {
  it('recognises every form of import, and not a mention in a comment', () => {
    const forms = [
      "import { x } from '@rspress/core/dist/a.js';",
      "import '@rspress/core/dist/b.css';",
      "const c = await import('@rspress/core/dist/c.js');",
      "const d = require('@rspress/core/dist/d.js');",
      "@import '@rspress/core/dist/e.css';",
      '@import url("@rspress/core/dist/f.css");',
    ];
    expect(forms.map((line) => privateImports(line).length)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(privateImports('// copied from @rspress/core/dist/theme/components/Tabs/index.css')).toEqual([]);
  });

  it('recognises imports of every form, re-exports and type imports', () => {
    const forms = [
      "import { x } from '../a.mjs';",
      "export * from '../b.mjs';",
      "type C = typeof import('../c.mjs');",
      "/** @typedef {import('../d.mjs').D} D */",
      "const e = await import('../e.mjs');",
    ];
    expect(forms.flatMap(importSpecifiers)).toEqual(['../a.mjs', '../b.mjs', '../c.mjs', '../d.mjs', '../e.mjs']);
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(importCircles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('the site imports nothing from scripts/', () => {
    const site = ['theme', 'components', 'rspress.config.ts'].flatMap(sourceFiles);
    expect(site.length).toBeGreaterThan(100);
    const found = site.flatMap((file) =>
      importSpecifiers(fs.readFileSync(path.join(repoRoot, file), 'utf8'))
        .filter((spec) => resolveImport(file, spec)?.startsWith(`scripts${path.sep}`))
        .map((spec) => `${file}: ${spec}`),
    );
    expect(found).toEqual([]);
  });

  it('no import circle among the theme, components, scripts and configs', () => {
    const files = scanned.filter((entry) => entry !== 'tests').flatMap(sourceFiles);
    const graph = new Map(
      files.map((file) => [
        file,
        importSpecifiers(fs.readFileSync(path.join(repoRoot, file), 'utf8'))
          .map((spec) => resolveImport(file, spec))
          .filter((target): target is string => target !== undefined),
      ]),
    );
    expect(importCircles(graph)).toEqual([]);
  });

  it('none in the theme, components, scripts, tests or configs', () => {
    // This file holds examples of each form on purpose.
    const self = path.relative(repoRoot, new URL(import.meta.url).pathname);
    const files = scanned.flatMap(sourceFiles).filter((file) => file !== self);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      privateImports(fs.readFileSync(path.join(repoRoot, file), 'utf8')).map((spec) => `${file}: ${spec}`),
    );
    expect(found).toEqual([]);
  });
});
