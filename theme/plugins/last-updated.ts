import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { langOrDefault } from '../site-model.mjs';

/**
 * When each file under `dir` last changed in git, in milliseconds, by absolute path; empty outside a git checkout.
 * One `git log` for the whole folder, newest commit first, so the first time a file is seen is its last change.
 */
export function lastCommitTimes(dir: string): Map<string, number> {
  const times = new Map<string, number>();
  let log = '';
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8' }).trim();
    log = execFileSync('git', ['log', '--format=%x00%at', '--name-only', '--no-renames', '--', '.'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    let time = 0;
    for (const line of log.split('\n')) {
      if (line.startsWith('\0')) time = 1000 * Number(line.slice(1));
      else if (line.trim() && !times.has(path.join(top, line))) times.set(path.join(top, line), time);
    }
  } catch {
    // Not a git checkout (a tarball, say): no page shows a date.
  }
  return times;
}

/** Rspress's own text for a time: the page language's locale. */
export const lastUpdatedText = (time: number, lang: string): string => new Date(time).toLocaleString(lang);

/**
 * "Last updated" of a page, carried by the page's own chunk instead of the page data that every page loads (there
 * it costs half a kilobyte of gzip on every page view). Rspress's own date is off (`themeConfig.lastUpdated`), and
 * theme/components/LastUpdated shows this one. Same source (the last commit of the page's file) and same text.
 */
export function pluginLastUpdatedInPage(): RspressPlugin {
  let docsRoot = process.cwd();
  let times: Map<string, number> | undefined;
  function remarkLastUpdated(this: { data(key: 'pageMeta'): { lastUpdatedTime?: string } | undefined }) {
    return (_tree: unknown, file: { path?: string }) => {
      const meta = this.data('pageMeta');
      if (!meta || !file.path) return;
      times ??= lastCommitTimes(docsRoot);
      const time = times.get(path.resolve(file.path));
      const lang = langOrDefault(path.relative(docsRoot, file.path).split(path.sep)[0]);
      if (time) meta.lastUpdatedTime = lastUpdatedText(time, lang);
    };
  }
  return {
    name: 'rslib-docs-last-updated',
    config(config) {
      docsRoot = config.root ?? docsRoot;
      return config;
    },
    markdown: { remarkPlugins: [remarkLastUpdated] },
  };
}
