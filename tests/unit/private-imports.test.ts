import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';

// Nothing of ours imports a file from `@rspress/core/dist/…`: those paths are Rspress's internals and may change in
// any patch release. Wrap a public export of `@rspress/core/theme-original`, or own a copy (CONTRIBUTING.md, "Forks").

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
