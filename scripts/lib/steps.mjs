// Runs the steps of a test run as a small dependency graph: every step starts as soon as the steps it needs have
// passed, so independent work (lint, unit tests, example builds, the site build) keeps both cores busy, and the
// steps that read the build start the moment it exists. Each step's output goes to its own log file, printed when
// the step ends, so parallel steps never interleave. Each step reports its wall time and its CPU time (user + sys
// of the whole process tree, measured by scripts/lib/cpu-time.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, rspressCli } from './paths.mjs';

/**
 * @typedef {{ kind: 'gate' } | { kind: 'tests', label: string, report: string, format: 'vitest' | 'playwright' | 'counts' }} Counts
 * @typedef {{
 *   name: string,
 *   command: string,
 *   args: string[],
 *   needs?: string[],
 *   nice?: number,
 *   env?: Record<string, string>,
 *   counts: Counts,
 * }} Step
 * `nice`: a lower CPU priority (1 to 19), so that the steps on the way to the browser tests (the site build, then
 * the browser tests) go first and this one fills the gaps.
 * `counts`: what the step adds to the closing line. `tests` reads the step's report (a Vitest or Playwright JSON
 * report, or a JSON `{ passed, failed }` such as the budgets report); `gate` counts one failure when the step fails (lint, the build: not tests).
 * @typedef {{ name: string, status: 'passed' | 'failed' | 'skipped', exit: number | null, wall: number,
 *   cpu: number | null, start: number, log: string, reason?: string }} StepResult
 */

const cpuTime = path.join(repoRoot, 'scripts/lib/cpu-time.mjs');
export const resultsDir = path.join(repoRoot, 'test-results');

/** An installed binary, run directly rather than through npx (which costs an npm start-up). @param {string} name */
export const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);

/** Where a step writes its JSON report. @param {string} name */
export const reportPath = (name) => path.join(resultsDir, `${name}.json`);

/**
 * A step that runs one Vitest project (see vitest.config.ts), or some files of it, and counts its tests.
 * @param {string} name @param {string} project @param {string} label
 * @param {Partial<Step> & { files?: string[], vitestArgs?: string[] }} [extra] `vitestArgs`: more options for Vitest
 * @returns {Step}
 */
export function vitestStep(name, project, label, { files = [], vitestArgs = [], ...extra } = {}) {
  const report = reportPath(`vitest-${name}`);
  return {
    name,
    command: bin('vitest'),
    args: [
      'run',
      ...files,
      `--project=${project}`,
      ...vitestArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    counts: { kind: 'tests', label, report, format: 'vitest' },
    ...extra,
  };
}

/**
 * The steps both `npm test` and `npm run check:page` run against a fresh site build.
 * @param {{ env?: Record<string, string>, e2eArgs?: string[] }} [options] `env` (e.g. ROUTES) and extra Playwright arguments
 * @returns {Step[]}
 */
export function siteSteps({ env = {}, e2eArgs = [] } = {}) {
  return [
    { name: 'browser', command: 'node', args: ['scripts/setup-browser.mjs'], counts: { kind: 'gate' } },
    { name: 'site-build', command: process.execPath, args: [...rspressCli, 'build'], counts: { kind: 'gate' } },
    // The files share one worker's loaded modules and parsed pages (built-site.ts reads each page once): 58 -> 48 s
    // of CPU, paired.
    vitestStep('site-files', 'site', 'built-site file checks', {
      needs: ['site-build'],
      env,
      vitestArgs: ['--no-isolate'],
    }),
    {
      name: 'e2e',
      command: bin('playwright'),
      args: ['test', ...e2eArgs],
      needs: ['site-build', 'browser'],
      env,
      counts: { kind: 'tests', label: 'browser tests', report: reportPath('e2e'), format: 'playwright' },
    },
  ];
}

/**
 * Runs one step with its output in `logDir/<name>.log`.
 * @param {Step} step @param {string} logDir @param {number} origin time the run started (ms)
 * @returns {Promise<StepResult>}
 */
function runStep(step, logDir, origin) {
  const log = path.join(logDir, `${step.name}.log`);
  const cpuFile = path.join(logDir, `${step.name}.cpu.json`);
  fs.rmSync(cpuFile, { force: true });
  const out = fs.openSync(log, 'w');
  const start = Date.now();
  fs.writeSync(out, `$ ${step.command} ${step.args.join(' ')}\n`);
  const child = spawn(process.execPath, [cpuTime, cpuFile, step.command, ...step.args], {
    cwd: repoRoot,
    stdio: ['ignore', out, out],
    env: { ...process.env, FORCE_COLOR: '0', ...step.env },
  });
  if (step.nice && child.pid !== undefined) {
    try {
      os.setPriority(child.pid, step.nice);
    } catch {
      // Not allowed on this system: the step runs at normal priority.
    }
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      fs.closeSync(out);
      let cpu = null;
      try {
        cpu = JSON.parse(fs.readFileSync(cpuFile, 'utf8')).cpu ?? null;
      } catch {
        // No CPU figure on systems without /proc.
      }
      resolve({
        name: step.name,
        status: code === 0 ? 'passed' : 'failed',
        exit: code,
        wall: (Date.now() - start) / 1000,
        cpu,
        start: (start - origin) / 1000,
        log,
      });
    });
  });
}

