import { describe, expect, it } from 'vitest';
import { markdownCopy, stripTestMeta } from '../../theme/plugins/test-meta';

describe('stripTestMeta', () => {
  it('drops the attributes the examples and journeys read', () => {
    expect(stripTestMeta('title="rslib.config.ts" example="quick-start" journey="quick-start"')).toBe(
      'title="rslib.config.ts"',
    );
    expect(stripTestMeta('journey="quick-start" output typescript="7"')).toBe('');
    expect(stripTestMeta('example="svelte-dts" fails')).toBe('');
    expect(stripTestMeta('title="dist" example="x" fixture="react" node="25.7"')).toBe('title="dist"');
  });

  it('keeps titles that contain the same words, and highlight ranges', () => {
    expect(stripTestMeta('title="docs/example output.ts" {1,3}')).toBe('title="docs/example output.ts" {1,3}');
    expect(stripTestMeta('title="src/index.ts"')).toBe('title="src/index.ts"');
  });

  it('rewrites the opening fences of a Markdown page and nothing else', () => {
    const page =
      '```ts title="a.ts" example="x" journey="y"\nconst example = 1;\n```\n\n```text journey="y" output\nok\n```\n';
    expect(markdownCopy(page, '/')).toBe('```ts title="a.ts"\nconst example = 1;\n```\n\n```text\nok\n```\n');
  });
});
