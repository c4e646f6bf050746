import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { extractCodeBlocks, parseMeta, parseTree } from '../../scripts/lib/blocks.mjs';
import { collectExamples, extractOutputChecks } from '../../scripts/lib/examples.mjs';
import { failedChecks, maskHashes, printedText } from '../../scripts/lib/projects.mjs';

describe('parseMeta', () => {
  it('reads quoted, bare and valueless attributes', () => {
    expect(parseMeta('title="rslib.config.ts" example="dual" fails')).toEqual({
      title: 'rslib.config.ts',
      example: 'dual',
      fails: true,
    });
  });
});

describe('extractCodeBlocks', () => {
  it('keeps a shorter fence inside a longer one', () => {
    const source = ['````mdx', '```ts', 'inner', '```', '````', '```bash example', 'npx rslib build', '```'].join('\n');
    const blocks = extractCodeBlocks(source);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]?.code).toBe('```ts\ninner\n```');
    expect(blocks[1]?.attrs.example).toBe(true);
  });
});

describe('parseTree', () => {
  it('reads a drawn tree', () => {
    const tree = [
      'dist',
      '├── index.js',
      '├── esm/',
      '│   └── index.mjs  # the esm build',
      '└── utils',
      '    └── math.js',
    ].join('\n');
    expect(parseTree(tree)).toEqual(['dist/index.js', 'dist/esm/index.mjs', 'dist/utils/math.js']);
  });

  it('reads one path per line', () => {
    expect(parseTree('dist/index.js\n./dist/index.cjs\n')).toEqual(['dist/index.js', 'dist/index.cjs']);
  });
});

describe('collectExamples', () => {
  it('groups named blocks and separates files, commands and trees', () => {
    const page = [
      '```json title="package.json" example="a"',
      '{ "type": "module" }',
      '```',
      '```bash example="a"',
      '# build it',
      'npm add -D @rslib/core',
      'npx rslib build --format cjs',
      '```',
      '```text title="dist" example="a"',
      'dist/index.cjs',
      '```',
      '```ts title="rslib.config.ts" example',
      'export default {};',
      '```',
    ].join('\n');
    const [a, b] = collectExamples('docs/en/x.mdx', page);
    expect(a).toMatchObject({
      name: 'a',
      // Installs run for real, as a reader runs them.
      commands: ['npm add -D @rslib/core', 'npx rslib build --format cjs'],
      files: [{ path: 'package.json', code: '{ "type": "module" }' }],
      trees: [{ root: 'dist', files: ['dist/index.cjs'] }],
    });
    expect(b?.files).toEqual([{ path: 'rslib.config.ts', code: 'export default {};' }]);
  });

  it('reads the Node.js an example needs and the output it must print', () => {
    const page = [
      '```bash example="exe" node="25.7"',
      'npx rslib build',
      './dist/index Rslib',
      '```',
      '```text example="exe" output',
      'Hello, Rslib!',
      '',
      '```',
    ].join('\n');
    const [exe] = collectExamples('docs/en/x.mdx', page);
    expect(exe).toMatchObject({ node: '25.7', outputs: [{ lines: ['Hello, Rslib!'], line: 5 }] });
  });

  it('builds with TypeScript 7 unless a block of the example pins another major', () => {
    const page = [
      '```ts title="src/index.ts" example="new"',
      'export {};',
      '```',
      '```ts title="src/index.ts" example="old"',
      'export {};',
      '```',
      '```bash example="old" typescript="5"',
      'npx rslib build',
      '```',
    ].join('\n');
    const [fresh, pinned] = collectExamples('docs/en/x.mdx', page);
    expect(fresh?.typescript).toBe('7');
    expect(pinned?.typescript).toBe('5');
  });

  it('refuses an example block that is neither a file nor commands', () => {
    expect(() => collectExamples('docs/en/x.mdx', '```ts example\nlet a;\n```')).toThrow(/needs a title/);
  });
});

describe('maskHashes', () => {
  it('masks a content hash before the extension', () => {
    expect(maskHashes('dist/index.8f9d7201e7.js')).toBe('dist/index.[hash].js');
  });
  it('masks a content hash before a double extension', () => {
    expect(maskHashes('dist/index.8f9d7201e7.js.LICENSE.txt')).toBe('dist/index.[hash].js.LICENSE.txt');
    expect(maskHashes('dist/index.8f9d7201e7.js.map')).toBe('dist/index.[hash].js.map');
  });
  it('leaves names without a hash alone', () => {
    expect(maskHashes('dist/mf-manifest.json')).toBe('dist/mf-manifest.json');
    expect(maskHashes('dist/utils/deadbeef.js')).toBe('dist/utils/deadbeef.js');
  });
});

