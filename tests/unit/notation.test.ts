import { describe, expect, it } from 'vitest';
import { collectExamples } from '../../scripts/lib/examples.mjs';
import { readNotation, stripNotation, stripNotationInMarkdown } from '../../scripts/lib/notation.mjs';

const prelude = [
  "import { defineConfig } from '@rslib/core';",
  '// ---cut---',
  'export default defineConfig({',
  '  lib: [{ format: "esm" }],',
  '});',
].join('\n');

describe('Twoslash notation in code blocks', () => {
  it('hides everything above `// ---cut---` and keeps the line numbers of what stays', () => {
    const notation = readNotation(prelude);
    expect(notation.visible).toBe('export default defineConfig({\n  lib: [{ format: "esm" }],\n});');
    expect(notation.lines).toEqual([2, 3, 4]);
  });

  it('hides from `// ---cut-after---` on, and between `---cut-start---` and `---cut-end---`', () => {
    const code = ['a', '// ---cut-start---', 'b', '// ---cut-end---', 'c', '// ---cut-after---', 'd'].join('\n');
    expect(stripNotation(code)).toBe('a\nc');
  });

  it('reads `@noErrors`, `@errors` and `@filename` lines and never shows them', () => {
    const code = ['// @filename: src/a.ts', 'export const a = 1;', '// @errors: 2322 2353', '// @noErrors', 'x'].join(
      '\n',
    );
    const notation = readNotation(code);
    expect(notation).toMatchObject({ noErrors: true, errors: [2322, 2353] });
    expect(notation.visible).toBe('export const a = 1;\nx');
  });

  it('keeps comments that only look like directives', () => {
    const code = '// @ts-expect-error: the value is wrong on purpose\nconst a: number = "1";';
    expect(stripNotation(code)).toBe(code);
  });

  it('leaves blocks of other languages alone', () => {
    expect(stripNotation('// ---cut---\nx', 'js')).toBe('// ---cut---\nx');
    expect(stripNotation('// ---cut---\nx', 'ts')).toBe('x');
  });

  it('removes the notation from the TypeScript blocks of a Markdown copy and nothing else', () => {
    const markdown = [
      '# Title',
      '',
      '```ts title="rslib.config.ts"',
      prelude,
      '```',
      '',
      '```js',
      '// ---cut---',
      '```',
      '',
      'Text // ---cut---',
    ].join('\n');
    const out = stripNotationInMarkdown(markdown);
    expect(out).not.toContain("import { defineConfig } from '@rslib/core';");
    expect(out).toContain('```ts title="rslib.config.ts"\nexport default defineConfig({');
    expect(out).toContain('```js\n// ---cut---\n```');
    expect(out.endsWith('Text // ---cut---')).toBe(true);
  });

  it('writes the code readers see into example projects', () => {
    const page = ['```ts title="rslib.config.ts" example="x"', prelude, '```'].join('\n');
    const [example] = collectExamples('page.mdx', page);
    expect(example?.files).toEqual([{ path: 'rslib.config.ts', code: stripNotation(prelude) }]);
  });
});
