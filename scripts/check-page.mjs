// Re-checks the pages a writer changed, in both languages, in a few minutes: their examples and journeys (and, on option pages,
// their documented defaults) built with the real Rslib, their TypeScript code blocks type-checked, a production
// build of the site, the file checks of their routes (links, anchors, head, HTML validity) and their browser checks (render, Markdown copy, axe in both themes,
// no third-party request). Passed example builds are reused from the result cache unless `--no-cache` is given.
// Usage: npm run check:page -- docs/en/guide/basic/cli.mdx [more pages] [--no-cache]
import fs from 'node:fs';
import path from 'node:path';
import { isLang } from '../theme/site-model.mjs';
import { repoRoot } from './lib/paths.mjs';
import { languages, routeOf } from './lib/routes.mjs';
import { reportPath, runSteps, siteSteps, summarize, vitestStep } from './lib/steps.mjs';

const args = process.argv.slice(2);
const noCache = args.includes('--no-cache');
const given = args.filter((a) => !a.startsWith('--'));
if (given.length === 0) {
  console.error('Usage: npm run check:page -- docs/en/guide/basic/cli.mdx [more pages] [--no-cache]');
  process.exit(2);
}

/** Every page file given, and its counterpart in the other language, relative to the repository. */
const pages = new Set();
/** @type {string[]} */
const routes = [];
for (const file of given) {
  const relative = path.relative(repoRoot, path.resolve(file)).split(path.sep).join('/');
  const match = /^docs\/([^/]+)\/(.+\.mdx?)$/.exec(relative);
  if (!match || !isLang(match[1]) || !fs.existsSync(relative)) {
    console.error(`${file}: not a page under docs/<${languages.join('|')}>/`);
    process.exit(2);
  }
  for (const lang of languages) {
    const page = `docs/${lang}/${match[2]}`;
    if (!fs.existsSync(path.join(repoRoot, page))) {
      console.error(`${page} is missing: every page exists in both languages.`);
      process.exit(2);
    }
    if (!pages.has(page)) {
      pages.add(page);
      routes.push(routeOf(lang, match[2] ?? ''));
    }
  }
}
console.log(`Pages: ${[...pages].join(', ')}\nRoutes: ${routes.join(', ')}\n`);

/** @type {Record<string, string>} */
const env = { ROUTES: routes.join(','), PAGES: [...pages].join(',') };
if (noCache) env.TEST_CACHE = 'off';
/** @type {import('./lib/steps.mjs').Step[]} */
const steps = [
  {
    name: 'examples',
    command: 'node',
    args: [
      'scripts/run-examples.mjs',
      `--report=${reportPath('examples')}`,
      ...(noCache ? ['--no-cache'] : []),
      ...pages,
    ],
    counts: { kind: 'tests', label: 'example builds', report: reportPath('examples'), format: 'counts' },
  },
  // The journeys of the pages (and their TypeScript 5 runs), followed from an empty folder.
  { name: 'journeys', command: 'node', args: ['scripts/run-journeys.mjs', ...pages], counts: { kind: 'gate' } },
  // Every block of the pages run by the examples or visibly an output, excerpt or alternative (check:blocks).
  {
    name: 'blocks',
    command: 'node',
    args: ['scripts/check-blocks.mjs', '--unaccounted', ...pages],
    counts: { kind: 'gate' },
  },
  // The TypeScript code blocks of the pages, type-checked against the installed packages.
  { name: 'code-blocks', command: 'node', args: ['scripts/check-snippets.mjs', ...pages], counts: { kind: 'gate' } },
  ...siteSteps({ env, e2eArgs: ['tests/e2e/routes.spec.ts'] }),
];
// Option pages state defaults that tests/config-defaults.test.ts checks against real builds.
if ([...pages].some((page) => /^docs\/[^/]+\/config\/lib\//.test(page))) {
  steps.push(
    vitestStep('defaults', 'builds', 'documented defaults', { files: ['tests/config-defaults.test.ts'], env }),
  );
}

const results = await runSteps(steps);
const { passed, failed } = summarize(steps, results);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
