// Checks on the text files of the production build, without a browser: the hidden `example-checks` comments of
// the pages never reach readers or language models, and llms.txt / llms-full.txt hold what the AI page says.
import { readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { siteOrigin } from '../../theme/site';
import { buildDir } from '../site/built-site';

/** Files below `dir` (relative, with `/`) whose name ends with one of `extensions`; none when `dir` is missing. */
function filesIn(dir: string, extensions: string[]): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((f) => f.split(path.sep).join('/'))
      .filter((f) => extensions.some((ext) => f.endsWith(ext)));
  } catch {
    return [];
  }
}

const marker = 'example-checks';

test('no built page, Markdown copy or llms file shows the hidden example-checks comments', async () => {
  const sources = filesIn(path.join(repoRoot, 'docs'), ['.mdx', '.md']);
  const withChecks = [];
  for (const file of sources) {
    if ((await fs.readFile(path.join(repoRoot, 'docs', file), 'utf8')).includes(marker)) withChecks.push(file);
  }
  // The test means something only while pages use the comments.
  expect(withChecks.length, 'pages with example-checks comments').toBeGreaterThan(0);

  const built = filesIn(buildDir, ['.html', '.md', '.txt']);
  expect(built.filter((f) => f.endsWith('.md')).length, 'Markdown copies in the build').toBeGreaterThan(0);
  const leaks = [];
  for (const file of built) {
    if ((await fs.readFile(path.join(buildDir, file), 'utf8')).includes(marker)) leaks.push(file);
  }
  expect(leaks).toEqual([]);

  // Each page that holds the comments is built, as HTML and as Markdown, with the text around them.
  for (const file of withChecks.filter((f) => !f.includes('/shared/'))) {
    const route = file.replace(/^(en|zh)\//, (_, lang: string) => (lang === 'zh' ? 'zh/' : '')).replace(/\.mdx?$/, '');
    await expect(fs.access(path.join(buildDir, `${route}.html`)), `${route}.html`).resolves.toBeUndefined();
    await expect(fs.access(path.join(buildDir, `${route}.md`)), `${route}.md`).resolves.toBeUndefined();
  }
});

for (const { lang, prefix, groups } of [
  { lang: 'en', prefix: '', groups: ['Guide', 'Config', 'Blog'] },
  { lang: 'zh', prefix: 'zh/', groups: ['指南', '配置', '博客'] },
]) {
  test(`${prefix}llms.txt indexes the pages by group and ${prefix}llms-full.txt holds each of them (${lang})`, async () => {
    const index = await fs.readFile(path.join(buildDir, `${prefix}llms.txt`), 'utf8');
    const full = await fs.readFile(path.join(buildDir, `${prefix}llms-full.txt`), 'utf8');
    expect([...index.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(groups);
    const entries = [...index.matchAll(/^- \[[^\]]+\]\((\S+\.md)\): \S/gm)].map((m) => m[1] ?? '');
    expect(entries.length).toBeGreaterThan(50);
    expect(entries).toContain(`${siteOrigin}/${prefix}guide/start/ai.md`);
    const headers = new Set([...full.matchAll(/^url: (\S+)$/gm)].map((m) => m[1]));
    expect(entries.filter((url) => !headers.has(url))).toEqual([]);
  });
}
