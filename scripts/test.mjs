// The whole test suite, as CI runs it: lint, the type check of the docs' code blocks, unit tests, the docs' examples,
// documented defaults and newcomer journeys built with the real Rslib, a production build of the site, checks on its files and page-weight budgets, and end-to-end tests in
// Chromium against that build, and the dev server of a fresh clone. Steps run as soon as what they need is ready (scripts/lib/steps.mjs): the example
// builds run beside everything else at a lower priority, and the file checks, budgets and browser tests start when
// the site build ends. Ends with `N passed, N failed`; test-results/timings.json keeps each step's times.
// Usage: npm test [-- --no-cache]   (--no-cache: rebuild every example and default instead of reusing passed results)
import fs from 'node:fs';
import path from 'node:path';
import { reportPath, resultsDir, runSteps, siteSteps, summarize, vitestStep } from './lib/steps.mjs';

const noCache = process.argv.includes('--no-cache');

/** @type {import('./lib/steps.mjs').Step[]} */
const steps = [
  // The site build and the browser tests are the longest chain, so they keep the normal priority; lint and unit
  // tests come next, and the example builds (the most CPU, needed by nothing else) fill the gaps.
  { name: 'lint', command: 'npm', args: ['run', 'lint'], nice: 5, counts: { kind: 'gate' } },
  // Every TypeScript code block of the docs, type-checked against the installed packages: one result.
  { name: 'code-blocks', command: 'node', args: ['scripts/check-snippets.mjs'], nice: 5, counts: { kind: 'gate' } },
  // The unit files of a worker share its loaded modules (the Markdown parser, TypeScript, the site model) instead of
  // loading them again for each of the 57 files: about 100 -> 50 s of CPU, paired. (In vitest.config.ts, a project's
  // `poolOptions.forks.isolate: false` did not change the CPU; the command-line option does.) A file that stubs an
  // environment variable or a global undoes it (vi.unstubAllEnvs / vi.unstubAllGlobals).
  // Normal priority: a Vitest worker gives up on a call to its main process after 60 s, and at a lower priority
  // beside the browser tests both went without the CPU that long (CI, 34 "Timeout calling onTaskUpdate" errors).
  vitestStep('unit', 'unit', 'unit tests', { vitestArgs: ['--no-isolate'] }),
  vitestStep('builds', 'builds', 'example and default builds', {
    files: ['tests/examples.test.ts', 'tests/config-defaults.test.ts', '.build.test.ts'],
    nice: 10,
    env: noCache ? { TEST_CACHE: 'off' } : {},
  }),
  // The journeys in a process of their own, beside the example builds: a journey waits on npm (on a fresh machine,
  // on the registry) between its builds, and the examples fill those waits.
  vitestStep('journeys', 'builds', 'newcomer journeys', {
    files: ['tests/journeys.test.ts'],
    nice: 10,
    env: noCache ? { TEST_CACHE: 'off' } : {},
  }),
  ...siteSteps(),
  // `npm run dev` in a fresh clone (no build, no cache), driven in Chromium: the writers' loop.
  vitestStep('dev', 'dev', 'dev server checks', { needs: ['browser'], nice: 5 }),
  // The site built for BASE_PATH=/sub/ and crawled: its own build, after the main one, as two Rspress builds of one
  // project must not overlap.
  vitestStep('sub-path', 'sub-path', 'sub-path build checks', { needs: ['site-build', 'browser'] }),
  {
    name: 'budgets',
    command: 'node',
    args: ['scripts/check-budgets.mjs'],
    needs: ['site-build'],
    counts: { kind: 'tests', label: 'page-weight budgets', report: reportPath('budgets'), format: 'counts' },
  },
];

const results = await runSteps(steps);
const { passed, failed } = summarize(steps, results);
fs.writeFileSync(
  path.join(resultsDir, 'timings.json'),
  `${JSON.stringify({ cache: !noCache, steps: [...results.values()] }, null, 2)}\n`,
);

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
