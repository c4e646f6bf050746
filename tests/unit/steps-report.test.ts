import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reportCounts, stepCounts } from '../../scripts/lib/steps.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, data: unknown) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(data));
  return file;
};

describe('test counts of the closing line', () => {
  it('count a browser test that passed on its retry as passed, and name it', () => {
    const file = write('e2e.json', {
      stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          title: 'search.spec.ts',
          specs: [{ title: 'opens', tests: [{ status: 'expected' }] }],
          suites: [{ title: 'search (zh)', specs: [{ title: 'finds a heading', tests: [{ status: 'flaky' }] }] }],
        },
      ],
    });
    expect(reportCounts(file, 'playwright')).toEqual({
      passed: 4,
      failed: 1,
      flaky: ['search.spec.ts › search (zh) › finds a heading'],
    });
  });

  it('count a missing or broken report as one failure', () => {
    expect(reportCounts(path.join(dir, 'none.json'), 'vitest')).toEqual({ passed: 0, failed: 1 });
    expect(reportCounts(write('bad.json', 'not json'), 'counts')).toEqual({ passed: 0, failed: 1 });
  });

  it('count a run that failed although its report has no failed test once, and no other', () => {
    expect(stepCounts('failed', { passed: 247, failed: 0 })).toEqual({ passed: 247, failed: 1, outside: true });
    expect(stepCounts('failed', { passed: 5, failed: 2 })).toEqual({ passed: 5, failed: 2, outside: false });
    expect(stepCounts('passed', { passed: 4, failed: 0 })).toEqual({ passed: 4, failed: 0, outside: false });
  });

  it('count a Vitest suite that failed outside any test once', () => {
    const file = write('vitest.json', { numPassedTests: 2, numFailedTests: 0, success: false, numFailedTestSuites: 1 });
    expect(reportCounts(file, 'vitest')).toEqual({ passed: 2, failed: 1 });
  });
});
