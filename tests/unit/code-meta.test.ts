import { describe, expect, it } from 'vitest';
import { metaTitle, parseMeta } from '../../theme/lib/markdown.mjs';
import { markdownCopy, stripTestMeta } from '../../theme/plugins/test-meta';

// One grammar of code-fence meta (theme/lib/markdown.mjs) for the harness, the snippets, the type hints and the
// `.md` copies: `key`, `key=value`, and values quoted with "", '' or `` that may hold spaces.

describe('code-fence meta', () => {
  it('reads quoted values with spaces, bare values and flags', () => {
    expect(parseMeta('title="src/my file.ts" example="a b" fails node=25.7')).toEqual({
      title: 'src/my file.ts',
      example: 'a b',
      fails: true,
      node: '25.7',
    });
    expect(parseMeta("title='a b' journey=`c d`")).toEqual({ title: 'a b', journey: 'c d' });
    expect(parseMeta(' command="install -D @rslib/core" journey="quick-start" ')).toEqual({
      command: 'install -D @rslib/core',
      journey: 'quick-start',
    });
  });

  it('reads a title as Rspress shows it, and nothing from highlight ranges or a word that ends in title', () => {
    expect(metaTitle('title="rslib.config.ts" {1,3}')).toBe('rslib.config.ts');
    expect(metaTitle('{2} title=rslib.config.ts example')).toBe('rslib.config.ts');
    expect(metaTitle('subtitle="x.ts"')).toBeUndefined();
    expect(metaTitle('title= example')).toBeUndefined();
    expect(metaTitle('title=""')).toBeUndefined();
    expect(metaTitle(undefined)).toBeUndefined();
    expect(parseMeta('{1,3}')).toEqual({});
  });

  it('strips test-only attributes whatever their quoting, and keeps the rest as written', () => {
    expect(stripTestMeta('example="a b" title="my config.ts" fails')).toBe('title="my config.ts"');
    expect(stripTestMeta("title='x.ts' journey=`a b` output=full {1}")).toBe("title='x.ts' output=full {1}");
  });

  it('writes a `.md` copy in one pass: notation, test-only meta, images under the base, fences inside fences', () => {
    const page = [
      '![A](/a.svg)',
      '```ts title="rslib.config.ts" example="a b"',
      "import { defineConfig } from '@rslib/core';",
      '// ---cut---',
      'export default defineConfig({});',
      '```',
      '````md',
      '```ts example',
      '![B](/b.svg)',
      '```',
      '````',
    ].join('\n');
    expect(markdownCopy(page, '/sub/')).toBe(
      [
        '![A](/sub/a.svg)',
        '```ts title="rslib.config.ts"',
        'export default defineConfig({});',
        '```',
        '````md',
        '```ts example',
        '![B](/b.svg)',
        '```',
        '````',
      ].join('\n'),
    );
  });
});
