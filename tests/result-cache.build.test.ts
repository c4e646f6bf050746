import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const page = 'docs/en/config/lib/out-base.mdx';

// A writer who runs `run-examples` (or `check:page`) twice on an unchanged page waits only the first time: the
// passing result is stored before the script exits, and the second run reads it.
describe('the example result cache', () => {
  it('serves the second run of an unchanged page from the cache', { timeout: 300_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rslib-docs-result-cache-'));
    const { TEST_CACHE: _off, ...env } = process.env;
    const once = () => run('node', ['scripts/run-examples.mjs', page], { env: { ...env, RESULT_CACHE_DIR: dir } });
    try {
      const first = await once();
      expect(first.stdout).toMatch(/sequences passed, 0 failed/);
      expect(first.stdout).not.toContain('(cached)');
      const second = await once();
      expect(second.stdout).toMatch(/sequences passed \(\d+ from the cache\), 0 failed/);
      expect(second.stdout).toMatch(/, 0 example builds, /);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
