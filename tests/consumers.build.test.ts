import { availableParallelism } from 'node:os';
import type { Browser } from '@playwright/test';
import { afterAll, describe, expect, it } from 'vitest';
import { offlineArgs, testChromium } from '../scripts/lib/browsers.mjs';
import { checkRecipe, readData, recipeKey, recipes } from '../scripts/lib/consumers.mjs';
import { cachedResult, cacheEnabled, storeResult } from '../scripts/lib/result-cache.mjs';
import { semaphore } from '../scripts/lib/sequences.mjs';

// The consumer tables of the recipe pages say what each consumer saw when `npm run verify:consumers` ran. Here every
// recipe's package is built from its page again, packed, and tried by the same consumers; the test fails when a cell
// of theme/plugins/consumer-table.data.json no longer matches. A passing result is cached, keyed on both pages of the recipe,
// the harness code, the versions and what result-cache.mjs keys every build on, so an unchanged recipe is not rebuilt.
const data = await readData();

let launched: Promise<Browser> | undefined;
const browser = () => {
  launched ??= import('@playwright/test').then(({ chromium }) =>
    chromium.launch({ executablePath: testChromium(), args: offlineArgs }),
  );
  return launched;
};
afterAll(async () => {
  if (launched) await (await launched).close();
});

// One recipe per core at a time: each one builds a project, an Rsbuild app and runs several processes.
const slot = semaphore(availableParallelism());

describe.concurrent('consumer tables match what consumers see', { timeout: 600_000 }, () => {
  for (const recipe of recipes) {
    it(`${recipe.id} (${recipe.page})`, async () => {
      const committed = data.recipes[recipe.id];
      expect(
        committed,
        `${recipe.id} has no entry in theme/plugins/consumer-table.data.json: run npm run verify:consumers`,
      ).toBeDefined();
      const key = await recipeKey(recipe);
      let seen = cacheEnabled ? await cachedResult(key) : undefined;
      if (!seen) {
        const result = await slot(() => checkRecipe(recipe, { browser }));
        seen = { package: result.package, rows: result.rows };
        const matches = JSON.stringify(seen) === JSON.stringify({ package: committed?.package, rows: committed?.rows });
        if (cacheEnabled && matches) await storeResult(key, seen);
      }
      expect(
        seen,
        `what the consumers of ${recipe.id} see differs from theme/plugins/consumer-table.data.json: fix the page, or run npm run verify:consumers ${recipe.id} and review the change`,
      ).toEqual({ package: committed?.package, rows: committed?.rows });
    });
  }
});
