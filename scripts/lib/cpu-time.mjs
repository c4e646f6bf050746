// Runs a command and writes the CPU time (user + sys, in seconds) that it and every process it waited for used.
// Usage: node scripts/lib/cpu-time.mjs <out.json> <command> [args...]
// The figure comes from this process's `cutime`/`cstime` in /proc (Linux), which the kernel adds up as children are
// reaped; elsewhere no file is written. The command's exit code is passed on.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

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

const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => {
  console.error(`${command}: ${error.message}`);
  process.exit(127);
});
child.on('close', (code, signal) => {
  const cpu = childrenCpu();
  if (cpu !== null) fs.writeFileSync(out, JSON.stringify({ cpu }));
  process.exit(code ?? (signal ? 1 : 0));
});
