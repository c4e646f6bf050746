// Checks the prose of pages in both languages: product names spelled right, no placeholder text, Chinese spacing
// and punctuation, front matter that Rspress can parse, and headings with the same explicit anchors in English and
// Chinese (scripts/lib/prose.mjs, scripts/lib/page-rules.mjs). One line per problem: file:line, what is wrong → how
// to fix it.
// Usage: node scripts/check-terms.mjs [docs/en/guide/basic/cli.mdx …]   (no pages: every page; exits 1 on a problem)
import path from 'node:path';
import { formatProblem, proseProblems } from './lib/page-rules.mjs';
import { repoRoot } from './lib/paths.mjs';
import { languages, pageFiles } from './lib/routes.mjs';

export { anchorsOf, checkPage, proseLines } from './lib/prose.mjs';

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const pages =
    given.length > 0
      ? given.map((file) => path.relative(repoRoot, path.resolve(file)).split(path.sep).join('/'))
      : (
          await Promise.all(languages.map(async (lang) => (await pageFiles(lang)).map((f) => `docs/${lang}/${f}`)))
        ).flat();
  const problems = proseProblems(pages);
  for (const problem of problems) console.log(formatProblem(problem));
  console.log(problems.length === 0 ? 'Terms, anchors and spacing: no problems.' : `\n${problems.length} problem(s).`);
  process.exit(problems.length === 0 ? 0 : 1);
}
