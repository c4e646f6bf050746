// Follows the journeys of the given pages (or of every page) from an empty folder, as `tests/journeys.test.ts` does.
// Usage: node scripts/run-journeys.mjs [--typescript 7] [docs/en/guide/start/quick-start.mdx ...]
import os from 'node:os';
import { journeyRuns, loadJourneys, runJourney } from './lib/journeys.mjs';
import { pool } from './lib/sequences.mjs';

const started = Date.now();
const args = process.argv.slice(2);
const only = args.indexOf('--typescript');
const version = only === -1 ? undefined : args.splice(only, 2)[1];
const runs = journeyRuns(await loadJourneys(args)).filter((r) => version === undefined || r.typescript === version);
if (runs.length === 0) {
  console.log('No journeys found.');
  process.exit(0);
}
const results = await pool(runs, Math.max(1, os.cpus().length), async ({ journey, typescript, pages }) => {
  const result = await runJourney(journey, typescript);
  const label = `${journey.name}, TypeScript ${typescript} (${pages.join(', ')}) in ${(result.ms / 1000).toFixed(1)} s`;
  if (result.errors.length === 0) console.log(`✓ ${label}`);
  else console.log(`✗ ${label}\n  ${result.errors.join('\n  ')}\n${result.log.replace(/^/gm, '    ').slice(-4000)}`);
  return result;
});
const failed = results.filter((r) => r.errors.length > 0).length;
console.log(`\n${results.length - failed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed > 0 ? 1 : 0);
