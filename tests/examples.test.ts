import { describe, expect, it } from 'vitest';
import { exampleId, loadExamples, runExample, uniqueExamples } from '../scripts/lib/examples.mjs';

// Every code block marked `example` in the docs is written to a project and built with the real Rslib.
// Identical projects shown on several pages (usually English and Chinese) are built once.
const examples = uniqueExamples(await loadExamples());

describe.concurrent('examples in the docs', { timeout: 240_000 }, () => {
  it('finds examples to build', () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  for (const { example, pages } of examples) {
    it(`${example.name} (${pages.join(', ')})`, async ({ skip }) => {
      const result = await runExample(example);
      if (result.skipped) skip(result.skipped);
      expect(result.errors, `${exampleId(example)}\n${result.log.slice(-3000)}`).toEqual([]);
    });
  }
});
