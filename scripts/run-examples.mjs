// Builds the `example` code blocks of the given pages (or of every page) with the real Rslib.
// Usage: node scripts/run-examples.mjs [--no-cache] [--report=file.json] [docs/en/guide/basic/cli.mdx ...]
// Passing results are reused from the result cache (scripts/lib/result-cache.mjs) unless --no-cache is given;
// --report writes `{ passed, failed, skipped }` as JSON.
import fs from 'node:fs';
import { examplesConcurrency, loadExamples, pool, runExample, uniqueExamples } from './lib/examples.mjs';

const pages = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const reportFile = process.argv.find((arg) => arg.startsWith('--report='))?.slice('--report='.length);
const examples = uniqueExamples(await loadExamples(pages));
if (examples.length === 0) {
  console.log('No `example` blocks found.');
  if (reportFile) fs.writeFileSync(reportFile, JSON.stringify({ passed: 0, failed: 0, skipped: 0 }));
  process.exit(0);
}
const results = await pool(examples, examplesConcurrency(), async ({ example, pages }) => {
  const result = await runExample(example);
  const label = `${example.name} (${pages.join(', ')})`;
  if (result.skipped) {
    console.log(`- ${label}: skipped, ${result.skipped}`);
  } else if (result.errors.length === 0) {
    console.log(`✓ ${label}${result.cached ? ' (cached)' : ''}`);
  } else {
    console.log(`✗ ${label}\n  ${result.errors.join('\n  ')}\n${result.log.replace(/^/gm, '    ').slice(-4000)}`);
  }
  return result;
});
const failed = results.filter((r) => r.errors.length > 0).length;
const skipped = results.filter((r) => r.skipped).length;
const cached = results.filter((r) => r.cached).length;
if (reportFile)
  fs.writeFileSync(reportFile, JSON.stringify({ passed: results.length - failed - skipped, failed, skipped }));
console.log(
  `\n${results.length - failed - skipped} passed${cached > 0 ? ` (${cached} from the cache)` : ''}, ${failed} failed, ${skipped} skipped`,
);
process.exit(failed > 0 ? 1 : 0);
