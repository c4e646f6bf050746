// The whole test suite, as CI runs it: lint, the type check of the docs' code blocks, unit tests, the docs' examples
// built with the real Rslib, a production build of the site, its page-weight budgets, and end-to-end tests in Chromium
// against that build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/paths.mjs';

const resultsDir = path.join(repoRoot, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });

/** @param {string} title @param {string} command @param {string[]} args */
function step(title, command, args) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  console.log(`◀ ${title}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

/** Counts from a Vitest JSON report. @param {string} file */
function vitestCounts(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests ?? 0,
      // A suite that fails outside any test (e.g. a syntax error) counts once.
      failed: report.numFailedTests || (report.success ? 0 : Math.max(1, report.numFailedTestSuites ?? 0)),
    };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

/** Counts from a Playwright JSON report. @param {string} file */
function playwrightCounts(file) {
  try {
    const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

/** Counts from the budgets report. @param {string} file */
function budgetCounts(file) {
  try {
    const { passed, failed } = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: passed ?? 0, failed: failed ?? 1 };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

let passed = 0;
let failed = 0;
const tally = (/** @type {{ passed: number, failed: number }} */ c) => {
  passed += c.passed;
  failed += c.failed;
};

const ok = {
  browser: step('browser', 'node', ['scripts/setup-browser.mjs']),
  lint: step('lint', 'npm', ['run', 'lint']),
};
if (!ok.lint) failed++;
// Every TypeScript code block of the docs, type-checked against the installed packages: one result.
tally(step('code blocks', 'npm', ['run', 'check:snippets']) ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

const vitestReport = path.join(resultsDir, 'vitest.json');
step('unit and example tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
tally(vitestCounts(vitestReport));

const built = step('site build', 'npx', ['rspress', 'build']);
if (!built) failed++;

if (built) {
  // Page-weight budgets of the build (scripts/check-budgets.mjs): one result per budget.
  const budgetsReport = path.join(resultsDir, 'budgets.json');
  fs.rmSync(budgetsReport, { force: true });
  step('budgets', 'node', ['scripts/check-budgets.mjs']);
  tally(budgetCounts(budgetsReport));
}

if (built && ok.browser) {
  const e2eReport = path.join(resultsDir, 'e2e.json');
  fs.rmSync(e2eReport, { force: true });
  step('end-to-end tests', 'npx', ['playwright', 'test']);
  tally(playwrightCounts(e2eReport));
} else {
  failed++;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
