import fs from 'node:fs/promises';
import { expect, it } from 'vitest';
import { dataFile, dataText, explorerData } from '../scripts/lib/output-explorer.mjs';

// The output explorers of the option pages show what real builds wrote (theme/plugins/output-explorer.data.json).
// Every variant is built again with the installed Rslib (from the result cache while nothing that could change it
// has changed) and the file must still say exactly that: after upgrading @rslib/core or editing an explorer, run
// `npm run verify:outputs` and commit the file.
it('the output explorers show what the variants build today', { timeout: 600_000 }, async () => {
  const started = Date.now();
  const { data, built, cached } = await explorerData();
  const fresh = await dataText(data);
  const committed = await fs.readFile(dataFile, 'utf8');
  console.log(
    `output explorers: ${built} variants built, ${cached} from the cache, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const message =
    'theme/plugins/output-explorer.data.json differs from what the builds write: run `npm run verify:outputs`';
  // Compared as data first, so that a failure shows the variants that changed.
  expect(JSON.parse(committed), message).toEqual(JSON.parse(fresh));
  expect(committed, message).toBe(fresh);
});
