// How long the test loop takes, measured the way issue 15 states its target: on a fresh clone of the committed
// tree, a cold `npm run build`, then a cold `npm test -- --no-cache` (no build cache, no result cache), and the
// ratio of the two. Prints both times, the ratio and each step of the test run (wall and CPU time), writes
// reports/bench-tests.json, and exits 1 when the run fails or takes more than 20 cold builds.
// Usage: npm run bench:tests [-- --keep] [--dir /tmp/somewhere]
//   --keep  leaves the clone in place (it is removed otherwise); --dir chooses where it goes.
// Wall times depend on what else the machine runs; CPU times (user + sys of the processes a command waits for) much
// less. Where scripts/lib/cpu-time.mjs can make a cgroup (Linux, as root) they include Chromium; elsewhere they miss it,
// as Playwright's driver never reaps it into them. The machine CPU column (all busy time of the machine from
// /proc/stat) includes everything, and is right only on an otherwise idle machine.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/paths.mjs';

/** The target of issue 15: the whole `npm test` within this many cold builds of the same clone. */
const maxRatio = 20;

const { values } = parseArgs({
  options: { keep: { type: 'boolean', default: false }, dir: { type: 'string' } },
});
const dir = values.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rslib-docs-bench-'));
const cpuTime = path.join(repoRoot, 'scripts/lib/cpu-time.mjs');

const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' }).trim();
if (dirty) console.warn('Uncommitted changes are not measured: the clone holds the last commit only.\n');

/**
 * Busy CPU seconds of the whole machine (user, nice and system time of every core, from /proc/stat), or null
 * without /proc. Unlike the per-command figure it includes processes the command never waits for, such as the
 * Chromium that Playwright launches, whose time never reaches the command's own counters.
 * @returns {number | null}
 */
function machineCpu() {
  try {
    const [, user, nice, system] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]?.split(/\s+/) ?? [];
    return (Number(user) + Number(nice) + Number(system)) / 100;
  } catch {
    return null;
  }
}

/**
 * Runs a command in the clone with its output in `reports/bench-tests/<name>.log`; returns wall and CPU seconds and the exit code.
 * @param {string} name @param {string} command @param {string[]} args
 */
function timed(name, command, args) {
  // Under reports/, which git and the linter ignore: the suite lints the clone it runs in.
  const logDir = path.join(dir, 'reports/bench-tests');
  fs.mkdirSync(logDir, { recursive: true });
  const log = path.join(logDir, `${name}.log`);
  const cpuFile = path.join(logDir, `${name}.cpu.json`);
  const out = fs.openSync(log, 'w');
  const start = Date.now();
  const machineStart = machineCpu();
  console.log(`▶ ${name}: ${command} ${args.join(' ')} (log: ${log})`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cpuTime, cpuFile, command, ...args], {
      cwd: dir,
      stdio: ['ignore', out, out],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    child.on('close', (code) => {
      fs.closeSync(out);
      const wall = (Date.now() - start) / 1000;
      const cpu = fs.existsSync(cpuFile) ? JSON.parse(fs.readFileSync(cpuFile, 'utf8')).cpu : null;
      const machineEnd = machineCpu();
      const machine = machineStart === null || machineEnd === null ? null : machineEnd - machineStart;
      console.log(
        `◀ ${name}: exit ${code}, ${wall.toFixed(1)} s wall, ${cpu === null ? 'n/a' : cpu.toFixed(1)} s CPU, ${machine === null ? 'n/a' : machine.toFixed(1)} s machine CPU`,
      );
      resolve({ code, wall, cpu, machine, log });
    });
  });
}

/** Removes what makes a build warm: Rspack's persistent cache and the previous output. */
function coldStart() {
  for (const target of ['node_modules/.cache', 'doc_build', 'tests/.tmp']) {
    fs.rmSync(path.join(dir, target), { recursive: true, force: true });
  }
}

const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
if (!fs.existsSync(path.join(dir, '.git'))) {
  fs.rmSync(dir, { recursive: true, force: true });
  execFileSync('git', ['clone', '--quiet', repoRoot, dir], { stdio: 'inherit' });
}
execFileSync('git', ['checkout', '--quiet', head], { cwd: dir, stdio: 'inherit' });
const commit = execFileSync('git', ['log', '-1', '--format=%h %s'], { cwd: dir, encoding: 'utf8' }).trim();
console.log(
  `Clone: ${dir}\nCommit: ${commit}\nMachine: ${os.availableParallelism()} cores, Node.js ${process.version}\n`,
);

const install = await timed('install', 'npm', ['install', '--no-audit', '--no-fund']);
if (install.code !== 0) process.exit(1);
coldStart();
const build = await timed('build', 'npm', ['run', 'build']);
coldStart();
const test = await timed('test', 'npm', ['test', '--', '--no-cache']);

const timingsFile = path.join(dir, 'test-results/timings.json');
const timings = fs.existsSync(timingsFile) ? JSON.parse(fs.readFileSync(timingsFile, 'utf8')) : { steps: [] };
const closing = fs.readFileSync(test.log, 'utf8').trimEnd().split('\n').at(-1) ?? '';
const ratio = test.wall / build.wall;
/** @param {number | null} n */
const s = (n) => (n === null ? 'n/a' : `${n.toFixed(1)} s`);

/** @param {number | null} a @param {number | null} b */
const times = (a, b) => (a && b ? `${(a / b).toFixed(1)}×` : 'n/a');
console.log('\n| Measure | Wall | CPU (user + sys) | Machine CPU |\n| --- | --- | --- | --- |');
console.log(`| Cold \`npm run build\` | ${s(build.wall)} | ${s(build.cpu)} | ${s(build.machine)} |`);
console.log(`| Cold \`npm test\` | ${s(test.wall)} | ${s(test.cpu)} | ${s(test.machine)} |`);
console.log(
  `| Ratio | **${ratio.toFixed(1)}×** (target ≤ ${maxRatio}×) | ${times(test.cpu, build.cpu)} | ${times(test.machine, build.machine)} |`,
);
console.log(
  '\nCPU counts the command and the processes it waited for; machine CPU counts every process on the machine while it ran (Chromium included), so keep the machine otherwise idle.',
);
console.log('\n| Step of `npm test` | Starts at | Wall | CPU | Result |\n| --- | --- | --- | --- | --- |');
for (const step of timings.steps) {
  console.log(`| ${step.name} | ${s(step.start)} | ${s(step.wall)} | ${s(step.cpu)} | ${step.status} |`);
}
console.log(`\n\`npm test\` ended with: ${closing}`);

fs.mkdirSync(path.join(repoRoot, 'reports'), { recursive: true });
fs.writeFileSync(
  path.join(repoRoot, 'reports/bench-tests.json'),
  `${JSON.stringify({ commit, cores: os.availableParallelism(), node: process.version, build, test, ratio, steps: timings.steps, closing }, null, 2)}\n`,
);
if (!values.keep) fs.rmSync(dir, { recursive: true, force: true });
process.exit(test.code === 0 && ratio <= maxRatio ? 0 : 1);
