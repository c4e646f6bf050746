// The one command a writer runs before pushing: every check that CI fails a page on, for the given pages in both
// languages, cheap checks first, stopping at the first stage that fails (`--all` goes on):
//   1. rules:  the prose rules (scripts/check-terms.mjs) and the page rules (scripts/check-rules.mjs: sidebar, links
//              and anchors, starting points and <StartFrom>, packages, `npx rslib`, "type", every block accounted for)
//   2. unit:   the unit tests that hold pages to page rules (PAGES set: only these pages), and the type check of the
//              pages' TypeScript code blocks (scripts/check-snippets.mjs)
//   3. builds: their examples and journeys built with the real Rslib (and documented defaults on option pages)
//   4. site:   a production build of the site (and the browsers of step 5)
//   5. browser checks: the file checks of their routes (links, anchors, head, HTML validity) and their browser checks
//              (render, Markdown copy, axe in both themes, no third-party request)
// Each failed check is printed as one line with the cause first: file:line: what is wrong → how to fix it.
// A step that passed is not run again while nothing it can read has changed (the key: every file git would track, so
// an unchanged page re-checks in seconds); example builds are also reused one by one from tests/.tmp/cache/.
// `--no-cache` runs everything. The log of each step is in test-results/logs/<step>.log.
// Usage: npm run check:page -- docs/en/guide/basic/cli.mdx [more pages] [--all] [--no-cache]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isLang } from '../theme/site-model.mjs';
import { inputsKey, passedStore, stepKey, stepProblems } from './lib/page-check.mjs';
import { repoRoot } from './lib/paths.mjs';
import { languages, routeOf } from './lib/routes.mjs';
import { reportCounts, reportPath, runSteps, siteSteps, stepCounts, vitestStep } from './lib/steps.mjs';

const args = process.argv.slice(2);
const noCache = args.includes('--no-cache');
const all = args.includes('--all');
const given = args.filter((a) => !a.startsWith('--'));
if (given.length === 0) {
  console.error('Usage: npm run check:page -- docs/en/guide/basic/cli.mdx [more pages] [--all] [--no-cache]');
  process.exit(2);
}
const started = Date.now();

/** Every page file given, and its counterpart in the other language where it exists, relative to the repository. */
const pages = new Set();
/** @type {string[]} */
const routes = [];
for (const file of given) {
  const relative = path.relative(repoRoot, path.resolve(file)).split(path.sep).join('/');
  const match = /^docs\/([^/]+)\/(.+\.mdx?)$/.exec(relative);
  if (!match || !isLang(match[1]) || !fs.existsSync(path.join(repoRoot, relative))) {
    console.error(`${file}: not a page under docs/<${languages.join('|')}>/`);
    process.exit(2);
  }
  for (const lang of languages) {
    const page = `docs/${lang}/${match[2]}`;
    // A missing twin is the page rules' to report, with the others.
    if (!pages.has(page) && fs.existsSync(path.join(repoRoot, page))) {
      pages.add(page);
      routes.push(routeOf(lang, match[2] ?? ''));
    }
  }
}
const pageList = [...pages];
console.log(`Pages: ${pageList.join(', ')}\nRoutes: ${routes.join(', ')}`);

// What the browser step would install as root, said before any step runs (scripts/setup-browser.mjs).
try {
  const plan = JSON.parse(
    execFileSync(process.execPath, ['scripts/setup-browser.mjs', '--plan'], { cwd: repoRoot, encoding: 'utf8' }),
  );
  if (plan.aptGet.length > 0)
    console.log(
      `As root, the browser step will install with apt-get: ${plan.aptGet.join(' ')} (npm run setup:browser does only that).`,
    );
} catch {
  // The browser step says it then.
}
console.log('');

/** @type {Record<string, string>} */
const env = { ROUTES: routes.join(','), PAGES: pageList.join(',') };
if (noCache) env.TEST_CACHE = 'off';

