import { describe, expect, it } from 'vitest';
import { collectExamples, extractCodeBlocks, maskHashes, parseMeta, parseTree } from '../../scripts/lib/examples.mjs';

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
      commands: ['npx rslib build --format cjs'],
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

  it('refuses an example block that is neither a file nor commands', () => {
    expect(() => collectExamples('docs/en/x.mdx', '```ts example\nlet a;\n```')).toThrow(/needs a title/);
  });
});

describe('maskHashes', () => {
  it('masks a content hash before the extension', () => {
    expect(maskHashes('dist/index.8f9d7201e7.js')).toBe('dist/index.[hash].js');
  });
  it('leaves names without a hash alone', () => {
    expect(maskHashes('dist/mf-manifest.json')).toBe('dist/mf-manifest.json');
    expect(maskHashes('dist/utils/deadbeef.js')).toBe('dist/utils/deadbeef.js');
  });
});
