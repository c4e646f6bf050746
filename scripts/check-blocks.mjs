// Prints, per page and language, the code blocks a reader sees and how each is accounted for: run by the tests,
// an output they check, or visibly an output, an excerpt or an alternative (scripts/lib/block-accounts.mjs).
// Usage: npm run check:blocks [-- docs/en/guide/basic/cli.mdx …] [--unaccounted] (lists the unaccounted blocks)
// Exits 1 when a page has an unaccounted block.
import fs from 'node:fs/promises';
import path from 'node:path';
import { accountBlocks } from './lib/block-accounts.mjs';
import { repoRoot } from './lib/paths.mjs';
import { listFiles } from './lib/projects.mjs';

const args = process.argv.slice(2);
const given = args.filter((a) => !a.startsWith('--'));
const pages =
  given.length > 0
    ? given.map((f) => path.relative(repoRoot, path.resolve(f)))
    : (await listFiles(path.join(repoRoot, 'docs'), repoRoot)).filter(
        (f) => /\.mdx?$/.test(f) && !f.includes('/shared/'),
      );
const kinds = /** @type {const} */ ([
  'run',
  'checked',
  'output',
  'fragment',
  'alternative',
  'rendered',
  'network',
  'reference',
  'unaccounted',
]);
const rows = [];
/** @type {Record<string, number>} */
const totals = Object.fromEntries(kinds.map((k) => [k, 0]));
let blocks = 0;
let pageCount = 0;
for (const page of pages.sort()) {
  const accounts = accountBlocks(page, await fs.readFile(path.join(repoRoot, page), 'utf8'));
  if (accounts.length === 0) continue;
  /** @type {Record<string, number>} */
  const counts = Object.fromEntries(kinds.map((k) => [k, accounts.filter((a) => a.account === k).length]));
  for (const k of kinds) totals[k] = (totals[k] ?? 0) + (counts[k] ?? 0);
  blocks += accounts.length;
  pageCount++;
  const share = (((accounts.length - (counts.unaccounted ?? 0)) / accounts.length) * 100).toFixed(0);
  rows.push(`| ${page} | ${accounts.length} | ${kinds.map((k) => counts[k]).join(' | ')} | ${share}% |`);
  if (args.includes('--unaccounted')) {
    for (const a of accounts.filter((a) => a.account === 'unaccounted')) {
      rows.push(
        `|   ${page}:${a.line} \`${a.lang}\`${a.title ? ` ${a.title}` : ''}${a.reason ? ` (${a.reason})` : ''} | | | | | | | | | | unaccounted | |`,
      );
    }
  }
}
console.log(`| Page | Blocks | ${kinds.join(' | ')} | Accounted |`);
console.log(`| --- | ---: | ${kinds.map(() => '---:').join(' | ')} | ---: |`);
console.log(rows.join('\n'));
const share = (((blocks - (totals.unaccounted ?? 0)) / Math.max(blocks, 1)) * 100).toFixed(1);
console.log(`| **All (${pageCount} pages)** | ${blocks} | ${kinds.map((k) => totals[k]).join(' | ')} | ${share}% |`);
process.exit((totals.unaccounted ?? 0) > 0 ? 1 : 0);
