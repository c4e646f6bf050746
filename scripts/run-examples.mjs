// Builds the `example` code blocks of the given pages (or of every page) with the real Rslib, as a reader follows
// each page: its examples in page order, each on top of the ones before it (scripts/lib/examples.mjs).
// Usage: node scripts/run-examples.mjs [--no-cache] [--report=file.json] [docs/en/guide/basic/cli.mdx ...]
// Passing sequences are reused from the result cache (scripts/lib/result-cache.mjs) unless --no-cache is given;
// --report writes `{ passed, failed, skipped }` (sequences) as JSON.
import fs from 'node:fs';
import { loadSequences, runSequences, sequenceRuns } from './lib/examples.mjs';

const started = Date.now();
const pages = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const reportFile = process.argv.find((arg) => arg.startsWith('--report='))?.slice('--report='.length);
const runs = sequenceRuns(await loadSequences(pages));
if (runs.length === 0) {
  console.log('No `example` blocks found.');
  if (reportFile) fs.writeFileSync(reportFile, JSON.stringify({ passed: 0, failed: 0, skipped: 0 }));
  process.exit(0);
}
const results = await Promise.all(
  runSequences(runs, {
    onResult: ({ run, errors, log, skipped, cached }) => {
      const { sequence, pages: shown } = run;
      const names = sequence.examples.map((e) => e.name).join(' → ');
      const label = `${names} (${shown.join(', ')}${sequence.start === 'example-project' ? '' : `, from ${sequence.start}`})`;
      if (skipped) console.log(`- ${label}: skipped, ${skipped}`);
      else if (errors.length === 0) console.log(`✓ ${label}${cached ? ' (cached)' : ''}`);
      else console.log(`✗ ${label}\n  ${errors.join('\n  ')}\n${log.replace(/^/gm, '    ').slice(-4000)}`);
    },
  }).values(),
);
const failed = results.filter((r) => r.errors.length > 0).length;
const skipped = results.filter((r) => r.skipped).length;
const cached = results.filter((r) => r.cached).length;
const examples = results.reduce((n, r) => n + r.run.sequence.examples.length, 0);
const built = results.reduce((n, r) => n + r.built, 0);
if (reportFile)
  fs.writeFileSync(reportFile, JSON.stringify({ passed: results.length - failed - skipped, failed, skipped }));
console.log(
  `\n${results.length - failed - skipped} sequences passed${cached > 0 ? ` (${cached} from the cache)` : ''}, ${failed} failed, ${skipped} skipped: ${examples} examples, ${built} example builds, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed > 0 ? 1 : 0);
