// Builds every variant of the output explorers (scripts/lib/output-explorer.mjs) with the installed Rslib and writes
// what they emit to theme/plugins/output-explorer.data.json, which the option pages render. Run it after changing an
// explorer or upgrading @rslib/core, and commit the file; tests/output-explorer.build.test.ts fails until then.
// Usage: npm run verify:outputs [-- --no-cache] [-- lib-format lib-dts]   (ids: only those explorers, for a look)
import fs from 'node:fs/promises';
import path from 'node:path';
import { dataFile, dataText, explorerData } from './lib/output-explorer.mjs';
import { repoRoot } from './lib/paths.mjs';

const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const started = Date.now();
const { data, built, cached } = await explorerData({ only: only.length > 0 ? only : undefined });
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const variants = data.reduce((n, e) => n + e.variants.length, 0);
if (only.length > 0) {
  for (const explorer of data) {
    for (const v of explorer.variants)
      console.log(
        `--- ${explorer.id} ${v.key}\n${v.tree}\n${v.main} (from line ${v.start} of ${v.lines}):\n${v.excerpt}\n`,
      );
  }
  console.log(`${variants} variants (${built} built, ${cached} from the cache) in ${seconds} s; data file not written`);
} else {
  await fs.writeFile(dataFile, await dataText(data));
  console.log(
    `${variants} variants of ${data.length} explorers (${built} built, ${cached} from the cache) in ${seconds} s: wrote ${path.relative(repoRoot, dataFile)}`,
  );
}