/** @typedef {import('./lib/steps.mjs').Step} Step */
/** @type {{ name: string, steps: Step[] }[]} */
const stages = [
  {
    name: 'rules',
    steps: [
      { name: 'prose', command: 'node', args: ['scripts/check-terms.mjs', ...pageList], counts: { kind: 'gate' } },
      { name: 'page-rules', command: 'node', args: ['scripts/check-rules.mjs', ...pageList], counts: { kind: 'gate' } },
    ],
  },
  {
    name: 'unit',
    steps: [
      // The unit tests that fail a page for a page rule, on these pages only (PAGES).
      vitestStep('page-tests', 'unit', 'page-rule unit tests', {
        files: [
          'tests/unit/starting-points.test.ts',
          'tests/unit/reader-commands.test.ts',
          'tests/unit/block-accounts.test.ts',
          'tests/unit/page-rules.test.ts',
          'tests/unit/routes.test.ts',
          'tests/unit/file-tree.test.ts',
          'tests/unit/code-notation.test.ts',
          'tests/unit/output-explorer.test.ts',
          'tests/unit/newcomer-guards.test.ts',
          'tests/unit/mf-emitted.test.ts',
        ],
        vitestArgs: ['--no-isolate'],
        env,
      }),
      // The TypeScript code blocks of the pages, type-checked against the installed packages: it names a misspelt
      // option, which Rslib itself ignores.
      {
        name: 'code-blocks',
        command: 'node',
        args: ['scripts/check-snippets.mjs', ...pageList],
        counts: { kind: 'gate' },
      },
    ],
  },
  {
    name: 'builds',
    steps: [
      {
        name: 'examples',
        command: 'node',
        args: [
          'scripts/run-examples.mjs',
          `--report=${reportPath('examples')}`,
          ...(noCache ? ['--no-cache'] : []),
          ...pageList,
        ],
        counts: { kind: 'tests', label: 'example builds', report: reportPath('examples'), format: 'counts' },
      },
      // The journeys of the pages (and their TypeScript 5 runs), followed from an empty folder.
      { name: 'journeys', command: 'node', args: ['scripts/run-journeys.mjs', ...pageList], counts: { kind: 'gate' } },
      // Option pages state defaults that tests/config-defaults.test.ts checks against real builds.
      ...(pageList.some((page) => /^docs\/[^/]+\/config\/lib\//.test(page))
        ? [vitestStep('defaults', 'builds', 'documented defaults', { files: ['tests/config-defaults.test.ts'], env })]
        : []),
    ],
  },
];
const [browser, build, ...checks] = siteSteps({ env, e2eArgs: ['tests/e2e/routes.spec.ts'] });
if (!browser || !build) throw new Error('siteSteps changed: expected the browser and the site build first');
stages.push({ name: 'site', steps: [browser, build] }, { name: 'browser checks', steps: checks });
/** Steps that pass or fail together: the site build, and the checks that read it, with the browser they use. */
const siteGroup = [browser, build, ...checks].map((s) => s.name);

/** @typedef {{ name: string, status: 'passed' | 'failed' | 'skipped' | 'cached' | 'not run', wall: number, note: string, problems: string[] }} Outcome */
/** @type {Outcome[]} */
const outcomes = [];
const store = passedStore(path.join(repoRoot, 'tests/.tmp/check-page/passed.json'));
const inputs = noCache ? '' : inputsKey();
const keyOf = (/** @type {Step} */ step) => stepKey(inputs, { name: step.name, args: step.args, env: step.env ?? {} });
/** Passed before with the same inputs: the whole site group, or one step outside it. */
const reusable = (/** @type {Step} */ step) =>
  !noCache &&
  (siteGroup.includes(step.name)
    ? stages.flatMap((s) => s.steps).every((s) => !siteGroup.includes(s.name) || store.get(s.name, keyOf(s)))
    : store.get(step.name, keyOf(step)) !== undefined);
let stoppedAt = '';

for (const stage of stages) {
  if (stoppedAt) {
    for (const step of stage.steps)
      outcomes.push({
        name: step.name,
        status: 'not run',
        wall: 0,
        note: `the ${stoppedAt} stage failed`,
        problems: [],
      });
    continue;
  }
  const cached = stage.steps.filter(reusable);
  for (const step of cached) {
    const entry = store.get(step.name, keyOf(step));
    const counts = entry?.counts ? `, ${entry.counts.passed} passed` : '';
    outcomes.push({
      name: step.name,
      status: 'cached',
      wall: 0,
      note: `passed at ${entry ? new Date(entry.at).toLocaleString('sv') : ''}${counts}`,
      problems: [],
    });
  }
  const toRun = stage.steps.filter((step) => !cached.includes(step));
  // A step that needs one that did not pass (with --all) is skipped; needs of earlier stages have passed.
  const failedEarlier = new Set(
    outcomes.filter((o) => o.status !== 'passed' && o.status !== 'cached').map((o) => o.name),
  );
  const runnable = toRun.filter((step) => !(step.needs ?? []).some((need) => failedEarlier.has(need)));
  for (const step of toRun.filter((s) => !runnable.includes(s))) {
    outcomes.push({
      name: step.name,
      status: 'skipped',
      wall: 0,
      note: `needs ${step.needs?.join(', ')}`,
      problems: [],
    });
  }
  if (runnable.length === 0) continue;
  const names = new Set(runnable.map((s) => s.name));
  const results = await runSteps(
    runnable.map((step) => ({ ...step, needs: (step.needs ?? []).filter((need) => names.has(need)) })),
    { tail: 0 },
  );
  for (const step of runnable) {
    const result = results.get(step.name);
    if (!result) continue;
    const counts =
      step.counts.kind === 'tests' && result.status !== 'skipped'
        ? stepCounts(result.status, reportCounts(step.counts.report, step.counts.format))
        : undefined;
    const log = result.log ? fs.readFileSync(result.log, 'utf8') : '';
    const problems = result.status === 'failed' ? stepProblems(step, log) : [];
    if (result.status === 'passed' && inputs) store.set(step.name, keyOf(step), counts);
    if (result.status === 'failed') store.delete(step.name);
    const note =
      step.counts.kind === 'tests' && counts
        ? `${step.counts.label}: ${counts.passed} passed, ${counts.failed} failed`
        : (result.reason ?? '');
    outcomes.push({ name: step.name, status: result.status, wall: result.wall, note, problems });
  }
  if (!all && outcomes.some((o) => o.status === 'failed' || o.status === 'skipped')) stoppedAt = stage.name;
}

console.log('\nSummary');
for (const outcome of outcomes) {
  const status = { passed: '✓', cached: '✓', failed: '✗', skipped: '-', 'not run': '-' }[outcome.status];
  const wall = outcome.status === 'passed' || outcome.status === 'failed' ? `${outcome.wall.toFixed(1)} s` : '';
  const what =
    outcome.status === 'cached'
      ? `unchanged since it ${outcome.note}`
      : outcome.status === 'not run'
        ? `not run: ${outcome.note}${all ? '' : ' (--all runs every stage)'}`
        : outcome.note;
  console.log(`${status} ${outcome.name.padEnd(12)} ${wall.padEnd(8)} ${what}`.trimEnd());
}
// The same problem found by two steps (a dead link: the page rules, then the build) is said once.
const problems = [...new Set(outcomes.flatMap((o) => o.problems))];
if (problems.length > 0) console.log(`\n${problems.join('\n')}`);
const count = (/** @type {Outcome['status'][]} */ ...statuses) =>
  outcomes.filter((o) => statuses.includes(o.status)).length;
const passed = count('passed', 'cached');
const failed = count('failed');
const notRun = count('not run', 'skipped');
const reused = count('cached');
console.log(
  `\n${passed} passed${reused > 0 ? ` (${reused} unchanged since they passed)` : ''}, ${failed} failed${notRun > 0 ? `, ${notRun} not run` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s` +
    (failed > 0 ? ` (logs: ${path.relative(repoRoot, path.join(repoRoot, 'test-results/logs'))}/<step>.log)` : ''),
);
process.exit(failed > 0 || count('skipped') > 0 ? 1 : 0);
