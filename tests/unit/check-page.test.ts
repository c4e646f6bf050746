import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRsbuild } from '@rsbuild/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, freshClone } from '../../scripts/lib/dev-server.mjs';
import { diffPageLines, inputsKey, passedStore, snippetProblems } from '../../scripts/lib/page-check.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { pageRulesOnSave, pluginPageRules } from '../../theme/plugins/page-rules';

// `npm run check:page` and the page rules on save in `rspress dev`, run for real on a scratch page in a fresh clone of
// this checkout (its uncommitted files included), so that nothing here touches the pages the other tests read.

const clone = path.join(os.tmpdir(), `rslib-docs-check-page-${process.pid}`);
const rest = 'guide/basic/scratch-page.mdx';
const page = (lang: string) => path.join(clone, 'docs', lang, rest);

/** Writes the scratch page in both languages and lists it in both sidebars. */
function writePage(en: string, zh: string) {
  fs.writeFileSync(page('en'), en);
  fs.writeFileSync(page('zh'), zh);
  for (const lang of ['en', 'zh']) {
    const meta = path.join(clone, 'docs', lang, 'guide/basic/_meta.json');
    const names: string[] = JSON.parse(fs.readFileSync(meta, 'utf8'));
    if (!names.includes('scratch-page')) fs.writeFileSync(meta, JSON.stringify([...names, 'scratch-page']));
  }
}

const en =
  '---\ndescription: A scratch page.\n---\n\n# Scratch\n\nSome text.\n\n## Usage {#usage}\n\nSee [the CLI](/guide/basic/cli).\n';
const zh = '---\ndescription: 草稿页面。\n---\n\n# 草稿\n\n一些文字。\n\n## 用法\n\n参见 [CLI](/guide/basic/cli)。\n';

beforeAll(() => {
  freshClone(clone);
}, 120_000);

afterAll(() => {
  fs.rmSync(clone, { recursive: true, force: true });
});

