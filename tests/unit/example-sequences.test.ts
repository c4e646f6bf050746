import { describe, expect, it } from 'vitest';
import {
  collectExamples,
  groupSequences,
  pageSequences,
  runSequences,
  sequenceRuns,
} from '../../scripts/lib/examples.mjs';

// A page's examples are built as a reader follows the page: in page order, in one project, each example on top of
// the ones above it. These pages build nothing with Rslib: their commands copy files, so the tests stay fast and
// show what only the order can show.

/** A fenced block. */
const fence = '```';
const block = (meta: string, ...lines: string[]) => [`${fence}${meta}`, ...lines, fence, ''].join('\n');

/** Example 2 reads a file that only example 1 writes. */
const dependent = [
  block('ts title="src/greeting.ts" example="write" typescript="5"', "export const greeting = 'hello';"),
  block('bash example="write" typescript="5"', 'test -f src/greeting.ts'),
  block('bash example="read" typescript="5"', 'mkdir -p out && cp src/greeting.ts out/greeting.ts'),
  block('text title="out" example="read" typescript="5"', 'out', '└── greeting.ts'),
].join('\n');

/** Example 1 leaves a file in `out/` that example 2's tree does not show. */
const stale = [
  block('bash example="first" typescript="5"', 'mkdir -p out && echo a > out/old.txt'),
  block('text title="out" example="first" typescript="5"', 'out/old.txt'),
  block('bash example="second" typescript="5"', 'mkdir -p out && echo b > out/new.txt'),
  block('text title="out" example="second" typescript="5"', 'out/new.txt'),
].join('\n');

/** Builds a test page's examples, as sequences or each alone, and returns the errors of each run. */
async function build(source: string, mark = '') {
  const sequences = pageSequences('docs/en/sequence-test.mdx', `${mark}\n${source}`);
  const runs = sequenceRuns(sequences);
  const results = runSequences(runs, { cache: false });
  return Promise.all(runs.map(async (run) => (await results.get(run))?.errors ?? ['no result']));
}

describe('example sequences', { timeout: 60_000 }, () => {
  it('groups a page into one sequence, unless its starting point or TypeScript changes, an example restarts, or the page is marked', () => {
    const page = [
      block('ts title="a.ts" example="a"', ''),
      block('ts title="b.ts" example="b"', ''),
      block('ts title="c.ts" example="c" fixture="quick-start"', ''),
      block('ts title="d.ts" example="d" fixture="quick-start"', ''),
      '{/* examples restart */}',
      block('ts title="e.ts" example="e" fixture="quick-start"', ''),
      block('ts title="f.ts" example="f" fixture="quick-start" typescript="5"', ''),
    ].join('\n');
    const names = (marked: boolean) =>
      groupSequences(collectExamples('docs/en/p.mdx', page), marked).map((s) => s.examples.map((e) => e.name));
    expect(names(false)).toEqual([['a', 'b'], ['c', 'd'], ['e'], ['f']]);
    expect(names(true)).toEqual([['a'], ['b'], ['c'], ['d'], ['e'], ['f']]);
    expect(pageSequences('docs/en/p.mdx', `{/* examples independent */}\n\n${page}`)).toHaveLength(6);
  });

  it('builds an example on the files of the one above it', async () => {
    expect(await build(dependent)).toEqual([[]]);
    // Each example alone, as the harness built them before: the second one cannot find the file.
    const alone = await build(dependent, '{/* examples independent */}');
    expect(alone[0]).toEqual([]);
    expect(alone[1]?.join('\n')).toMatch(/sequence-test\.mdx:\d+ example "read": a command failed/);
  });

  it('sees the files an earlier example left, as a reader does', async () => {
    const [errors] = await build(stale);
    expect(errors?.join('\n')).toMatch(
      /sequence-test\.mdx:\d+ example "second": output tree at line \d+ \(out\) differs: missing \[\], unexpected \[out\/old\.txt\]/,
    );
    // A page whose examples are alternatives says so, and then each starts from the starting point.
    expect(await build(stale, '{/* examples independent */}')).toEqual([[], []]);
    // A section that starts over says so before its first example.
    const restarted = stale.replace('```bash example="second"', '{/* examples restart */}\n\n```bash example="second"');
    expect(await build(restarted)).toEqual([[], []]);
  });

  it('builds the examples that two pages show alike once, and where they part, each branch on a copy', async () => {
    const en = pageSequences('docs/en/sequence-test.mdx', dependent);
    const zh = pageSequences('docs/zh/sequence-test.mdx', dependent);
    expect(sequenceRuns([...en, ...zh])).toHaveLength(1);
    const other = pageSequences(
      'docs/zh/sequence-test.mdx',
      dependent.replace('cp src/greeting.ts out/greeting.ts', 'cp src/greeting.ts out/greeting.ts && touch out/x'),
    );
    const runs = sequenceRuns([...en, ...other]);
    expect(runs).toHaveLength(2);
    const results = runSequences(runs, { cache: false });
    const [first, second] = await Promise.all(runs.map((run) => results.get(run)));
    expect(first?.errors).toEqual([]);
    // The first example is the same on both pages: it is built once, for the first run.
    expect(first?.built).toBe(2);
    expect(second?.built).toBe(1);
    expect(second?.errors.join('\n')).toMatch(
      /docs\/zh\/sequence-test\.mdx:\d+ example "read": .*unexpected \[out\/x\]/,
    );
  });
});
