// Runs a command and writes the CPU time (user + sys, in seconds) that it and every process it started used.
// Usage: node scripts/lib/cpu-time.mjs <out.json> <command> [args...]
// Where this process may make a cgroup (Linux, cgroup v1 `cpuacct` or v2, as root on a test machine), the command
// runs in a cgroup of its own and the figure is the cgroup's: it counts every process the command started, also
// those it never waits for, such as the Chromium that Playwright launches (`"scope": "cgroup"`). Elsewhere the figure
// comes from this process's `cutime`/`cstime` in /proc, which the kernel adds up as children are reaped, and misses
// those (`"scope": "reaped"`); without /proc no file is written. The command's exit code is passed on.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const [out, command, ...args] = process.argv.slice(2);
if (!out || !command) {
  console.error('Usage: node scripts/lib/cpu-time.mjs <out.json> <command> [args...]');
  process.exit(2);
}

/** User + sys seconds of the reaped children of this process, or null without /proc. */
function childrenCpu() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of stat (cutime, cstime), in clock ticks; Linux uses 100 ticks per second.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/**
 * A new cgroup to run the command in, with how to read its CPU seconds, or null where none can be made.
 * @returns {{ dir: string, cpu: () => number } | null}
 */
function makeCgroup() {
  const name = `rslib-docs-cpu-${process.pid}`;
  const kinds = [
    // cgroup v1: cpuacct.usage is in nanoseconds.
    {
      root: '/sys/fs/cgroup/cpuacct',
      read: (/** @type {string} */ dir) => Number(fs.readFileSync(path.join(dir, 'cpuacct.usage'), 'utf8')) / 1e9,
    },
    // cgroup v2: usage_usec in cpu.stat, in microseconds.
    {
      root: '/sys/fs/cgroup',
      read: (/** @type {string} */ dir) =>
        Number(/usage_usec (\d+)/.exec(fs.readFileSync(path.join(dir, 'cpu.stat'), 'utf8'))?.[1]) / 1e6,
    },
  ];
  for (const { root, read } of kinds) {
    const dir = path.join(root, name);
    try {
      if (root === '/sys/fs/cgroup' && !fs.existsSync(path.join(root, 'cgroup.controllers'))) continue;
      fs.mkdirSync(dir);
      read(dir);
      return { dir, cpu: () => read(dir) };
    } catch {
      try {
        fs.rmdirSync(dir);
      } catch {}
    }
  }
  return null;
}

const cgroup = makeCgroup();
// The command moves itself into the cgroup before it starts, so everything it starts is counted. If the move is
// refused, the command runs all the same and the reaped figure is reported (see below).
const child = cgroup
  ? spawn('sh', ['-c', 'echo $$ 2>/dev/null > "$0/cgroup.procs"; exec "$@"', cgroup.dir, command, ...args], {
      stdio: 'inherit',
    })
  : spawn(command, args, { stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => {
  console.error(`${command}: ${error.message}`);
  process.exit(127);
});
/** Whether the cgroup still holds processes (a browser that is still closing, say). @param {string} dir */
const busy = (dir) => {
  try {
    return fs.readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').trim() !== '';
  } catch {
    return false;
  }
};

child.on('close', async (code, signal) => {
  let result = null;
  if (cgroup) {
    // Processes the command left behind are still counted while they end, for up to 10 s.
    for (let waited = 0; busy(cgroup.dir) && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    try {
      // The cgroup holds every process the reaped figure counts, and more: less means the move was refused.
      const cpu = cgroup.cpu();
      if (cpu >= (childrenCpu() ?? 0)) result = { cpu, scope: 'cgroup' };
    } catch {}
    try {
      fs.rmdirSync(cgroup.dir);
    } catch {}
  }
  if (!result) {
    const cpu = childrenCpu();
    if (cpu !== null) result = { cpu, scope: 'reaped' };
  }
  if (result) fs.writeFileSync(out, JSON.stringify(result));
  process.exit(code ?? (signal ? 1 : 0));
});
