// Builds the package of every recipe page with a consumer table (or of the given recipe ids), packs it, runs its
// consumers (scripts/lib/consumers.mjs) and writes what they saw to theme/plugins/consumer-table.data.json, which the pages
// render. tests/consumers.build.test.ts fails when a consumer no longer sees what that file says.
// Usage: npm run verify:consumers [-- quick-start react ...]
import fs from 'node:fs/promises';
import { checkRecipes, dataFile, readData, recipeKey, recipes, versions } from './lib/consumers.mjs';
import { storeResult } from './lib/result-cache.mjs';

const started = Date.now();
const ids = process.argv.slice(2);
const unknown = ids.filter((id) => !recipes.some((r) => r.id === id));
if (unknown.length > 0)
  throw new Error(`no recipe ${unknown.join(', ')}; recipes: ${recipes.map((r) => r.id).join(', ')}`);
const selected = ids.length > 0 ? recipes.filter((r) => ids.includes(r.id)) : recipes;
/** @type {import('./lib/consumers.mjs').ConsumerData} */
const previous = await readData().catch(() => ({ versions: {}, recipes: {} }));
const results = await checkRecipes(selected);
/** @type {import('./lib/consumers.mjs').ConsumerData} */
const data = { versions: await versions(), recipes: {} };
for (const recipe of recipes) {
  const result = results.find((r) => r.recipe.id === recipe.id);
  const entry = result
    ? {
        page: recipe.page,
        package: result.package,
        app: recipe.app.target,
        ...(recipe.browser ? { browser: recipe.browser.kind } : {}),
        rows: result.rows,
        fixes: recipe.fixes ?? {},
      }
    : previous.recipes[recipe.id];
  if (entry) data.recipes[recipe.id] = entry;
}
for (const result of results) {
  const marks = Object.entries(result.rows)
    .map(
      ([row, cell]) =>
        `${row} ${cell.status === 'pass' ? '✓' : cell.status === 'na' ? '–' : `✗ ${cell.code ?? ''} ${cell.message ?? ''}`}${cell.note ? ` (${cell.note})` : ''}`,
    )
    .join('\n    ');
  console.log(`${result.recipe.id} (${result.package}) in ${(result.ms / 1000).toFixed(1)} s\n    ${marks}`);
  await storeResult(await recipeKey(result.recipe), { package: result.package, rows: result.rows });
}
await fs.writeFile(dataFile, `${JSON.stringify(data, null, 2)}\n`);
console.log(`\nwrote ${dataFile} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