describe('npm run check:page', () => {
  it('stops at the first failing stage, with one line naming file, line and fix, and counts the rest as not run', () => {
    writePage(en, zh);
    const run = spawnSync(process.execPath, ['scripts/check-page.mjs', `docs/en/${rest}`], {
      cwd: clone,
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    const lines = run.stdout.split('\n');
    expect(lines).toContain(
      `docs/zh/${rest}:9: heading "用法" has no {#anchor} → end it with {#usage}, the anchor of its English heading (docs/en/${rest}:9)`,
    );
    // The other step of the stage ran; nothing after it did.
    expect(lines.find((l) => l.startsWith('✓ page-rules'))).toBeDefined();
    expect(
      lines.filter((l) => /^- \S+ +not run: the rules stage failed/.test(l)).map((l) => l.split(/\s+/)[1]),
    ).toEqual(['page-tests', 'code-blocks', 'examples', 'journeys', 'browser', 'site-build', 'site-files', 'e2e']);
    expect(run.stdout).not.toContain('▶ site-build');
    expect(lines.find((l) => /^\d+ passed/.test(l))).toMatch(/^1 passed, 1 failed, 8 not run in /);
  }, 120_000);

  it('says what Rspress would only report at build time: a dead link, with its text and the nearest page', () => {
    writePage(en.replace('/guide/basic/cli', '/guide/basic/clii'), zh.replace('## 用法', '## 用法 {#usage}'));
    const run = spawnSync(process.execPath, ['scripts/check-page.mjs', `docs/zh/${rest}`], {
      cwd: clone,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout.split('\n')).toContain(
      `docs/en/${rest}:11: dead link [the CLI](/guide/basic/clii): there is no page /guide/basic/clii → link /guide/basic/cli, the nearest page`,
    );
    expect(run.stdout).toContain('✓ prose');
    expect(run.stdout).toMatch(/\n1 passed, 1 failed, 8 not run in /);
  }, 120_000);
});

describe('the key of what a check reads', () => {
  it('changes with a page and comes back with it; prose for people is not part of it', () => {
    const before = inputsKey(clone);
    const file = path.join(clone, 'docs/en/guide/basic/cli.mdx');
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, `${text}\nOne more line.\n`);
    expect(inputsKey(clone)).not.toBe(before);
    fs.writeFileSync(file, text);
    expect(inputsKey(clone)).toBe(before);
    fs.appendFileSync(path.join(clone, 'README.md'), '\nA note.\n');
    expect(inputsKey(clone)).toBe(before);
  });

  it('reuses a step that passed only with the same key', () => {
    const store = passedStore(path.join(clone, 'tests/.tmp/check-page/passed.json'));
    store.set('site-build', 'key-1', { passed: 3, failed: 0 });
    const again = passedStore(path.join(clone, 'tests/.tmp/check-page/passed.json'));
    expect(again.get('site-build', 'key-1')?.counts).toEqual({ passed: 3, failed: 0 });
    expect(again.get('site-build', 'key-2')).toBeUndefined();
    again.delete('site-build');
    expect(passedStore(path.join(clone, 'tests/.tmp/check-page/passed.json')).get('site-build', 'key-1')).toBe(
      undefined,
    );
  });
});

describe('the type check names a misspelt option', () => {
  it('as one line with the compiler’s suggestion as the fix', () => {
    // What scripts/check-snippets.mjs printed for `fromat: 'esm'` in the config block of a scratch page.
    const log = fs.readFileSync(path.join(repoRoot, 'tests/fixtures/check-snippets-misspelt-option.txt'), 'utf8');
    expect(snippetProblems(log)).toEqual([
      "docs/en/guide/basic/scratch-demo.mdx:19: TS2769: Object literal may only specify known properties, but 'fromat' does not exist in type 'LibConfig' → write 'format'",
    ]);
  });
});

describe('a failed page-rule unit test', () => {
  it('gives the lines of the pages its diff names', () => {
    // The log of check:page's page-tests step (`npm run check:page -- … --all`) on a page with a dead link.
    const log = fs.readFileSync(path.join(repoRoot, 'tests/fixtures/vitest-page-tests-dead-link.txt'), 'utf8');
    expect(diffPageLines(log)).toEqual([
      'docs/en/guide/basic/scratch-demo.mdx:30: dead link [Quick start](/guide/start/quickstart): there is no page /guide/start/quickstart → link /guide/start/quick-start, the nearest page',
    ]);
  });
});

describe('the page rules on save in rspress dev', () => {
  it('print the line check:page prints, once per save, and say when the page passes again', async () => {
    writePage(en, zh);
    const printed: string[] = [];
    const watcher = pageRulesOnSave(clone, (line) => printed.push(line));
    const waitFor = async (match: (lines: string[]) => boolean) => {
      for (let i = 0; i < 600 && !match(printed); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    };
    try {
      // Give fs.watch a moment to start, then save the Chinese page as a writer would.
      await new Promise((resolve) => setTimeout(resolve, 200));
      fs.writeFileSync(page('zh'), zh.replace('/guide/basic/cli', '/guide/basic/clii'));
      await waitFor((lines) => lines.length >= 1);
      expect(printed).toEqual([
        `docs/zh/${rest}:9: heading "用法" has no {#anchor} → end it with {#usage}, the anchor of its English heading (docs/en/${rest}:9)`,
        `docs/zh/${rest}:11: dead link [CLI](/guide/basic/clii): there is no page /zh/guide/basic/clii → link /guide/basic/cli, the nearest page`,
      ]);
      printed.length = 0;
      fs.writeFileSync(page('zh'), zh.replace('## 用法', '## 用法 {#usage}'));
      await waitFor((lines) => lines.length >= 1);
      expect(printed).toEqual([`docs/zh/${rest}: the prose and page rules pass`]);
    } finally {
      watcher.close();
    }
  }, 60_000);

  it('run from the start of a real dev server to its close, through the plugin of rspress.config.ts', async () => {
    // An Rsbuild dev server of a one-line entry, with the plugin that Rspress's `builderConfig` gives Rsbuild.
    const app = fs.mkdtempSync(path.join(os.tmpdir(), 'page-rules-dev-'));
    fs.writeFileSync(path.join(app, 'index.js'), 'document.title = "dev";\n');
    writePage(en, zh.replace('## 用法', '## 用法 {#usage}'));
    const printed: string[] = [];
    const plugin = pluginPageRules({ root: clone, print: (line) => printed.push(line) });
    const rsbuild = await createRsbuild({
      cwd: app,
      config: {
        plugins: plugin.builderConfig.plugins,
        source: { entry: { index: './index.js' } },
        server: { port: await freePort(), printUrls: false },
        logLevel: 'error',
      },
    });
    const { server } = await rsbuild.startDevServer();
    const waitFor = async (match: () => boolean) => {
      for (let i = 0; i < 600 && !match(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    };
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      fs.writeFileSync(page('en'), en.replace('/guide/basic/cli', '/guide/basic/clii'));
      await waitFor(() => printed.length > 0);
      expect(printed).toEqual([
        `docs/en/${rest}:11: dead link [the CLI](/guide/basic/clii): there is no page /guide/basic/clii → link /guide/basic/cli, the nearest page`,
      ]);
    } finally {
      await server.close();
      fs.rmSync(app, { recursive: true, force: true });
    }
    // Closed with the server: a save after it prints nothing.
    printed.length = 0;
    fs.writeFileSync(page('en'), en.replace('/guide/basic/cli', '/guide/basic/cl'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(printed).toEqual([]);
  }, 60_000);
});
