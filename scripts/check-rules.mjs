// The page rules of some pages, in both languages, without a build (scripts/lib/page-rules.mjs): both languages and
// the sidebar, links and anchors, starting points and their `<StartFrom>` callouts, the packages examples import,
// `npx rslib` and `"type"`, and how every code block is accounted for. `--prose` adds the prose rules of
// scripts/check-terms.mjs. One line per problem: file:line, what is wrong → how to fix it. `npm run check:page` runs
// it first; the dev server runs it with `--prose` on each page a writer saves (theme/plugins/page-rules.ts).
// Usage: node scripts/check-rules.mjs [--prose] docs/en/guide/basic/cli.mdx [more pages]   (exits 1 on a problem)
import path from 'node:path';
import { formatProblem, proseProblems, ruleProblems } from './lib/page-rules.mjs';
import { repoRoot } from './lib/paths.mjs';

const args = process.argv.slice(2);
const pages = args
  .filter((arg) => !arg.startsWith('--'))
  .map((file) => path.relative(repoRoot, path.resolve(file)).split(path.sep).join('/'));
if (pages.length === 0) {
  console.error('Usage: node scripts/check-rules.mjs [--prose] docs/en/guide/basic/cli.mdx [more pages]');
  process.exit(2);
}
const problems = [...(args.includes('--prose') ? proseProblems(pages) : []), ...ruleProblems(pages)];
for (const problem of problems) console.log(formatProblem(problem));
if (!args.includes('--quiet'))
  console.log(problems.length === 0 ? 'Page rules: no problems.' : `\n${problems.length} problem(s).`);
process.exit(problems.length === 0 ? 0 : 1);
