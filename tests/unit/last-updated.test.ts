import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { lastCommitTimes } from '../../theme/lib/page-history.mjs';
import { lastUpdatedText } from '../../theme/plugins/last-updated';

describe('last updated', () => {
  it('is the time of the last commit that changed the page file', async () => {
    const file = path.join(repoRoot, 'docs/en/guide/start/quick-start.mdx');
    const expected =
      1000 * Number(execFileSync('git', ['log', '-1', '--format=%at', '--', file], { encoding: 'utf8' }));
    expect((await lastCommitTimes(path.join(repoRoot, 'docs'))).get(file)).toBe(expected);
  });

  it('is written in the page language, as Rspress writes it', () => {
    const time = Date.UTC(2025, 4, 14, 8, 30);
    expect(lastUpdatedText(time, 'zh')).toBe(new Date(time).toLocaleString('zh'));
    expect(lastUpdatedText(time, 'en')).toBe(new Date(time).toLocaleString('en'));
  });

  it('is absent outside a git checkout', async () => {
    expect((await lastCommitTimes('/')).size).toBe(0);
  });
});

describe('the git log for last-updated dates', () => {
  it('starts when the config is read, once, not when the first page is compiled', async () => {
    vi.resetModules();
    const calls: string[][] = [];
    vi.doMock('node:child_process', async (original) => {
      const real = await original<typeof import('node:child_process')>();
      const promised = promisify(real.execFile);
      const execFile = (...args: Parameters<typeof real.execFile>) => {
        calls.push(args[1] as string[]);
        return (real.execFile as (...a: unknown[]) => unknown)(...args);
      };
      return {
        ...real,
        execFile: Object.assign(execFile, {
          [promisify.custom]: (file: string, args: string[], options: object) => {
            calls.push(args);
            return promised(file, args, options);
          },
        }),
      };
    });
    try {
      const { pluginLastUpdatedInPage } = await import('../../theme/plugins/last-updated');
      const plugin = pluginLastUpdatedInPage();
      const docs = path.join(repoRoot, 'docs');
      await plugin.config?.({ root: docs }, { addPlugin: () => {}, removePlugin: () => {} }, false);
      expect(calls.length).toBe(1);

      const file = path.join(docs, 'zh/guide/start/quick-start.mdx');
      const meta: { lastUpdatedTime?: string } = {};
      const [attacher] = (plugin.markdown?.remarkPlugins ?? []) as unknown as [
        (this: { data: () => typeof meta }) => (tree: unknown, file: { path: string }) => Promise<void>,
      ];
      const transform = attacher.call({ data: () => meta });
      await transform({}, { path: path.join(docs, 'en/guide/start/index.mdx') });
      await transform({}, { path: file });
      const expected =
        1000 * Number(execFileSync('git', ['log', '-1', '--format=%at', '--', file], { encoding: 'utf8' }));
      expect(meta.lastUpdatedTime).toBe(lastUpdatedText(expected, 'zh'));
      expect(calls.map((args) => args[0])).toEqual(['rev-parse', 'log']);
    } finally {
      vi.doUnmock('node:child_process');
      vi.resetModules();
    }
  });
});
