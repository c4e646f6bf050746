import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import siteConfig from '../../rspress.config';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { lastCommitTimes, staleTranslation } from '../../theme/lib/page-history.mjs';
import { pluginTranslationNote } from '../../theme/plugins/translation-note';

// Translation freshness: a Chinese page whose English twin changed in a later commit is listed by
// `npm run check:translations` and shows a note under its title. Checked on a git repository made here, with commits
// at set dates.

const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}T12:00:00Z`;

/** A git repository with a docs folder; `commit` writes files (relative to docs/) and commits them on a day. */
function repo() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
  const git = (args: string[], date = day(1)) =>
    execFileSync('git', args, {
      cwd: dir,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      stdio: 'pipe',
    });
  git(['init', '-q']);
  git(['config', 'user.email', 'test@example.com']);
  git(['config', 'user.name', 'Test']);
  const write = (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, 'docs', file)), { recursive: true });
      fs.writeFileSync(path.join(dir, 'docs', file), text);
    }
  };
  const commit = (n: number, files: Record<string, string>) => {
    write(files);
    git(['add', '-A']);
    git(['commit', '-q', '-m', `day ${n}`], day(n));
  };
  return { docs: path.join(dir, 'docs'), write, commit };
}

const page = (title: string) => `# ${title}\n\nText.\n`;

/**
 * en/stale changed after its twin; en/both and zh/both changed in one commit; zh/newer changed last; new is
 * uncommitted in both languages, fresh only in Chinese.
 */
function history() {
  const r = repo();
  const pages = ['stale.mdx', 'both.mdx', 'newer.mdx', 'guide/index.mdx'];
  r.commit(
    1,
    Object.fromEntries(
      pages.flatMap((p) => [
        [`en/${p}`, page('One')],
        [`zh/${p}`, page('一')],
      ]),
    ),
  );
  r.commit(2, { 'en/stale.mdx': page('Two'), 'en/guide/index.mdx': page('Two') });
  r.commit(3, { 'en/both.mdx': page('Three'), 'zh/both.mdx': page('三') });
  r.commit(4, { 'en/newer.mdx': page('Four') });
  r.commit(5, { 'zh/newer.mdx': page('五') });
  r.commit(6, { 'en/fresh.mdx': page('Fresh') });
  r.write({ 'en/new.mdx': page('New'), 'zh/new.mdx': page('新'), 'zh/fresh.mdx': page('新') });
  return r.docs;
}

/** What `npm run check:translations` prints for a docs folder (its warnings go to stderr); it always exits 0. */
function script(docs: string): string {
  const run = spawnSync('node', [path.join(repoRoot, 'scripts/check-translations.mjs'), docs], {
    cwd: path.dirname(docs),
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  return run.stdout + run.stderr;
}

describe('translation freshness', () => {
  const docs = history();
  let times = new Map<string, number>();
  beforeAll(async () => {
    times = await lastCommitTimes(docs);
  });
  const stale = (file: string) => staleTranslation(times, docs, path.join(docs, file));

  it('flags a Chinese page whose English page changed in a later commit, and only those', () => {
    expect(stale('zh/stale.mdx')).toEqual({
      twin: path.join(docs, 'en/stale.mdx'),
      time: Date.parse(day(1)),
      twinTime: Date.parse(day(2)),
    });
    expect(stale('zh/guide/index.mdx')?.twinTime).toBe(Date.parse(day(2)));
    // Changed together in one commit, or the Chinese page later: in step. The English pages are never flagged.
    expect(stale('zh/both.mdx')).toBeUndefined();
    expect(stale('zh/newer.mdx')).toBeUndefined();
    expect(stale('en/stale.mdx')).toBeUndefined();
    // No history (a new file, a clone without it): nothing can be told.
    expect(stale('zh/new.mdx')).toBeUndefined();
    expect(stale('zh/fresh.mdx')).toBeUndefined();
  });

  it('npm run check:translations lists them, says which files lack history, and exits 0', () => {
    const output = script(docs);
    expect(output).toContain('2 of 6 translated pages last changed before their English page did');
    expect(output).toContain('zh/stale.mdx (2026-03-01) < docs/en/stale.mdx (2026-03-02)');
    expect(output).toContain('zh/guide/index.mdx (2026-03-01) < docs/en/guide/index.mdx (2026-03-02)');
    expect(output).not.toMatch(/both\.mdx|newer\.mdx \(/);
    expect(output).toContain(
      'git history is missing for 2 file(s), not compared:\n  docs/zh/fresh.mdx\n  docs/zh/new.mdx\n',
    );
  });

  it('says so and flags nothing without git history', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-nogit-'));
    fs.cpSync(docs, path.join(dir, 'docs'), { recursive: true });
    expect(script(path.join(dir, 'docs'))).toBe(
      'check:translations: git has no history of docs (not a git checkout?); nothing checked.\n',
    );
    const none = await lastCommitTimes(path.join(dir, 'docs'));
    expect(staleTranslation(none, docs, path.join(dir, 'docs/zh/stale.mdx'))).toBe(undefined);
  });

  it('flags nothing in a shallow clone that lacks the history, and says the clone is shallow', () => {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-shallow-'));
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${path.dirname(docs)}`, clone], { stdio: 'pipe' });
    const output = script(path.join(clone, 'docs'));
    expect(output).toContain('a shallow clone; changes older than its history are not seen');
    expect(output).toContain('4 translated pages, none older than a later change of its English page.');
  });

  /** A page as the site renders it: compiled with the plugin (as Rspress runs it), then rendered to HTML. */
  async function rendered(file: string): Promise<string> {
    const plugin = pluginTranslationNote();
    (plugin.config as (c: object) => object)({ root: docs });
    const value = fs.readFileSync(path.join(docs, file), 'utf8');
    const { default: Content } = await evaluate(
      { value, path: path.join(docs, file) },
      { ...runtime, remarkPlugins: plugin.markdown?.remarkPlugins as never },
    );
    return renderToStaticMarkup(createElement(Content));
  }

  it('shows the note under the title of a flagged Chinese page, with the English date and link', async () => {
    const date = new Date(day(2)).toLocaleDateString('zh');
    expect(await rendered('zh/stale.mdx')).toBe(
      '<h1>一</h1>\n<div class="rp-callout rp-callout--warning"><div class="rp-callout__title">译文待更新</div>' +
        `<div class="rp-callout__content"><p>本页翻译之后，英文原文又有更新（最近一次在 ${date}），部分内容可能还没同步，` +
        '请以<a href="/stale">英文原文</a>为准。</p></div></div>\n<p>Text.</p>',
    );
    expect(await rendered('zh/guide/index.mdx')).toContain('<a href="/guide/">英文原文</a>');
  });

  it('is a plugin of the site', () => {
    expect(siteConfig.plugins?.map((plugin) => plugin.name)).toContain('rslib-docs:translation-note');
  });

  it('shows no note on pages in step, English pages and pages without history', async () => {
    for (const file of ['zh/both.mdx', 'zh/newer.mdx', 'en/stale.mdx', 'zh/new.mdx', 'zh/fresh.mdx']) {
      expect(await rendered(file), file).not.toContain('rp-callout');
    }
  });
});
