import { describe, expect, it } from 'vitest';
import {
  collectJourneys,
  journeyRuns,
  logPattern,
  parseJourneyCheck,
  referencedFiles,
} from '../../scripts/lib/journeys.mjs';
import { miscounted } from '../../scripts/lib/sequences.mjs';

const page = [
  '```bash journey="a"',
  'mkdir my-lib',
  'cd my-lib',
  '```',
  '',
  '<PackageManagerTabs command="install -D @rslib/core" journey="a" />',
  '',
  '```ts title="src/index.ts" example="x" journey="a b"',
  'export const a = 1;',
  '```',
  '',
  '```text journey="a" output typescript="7"',
  'ready   built in 0.25s',
  '```',
  '',
  '{/* journey name="a" typescript="7 5"',
  'pack',
  'only 7: types bundler "import { a } from \'my-lib\';" fails "TS2882"',
  '*/}',
  '',
  '```text title="dist" journey="a"',
  'dist',
  '└── index.js',
  '```',
].join('\n');

describe('collectJourneys', () => {
  it('takes the marked blocks, tabs and hidden checks in page order', () => {
    const [a, b] = collectJourneys('docs/en/x.mdx', page);
    expect(a?.name).toBe('a');
    expect(a?.typescript).toEqual(['7', '5']);
    expect(a?.steps.map((s) => s.kind)).toEqual(['commands', 'commands', 'file', 'output', 'checks', 'tree']);
    expect(a?.steps[1]).toMatchObject({ commands: ['npm install -D @rslib/core'] });
    expect(a?.steps[3]).toMatchObject({ lines: ['ready   built in 0.25s'], typescript: '7' });
    expect(a?.steps[5]).toMatchObject({ root: 'dist', files: ['dist/index.js'] });
    expect(b?.typescript).toEqual(['7']);
    expect(b?.steps.map((s) => s.kind)).toEqual(['file']);
  });

  it('runs a journey shown by both languages once per TypeScript version', () => {
    const journeys = [
      ...collectJourneys('docs/en/x.mdx', page),
      ...collectJourneys('docs/zh/x.mdx', page.replace('ready', '\nready')),
    ];
    expect(journeyRuns(journeys).map((r) => `${r.journey.name}@${r.typescript}:${r.pages.length}`)).toEqual([
      'a@7:2',
      'a@5:2',
      'b@7:2',
    ]);
  });

  it('rejects a block it cannot run and a check it cannot read', () => {
    expect(() => collectJourneys('p.mdx', '```ts journey="a"\nx\n```')).toThrow(/needs a title/);
    expect(() => parseJourneyCheck('types esm "x"', 3)).toThrow(/cannot read/);
  });
});

describe('parseJourneyCheck', () => {
  it('reads every kind of check', () => {
    expect(parseJourneyCheck('node cjs "require(\'x\')" prints "ok"', 1)).toMatchObject({
      kind: 'node',
      module: 'cjs',
      prints: 'ok',
    });
    expect(parseJourneyCheck('types node16-cjs "import \'x\';"', 1)).toMatchObject({
      kind: 'types',
      mode: 'node16-cjs',
    });
    expect(parseJourneyCheck('dist/index.d.ts lacks ".css"', 1)).toMatchObject({ kind: 'lacks', text: '.css' });
    expect(parseJourneyCheck('$ rm -rf dist', 1)).toMatchObject({ kind: 'run', command: 'rm -rf dist' });
    expect(parseJourneyCheck('only 5: pack', 1)).toMatchObject({ kind: 'pack', typescript: '5' });
  });
});

describe('logPattern', () => {
  it('matches a quoted log line with other numbers and spacing, and nothing else', () => {
    const line = 'ready   declaration files generated with tsgo in 0.23 s (esm)';
    expect(logPattern(line).test('ready declaration files generated with tsgo in 12.5 s (esm)')).toBe(true);
    expect(logPattern(line).test('ready   declaration files generated in 5.81 s (esm)')).toBe(false);
  });
});

describe('miscounted', () => {
  it('names a whole line that the commands printed more often than the output blocks show it', () => {
    // Two starts of an executable print the greeting twice; a block that shows it once misleads the reader.
    const printed = 'Welcome, Rslib!\nNode.js options: a\nWelcome, Rslib!\nNode.js options: a b\n';
    expect(miscounted(['Welcome, Rslib!', 'Node.js options: a', 'Node.js options: a b'], printed)).toEqual([
      'shows "Welcome, Rslib!" 1 time(s), the commands printed it 2 times',
    ]);
    expect(miscounted(['Welcome, Rslib!', 'Node.js options: a', 'Welcome, Rslib!'], printed)).toEqual([]);
    // A block line that is only part of a printed line is not counted.
    expect(miscounted(['dist'], 'dist/index.js\ndist/index.d.ts\n')).toEqual([]);
  });
});

describe('referencedFiles', () => {
  it('lists main, types and every exports target', () => {
    const pkg = {
      main: './dist/index.js',
      types: './dist/index.d.ts',
      exports: {
        '.': { import: { types: './dist/esm/index.d.ts', default: './dist/esm/index.js' } },
        './*': './dist/*',
      },
    };
    expect(referencedFiles(pkg)).toEqual([
      'dist/index.js',
      'dist/index.d.ts',
      'dist/esm/index.d.ts',
      'dist/esm/index.js',
    ]);
  });
});