/** @param {number | null} seconds */
const secs = (seconds) => (seconds === null ? 'n/a' : `${seconds.toFixed(1)} s`);

/**
 * Runs the steps, each once every step it needs has passed; a step whose needs failed is skipped.
 * Prints a line when a step starts and ends, and the last `tail` lines of the log of a step that failed (0: none, for
 * a caller that prints what went wrong itself).
 * @param {Step[]} steps @param {{ logDir?: string, tail?: number }} [options] @returns {Promise<Map<string, StepResult>>}
 */
export async function runSteps(steps, { logDir = path.join(resultsDir, 'logs'), tail = 150 } = {}) {
  fs.mkdirSync(logDir, { recursive: true });
  for (const step of steps) {
    if (step.counts.kind === 'tests') fs.rmSync(step.counts.report, { force: true });
  }
  const origin = Date.now();
  /** @type {Map<string, StepResult>} */
  const results = new Map();
  /** @type {Map<string, Promise<StepResult>>} */
  const running = new Map();
  const byName = new Map(steps.map((s) => [s.name, s]));

  /** @param {Step} step @returns {Promise<StepResult>} */
  const launch = (step) => {
    let promise = running.get(step.name);
    if (promise) return promise;
    promise = (async () => {
      const needs = await Promise.all(
        (step.needs ?? []).map((name) => {
          const need = byName.get(name);
          if (!need) throw new Error(`step ${step.name} needs an unknown step ${name}`);
          return launch(need);
        }),
      );
      const failedNeed = needs.find((n) => n.status !== 'passed');
      /** @type {StepResult} */
      let result;
      if (failedNeed) {
        result = {
          name: step.name,
          status: 'skipped',
          exit: null,
          wall: 0,
          cpu: null,
          start: (Date.now() - origin) / 1000,
          log: '',
          reason: `${failedNeed.name} did not pass`,
        };
        console.log(`- ${step.name}: skipped (${result.reason})`);
      } else {
        console.log(`▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
        result = await runStep(step, logDir, origin);
        console.log(`◀ ${step.name}: exit ${result.exit} in ${secs(result.wall)} (CPU ${secs(result.cpu)})`);
        if (result.status === 'failed' && tail > 0) {
          const lines = fs.readFileSync(result.log, 'utf8').trimEnd().split('\n');
          console.log(`${lines.slice(-tail).join('\n')}\n(full log: ${path.relative(repoRoot, result.log)})`);
        }
      }
      results.set(step.name, result);
      return result;
    })();
    running.set(step.name, promise);
    return promise;
  };

  await Promise.all(steps.map(launch));
  return results;
}

/**
 * Titles of the Playwright tests that failed and then passed on their retry (CI retries once), from its JSON report.
 * @param {any} suite @returns {string[]}
 */
function flakyTitles(suite, parents = /** @type {string[]} */ ([])) {
  const here = suite.title ? [...parents, suite.title] : parents;
  return [
    ...(suite.specs ?? []).flatMap((/** @type {any} */ spec) =>
      (spec.tests ?? []).some((/** @type {any} */ t) => t.status === 'flaky')
        ? [[...here, spec.title].join(' › ')]
        : [],
    ),
    ...(suite.suites ?? []).flatMap((/** @type {any} */ child) => flakyTitles(child, here)),
  ];
}

/**
 * Passed and failed counts of a report; a missing or unreadable report counts as one failure. A Playwright test
 * that passed on its retry counts as passed, as Playwright's own exit code has it, and is named in `flaky` so the
 * summary shows it.
 * @param {string} file @param {'vitest' | 'playwright' | 'counts'} format
 * @returns {{ passed: number, failed: number, flaky?: string[] }}
 */
export function reportCounts(file, format) {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (format === 'vitest') {
      return {
        passed: data.numPassedTests ?? 0,
        // A suite that fails outside any test (e.g. a syntax error) counts once.
        failed: data.numFailedTests || (data.success ? 0 : Math.max(1, data.numFailedTestSuites ?? 0)),
      };
    }
    if (format === 'playwright') {
      const { stats } = data;
      const flaky = (data.suites ?? []).flatMap((/** @type {any} */ suite) => flakyTitles(suite));
      return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, flaky };
    }
    return { passed: data.passed ?? 0, failed: data.failed ?? 1 };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

/**
 * What a test step adds to the closing line: its report's counts, and one failure more when its process failed
 * although the report has no failed test. Vitest, for one, writes `success: true` and exits with 1 after an error
 * thrown outside any test; Playwright exits with 0 when every failure passed on its retry.
 * @template {{ passed: number, failed: number }} C
 * @param {string} status @param {C} counts
 * @returns {C & { outside: boolean }}
 */
export function stepCounts(status, counts) {
  const outside = status === 'failed' && counts.failed === 0;
  return { ...counts, failed: counts.failed + (outside ? 1 : 0), outside };
}

/**
 * Prints one line per step (result, wall and CPU time, its tests) and returns the totals for the closing line.
 * A step that was skipped because a step it needs failed counts as one failure.
 * @param {Step[]} steps @param {Map<string, StepResult>} results
 */
export function summarize(steps, results) {
  let passed = 0;
  let failed = 0;
  /** @type {string[]} */
  const flaky = [];
  console.log(`\n${'Step'.padEnd(20)} ${'Result'.padEnd(9)} ${'Wall'.padEnd(9)} ${'CPU'.padEnd(9)} Tests`);
  for (const step of steps) {
    const result = results.get(step.name);
    if (!result) continue;
    let tests = '';
    if (step.counts.kind === 'gate') {
      if (result.status !== 'passed') failed++;
    } else if (result.status === 'skipped') {
      failed++;
      tests = `${step.counts.label}: not run`;
    } else {
      const c = stepCounts(result.status, reportCounts(step.counts.report, step.counts.format));
      passed += c.passed;
      failed += c.failed;
      tests = `${step.counts.label}: ${c.passed} passed, ${c.failed} failed${c.flaky?.length ? ` (${c.flaky.length} passed on retry)` : ''}${c.outside ? ' (the run failed outside any test: see its log)' : ''}`;
      flaky.push(...(c.flaky ?? []));
    }
    const cpu = result.cpu === null ? 'n/a' : `${result.cpu.toFixed(0)} s`;
    console.log(
      `${step.name.padEnd(20)} ${result.status.padEnd(9)} ${`${result.wall.toFixed(0)} s`.padEnd(9)} ${cpu.padEnd(9)} ${tests}`,
    );
  }
  if (flaky.length > 0) console.log(`\nPassed only on retry (flaky):\n${flaky.map((t) => `  ${t}`).join('\n')}`);
  return { passed, failed };
}
