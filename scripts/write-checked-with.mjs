// Writes theme/checked-with.data.json, the releases the site's pages were checked with, from package-lock.json.
// Run it after `npm install` changed @rslib/core or its Rsbuild: node scripts/write-checked-with.mjs
import fs from 'node:fs';
import path from 'node:path';
import { checkedWithFile, expectedCheckedWith } from './lib/checked-with.mjs';
import { repoRoot } from './lib/paths.mjs';

fs.writeFileSync(checkedWithFile, expectedCheckedWith());
console.log(`Wrote ${path.relative(repoRoot, checkedWithFile)}`);
