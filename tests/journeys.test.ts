import { describe, expect, it } from 'vitest';
import { examplesConcurrency } from '../scripts/lib/examples.mjs';
import { journeyId, journeyRuns, loadJourneys, runJourney } from '../scripts/lib/journeys.mjs';
import { semaphore } from '../scripts/lib/sequences.mjs';

// Every page marked with `journey` steps is followed from an empty folder, step by step, with the TypeScript
// versions it names; a journey that the English and Chinese pages show with the same steps runs once.
const runs = journeyRuns(await loadJourneys());

// As many journeys at once as example projects (one more than the cores): a journey also waits on npm and the disk.
const slot = semaphore(examplesConcurrency());

describe.concurrent('journeys through the docs', { timeout: 900_000 }, () => {
  it('finds journeys to follow', () => {
    expect(runs.length).toBeGreaterThan(0);
  });

  for (const { journey, typescript, pages } of runs) {
    it(`${journey.name} with TypeScript ${typescript} (${pages.join(', ')})`, async () => {
      const result = await slot(() => runJourney(journey, typescript));
      expect(result.errors, `${journeyId(journey)} (TypeScript ${typescript})\n${result.log.slice(-4000)}`).toEqual([]);
    });
  }
});
