import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { collectSnippets, createSnippetService } from '../scripts/lib/snippets.mjs';

// The snippet checker on a page written for the test: a wrong option name or value type in a config block fails
// with the page and the line, the Twoslash conventions hide a prelude and expect errors, and the blocks of one
// example see each other's files. (`npm run check:snippets` runs the same checker on every page of the docs.)
const page = 'tests/.tmp/snippets-test/page.mdx';
const lines = [
  '# Test page', // 1
  '', // 2
  '```ts title="rslib.config.ts"', // 3
  "import { defineConfig } from '@rslib/core';", // 4
  '', // 5
  'export default defineConfig({', // 6
  "  lib: [{ formt: 'esm' }],", // 7
  '});', // 8
  '```', // 9
  '', // 10
  '```ts title="rslib.config.ts"', // 11
  "import { defineConfig } from '@rslib/core';", // 12
  '// ---cut---', // 13
  "export default defineConfig({ lib: [{ format: 'esm' }] });", // 14
  '```', // 15
  '', // 16
  '```ts', // 17
  '// @errors: 2322', // 18
  "const count: number = 'three';", // 19
  '```', // 20
  '', // 21
  '```ts', // 22
  '// @errors: 2322', // 23
  'const count = 3;', // 24
  '```', // 25
  '', // 26
  '```ts title="src/index.ts" example="pair"', // 27
  "export { add } from './math';", // 28
  '```', // 29
  '', // 30
  '```ts title="src/math.ts" example="pair"', // 31
  'export const add = (a: number, b: number): number => a + b;', // 32
  '```', // 33
  '', // 34
  '```ts', // 35
  "import { missing } from '@rslib/core';", // 36
  '// ---cut---', // 37
  'export {};', // 38
  '```', // 39
  '', // 40
  '```ts title="rslib.config.ts"', // 41
  "import { defineConfig } from '@rslib/core';", // 42
  "export default defineConfig({ lib: [{ bundle: 'yes' }] });", // 43
  '```', // 44
];
fs.mkdirSync(path.join(repoRoot, path.dirname(page)), { recursive: true });
fs.writeFileSync(path.join(repoRoot, page), `${lines.join('\n')}\n`);

const service = createSnippetService(await collectSnippets([page]));
const errors = service.errors();
const at = (line: number) => errors.filter((e) => e.page === page && e.line === line).map((e) => e.code);

describe('check:snippets', { timeout: 120_000 }, () => {
  // `defineConfig` has overloads, so TypeScript reports "No overload matches this call" with the reason below it.
  it('reports a wrong option name with the page and line', () => {
    expect(at(7)).toEqual([2769]);
    expect(errors.find((e) => e.line === 7)?.message).toMatch(/'formt' does not exist in type 'LibConfig'/);
  });

  it('reports a wrong value type with the page and line', () => {
    expect(at(43)).toEqual([2769]);
    expect(errors.find((e) => e.line === 43)?.message).toMatch(
      /Type 'string' is not assignable to type 'boolean \| undefined'/,
    );
  });

  it('compiles a hidden prelude with the block and shows no error for it', () => {
    expect(at(14)).toEqual([]);
  });

  it('accepts the errors a block declares with `// @errors`, and fails when they do not occur', () => {
    expect(at(19)).toEqual([]);
    expect(errors.find((e) => e.line === 22)?.message).toMatch(/expects error TS2322/);
  });

  it('lets the blocks of one example import each other', () => {
    expect(at(28)).toEqual([]);
  });

  it('marks an error in a hidden prelude as such', () => {
    expect(errors.find((e) => e.line === 36)).toMatchObject({ code: 2305, hidden: true });
  });

  it('finds nothing else', () => {
    expect(errors).toHaveLength(4);
  });

  it('gives the types and doc comments of the names in a config block, at their offsets in the visible code', () => {
    const snippet = service.snippets.find((s) => s.line === 11);
    const hints = snippet && service.typeHints(snippet);
    const visible = "export default defineConfig({ lib: [{ format: 'esm' }] });";
    const named = (name: string) =>
      hints?.h.find(([offset, length]) => visible.slice(offset, offset + length) === name);
    const format = named('format');
    expect(format).toBeDefined();
    const info = hints?.i[format?.[2] ?? -1];
    expect(info?.s).toBe('(property) format?: Format | undefined\ntype Format = "esm" | "cjs" | "umd" | "mf" | "iife"');
    expect(info?.d).not.toBe('');
    const defineConfig = hints?.i[named('defineConfig')?.[2] ?? -1];
    expect(defineConfig?.s).toMatch(/^function defineConfig\(config: RslibConfig\): RslibConfig \(\+\d overloads\)$/);
  });
});
