import { describe, expect, it } from 'vitest';
import { loadSequences, runSequences, sequenceId, sequenceRuns } from '../scripts/lib/examples.mjs';

// The code blocks marked `example` in the docs are built with the real Rslib as a reader follows each page: its
// examples in page order, each on top of the ones before it, from the page's starting point (see
// scripts/lib/examples.mjs). A sequence that two pages show alike (usually English and Chinese) is built once, and
// sequences that share their first examples build those once.
const runs = sequenceRuns(await loadSequences());
let results: ReturnType<typeof runSequences> | undefined;

describe.concurrent('examples in the docs', { timeout: 1_800_000 }, () => {
  it('finds examples to build', () => {
    expect(runs.length).toBeGreaterThan(0);
  });

  for (const run of runs) {
    const { sequence, pages } = run;
    it(`${sequence.examples.map((e) => e.name).join(' → ')} (${pages.join(', ')})`, async ({ skip }) => {
      // Every sequence starts with the first test; each test waits for its own.
      results ??= runSequences(runs);
      const result = await results.get(run);
      if (result?.skipped) skip(result.skipped);
      expect(result?.errors, `${sequenceId(sequence)}\n${result?.log.slice(-3000)}`).toEqual([]);
    });
  }
});
