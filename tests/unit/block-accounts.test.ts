import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountBlocks, excerptMismatch } from '../../scripts/lib/block-accounts.mjs';
import { pagesUnderTest } from '../../scripts/lib/page-rules.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { listFiles } from '../../scripts/lib/projects.mjs';
import { blockLabel } from '../../theme/lib/block-kinds.mjs';

// Every code block a reader sees is run by the tests, or visibly an output, an excerpt or an alternative.
// (PAGES, set by `npm run check:page`: only those pages.)
const pages = (await listFiles(path.join(repoRoot, 'docs'), repoRoot))
  .filter((f) => /\.mdx?$/.test(f) && !f.includes('/shared/'))
  .filter(pagesUnderTest());

describe('visible block labels', () => {
  it('reads the label and the file of a title in each language', () => {
    expect(blockLabel('Excerpt: package.json', 'en')).toEqual({
      kind: 'fragment',
      rest: 'package.json',
      excerpt: false,
    });
    expect(blockLabel('片段：package.json', 'zh')).toEqual({ kind: 'fragment', rest: 'package.json', excerpt: false });
    expect(blockLabel('Output', 'en')).toEqual({ kind: 'output', rest: '', excerpt: false });
    expect(blockLabel('Error', 'en')).toEqual({ kind: 'output', rest: '', excerpt: true });
    expect(blockLabel('报错', 'zh')).toEqual({ kind: 'output', rest: '', excerpt: true });
    expect(blockLabel('Alternative: pnpm', 'en')).toMatchObject({ kind: 'alternative', rest: 'pnpm' });
    expect(blockLabel('类型：Dts', 'zh')).toMatchObject({ kind: 'reference', rest: 'Dts' });
    expect(blockLabel('rslib.config.ts', 'en')).toBeUndefined();
    expect(blockLabel('Output', 'zh')).toBeUndefined();
  });

  it('holds an excerpt to the complete file above it', () => {
    expect(excerptMismatch('{ "type": "module" }', '{ "name": "a", "type": "module" }')).toBeUndefined();
    expect(excerptMismatch('{ "type": "commonjs" }', '{ "name": "a", "type": "module" }')).toMatch(/differs/);
    expect(excerptMismatch("format: 'esm',\n// ...", "export default {\n  format: 'esm',\n};")).toBeUndefined();
    expect(excerptMismatch("format: 'cjs',", "export default {\n  format: 'esm',\n};")).toMatch(/not in/);
    expect(excerptMismatch('{}', undefined)).toMatch(/no complete file/);
  });
});

describe('every block of every page is accounted for', () => {
  for (const page of pages) {
    it(page, () => {
      const accounts = accountBlocks(page, fs.readFileSync(path.join(repoRoot, page), 'utf8'));
      const open = accounts
        .filter((a) => a.account === 'unaccounted')
        .map((a) => `${page}:${a.line} ${a.lang}${a.title ? ` "${a.title}"` : ''}${a.reason ? `: ${a.reason}` : ''}`);
      expect(
        open,
        'run it (example/journey), or title it Output/Excerpt/Alternative (theme/lib/block-kinds.mjs)',
      ).toEqual([]);
    });
  }
});
