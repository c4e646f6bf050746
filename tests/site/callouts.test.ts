// Callout titles in the built pages (theme/plugins/callout-titles.ts; issue 41, V1 and V9). Vitest project `site`.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it as test } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { allRoutes } from '../../scripts/lib/routes.mjs';
import { pageText } from '../../theme/i18n';
import { buildDir, fileFor } from './built-site';

const entities: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_, name: string) => entities[name] ?? '')
    .trim();

/**
 * Each `:::type Title` line of a page outside code blocks, the title as a reader sees it (code without backticks).
 * A callout whose first line is a list item is not closed by Rspress (the closing `:::` continues the last item) and
 * prints as text: pages leave a blank line after `:::type` there, and the test fails on any `:::` printed as text.
 */
const sourceCallouts = (source: string) =>
  [
    ...source
      .replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?^\1\s*$/gm, '')
      .matchAll(/^\s*:::[ \t]*(\w+)[ \t]*(.*)$(?!\n\s*(?:[-*]|\d+\.)\s)/gm),
  ].map(([, type = '', title = '']) => ({
    type,
    title: title.replace(/`([^`]*)`/g, '$1').trim(),
    code: title.includes('`'),
  }));

const builtTitles = (html: string) =>
  [...html.matchAll(/<(?:div|summary) class="rp-callout__title">([\s\S]*?)<\/(?:div|summary)>/g)].map(([, t = '']) =>
    text(t),
  );

test('every callout title is whole, with its inline code, and untitled callouts are titled in the page language', async () => {
  const problems: string[] = [];
  let withCode = 0;
  for (const { lang, file, route } of await allRoutes()) {
    const source = await fs.readFile(path.join(repoRoot, 'docs', lang, file), 'utf8');
    const callouts = sourceCallouts(source);
    if (callouts.length === 0) continue;
    const html = await fs.readFile(path.join(buildDir, (await fileFor(route)) ?? 'missing.html'), 'utf8');
    const titles = builtTitles(html);
    for (const { type, title, code } of callouts) {
      if (code) withCode++;
      const words = pageText[`callout.${type}` as keyof typeof pageText];
      const expected = title || words[lang];
      if (!titles.includes(expected))
        problems.push(`${route}: no callout titled "${expected}" (${titles.join(' | ')})`);
      if (lang !== 'en' && titles.includes(words.en)) problems.push(`${route}: a callout titled "${words.en}"`);
    }
    if (/<p>:::/.test(html))
      problems.push(`${route}: a callout printed as text (a list right after :::, without a blank line)`);
    const cut = html.match(/<div class="rp-callout__title">[^<]*<\/div><div class="rp-callout__content"><p><code/g);
    if (cut) problems.push(`${route}: ${cut.length} callout titles cut before inline code`);
  }
  expect(problems).toEqual([]);
  expect(withCode).toBeGreaterThanOrEqual(26);
}, 60_000);