describe('output checks', () => {
  const page = [
    '```ts title="rslib.config.ts" example="umd"',
    "export default { lib: [{ format: 'umd' }] };",
    '```',
    '',
    '{/* example-checks name="umd"',
    'dist/index.js exists',
    '# a comment line',
    'dist/static/svg absent',
    'dist/index.js contains "data:image/svg+xml"',
    'dist/index.[hash].js lacks "./logo.svg"',
    '*/}',
  ].join('\n');

  it('attaches hidden checks to the named example', () => {
    const [example] = collectExamples('docs/en/x.mdx', page);
    expect(example?.checks).toEqual([
      { path: 'dist/index.js', kind: 'exists', line: 6 },
      { path: 'dist/static/svg', kind: 'absent', line: 8 },
      { path: 'dist/index.js', kind: 'contains', text: 'data:image/svg+xml', line: 9 },
      { path: 'dist/index.[hash].js', kind: 'lacks', text: './logo.svg', line: 10 },
    ]);
  });

  it('rejects a check it cannot read, an unknown example and an unclosed comment', () => {
    expect(() => extractOutputChecks('{/* example-checks name="a"\ndist/x.js includes "y"\n*/}')).toThrow(/line 2/);
    expect(() => extractOutputChecks('{/* example-checks name="a"\ndist/x.js contains\n*/}')).toThrow(/line 2/);
    expect(() => extractOutputChecks('{/* example-checks\ndist/x.js exists\n*/}')).toThrow(/needs name/);
    expect(() => extractOutputChecks('{/* example-checks name="a"\ndist/x.js exists')).toThrow(/not closed/);
    expect(() => collectExamples('p.mdx', '{/* example-checks name="nope"\ndist/x.js exists\n*/}')).toThrow(
      /names no example/,
    );
  });

  it('reports each check that does not hold in a project folder', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'checks-'));
    await fs.mkdir(path.join(dir, 'dist/static/svg'), { recursive: true });
    await fs.writeFile(path.join(dir, 'dist/index.8f9d7201e7.js'), 'import logo from "./logo.svg";');
    await fs.writeFile(path.join(dir, 'dist/static/svg/logo.svg'), '<svg/>');
    const checks = [
      { path: 'dist/index.[hash].js', kind: 'exists', line: 1 },
      { path: 'dist/static/svg', kind: 'absent', line: 2 },
      { path: 'dist/index.[hash].js', kind: 'contains', text: 'data:', line: 3 },
      { path: 'dist/index.[hash].js', kind: 'lacks', text: './logo.svg', line: 4 },
      { path: 'dist/missing.js', kind: 'exists', line: 5 },
      { path: 'dist/index.[hash].js', kind: 'contains', text: 'import logo', line: 6 },
    ] as const;
    const errors = await failedChecks(dir, [...checks]);
    expect(errors).toEqual([
      'output check at line 2: dist/static/svg exists (dist/static/svg/logo.svg)',
      'output check at line 3: dist/index.8f9d7201e7.js does not contain "data:"',
      'output check at line 4: dist/index.8f9d7201e7.js contains "./logo.svg"',
      'output check at line 5: dist/missing.js does not exist',
    ]);
    await fs.rm(dir, { recursive: true, force: true });
  });
});

describe('printedText', () => {
  // What `rslib build` printed in CI when tsgo's message reached rsbuild-plugin-dts in two chunks.
  const split = [
    'start   generating declaration files... (esm)',
    '\u001b[2m[tsgo]\u001b[22m \u001b[96msrc/index.ts\u001b[0m:',
    '\u001b[2m[tsgo]\u001b[22m \u001b[93m1\u001b[0m:\u001b[93m32\u001b[0m - \u001b[91merror\u001b[0m\u001b[90m TS2307: \u001b[0m',
    "\u001b[2m[tsgo]\u001b[22m Cannot find module './Tag.svelte' or its corresponding type declarations.",
    'error   Failed to generate declaration files. (esm)',
  ].join('\n');
  const message = "TS2307: Cannot find module './Tag.svelte' or its corresponding type declarations.";

  it('finds a tsgo message split across two relayed chunks', () => {
    expect(stripVTControlCharacters(split)).not.toContain(message);
    expect(printedText(split)).toContain(message);
  });

  it('keeps other output as plain text, line by line', () => {
    const text = printedText('\u001b[32mready\u001b[39m   built in 0.86s\nerror   Failed to build.');
    expect(text).toBe('ready   built in 0.86s\nerror   Failed to build.');
    expect(printedText(split)).toContain('error   Failed to generate declaration files. (esm)');
    expect(printedText(split)).not.toContain('Found 1 error');
  });
});

describe('visible Output blocks inside an example', () => {
  it('reads `Output: <file>` as the lines that file holds, and a bare `Output` as printed lines', () => {
    const page = [
      '```ts title="rslib.config.ts" example="a"',
      'export default {};',
      '```',
      '```js title="Output: dist/index.js" example="a"',
      'const a = 1;',
      '// ...',
      '```',
      '```text title="Output" example="a"',
      'Hello',
      '```',
    ].join('\n');
    const [a] = collectExamples('docs/en/x.mdx', page);
    expect(a?.files.map((f) => f.path)).toEqual(['rslib.config.ts']);
    expect(a?.checks).toEqual([{ path: 'dist/index.js', kind: 'contains', text: 'const a = 1;', line: 4 }]);
    expect(a?.outputs).toEqual([{ lines: ['Hello'], line: 8 }]);
  });
});
