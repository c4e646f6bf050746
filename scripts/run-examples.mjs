// Builds the `example` code blocks of the given pages (or of every page) with the real Rslib.
// Usage: node scripts/run-examples.mjs [docs/en/guide/basic/cli.mdx ...]
import os from 'node:os';
import { loadExamples, pool, runExample, uniqueExamples } from './lib/examples.mjs';

const examples = uniqueExamples(await loadExamples(process.argv.slice(2)));
if (examples.length === 0) {
  console.log('No `example` blocks found.');
  process.exit(0);
}
const results = await pool(examples, Math.max(1, os.cpus().length), async ({ example, pages }) => {
  const result = await runExample(example);
  const label = `${example.name} (${pages.join(', ')})`;
  if (result.skipped) {
    console.log(`- ${label}: skipped, ${result.skipped}`);
  } else if (result.errors.length === 0) {
    console.log(`✓ ${label}`);
  } else {
    console.log(`✗ ${label}\n  ${result.errors.join('\n  ')}\n${result.log.replace(/^/gm, '    ').slice(-4000)}`);
  }
  return result;
});
const failed = results.filter((r) => r.errors.length > 0).length;
const skipped = results.filter((r) => r.skipped).length;
console.log(`\n${results.length - failed - skipped} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
