import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { lastCommitTimes, lastUpdatedText } from '../../theme/plugins/last-updated';

describe('last updated', () => {
  it('is the time of the last commit that changed the page file', () => {
    const file = path.join(repoRoot, 'docs/en/guide/start/quick-start.mdx');
    const expected =
      1000 * Number(execFileSync('git', ['log', '-1', '--format=%at', '--', file], { encoding: 'utf8' }));
    expect(lastCommitTimes(path.join(repoRoot, 'docs')).get(file)).toBe(expected);
  });

  it('is written in the page language, as Rspress writes it', () => {
    const time = Date.UTC(2025, 4, 14, 8, 30);
    expect(lastUpdatedText(time, 'zh')).toBe(new Date(time).toLocaleString('zh'));
    expect(lastUpdatedText(time, 'en')).toBe(new Date(time).toLocaleString('en'));
  });

  it('is absent outside a git checkout', () => {
    expect(lastCommitTimes('/').size).toBe(0);
  });
});
