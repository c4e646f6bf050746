// Tables in the built pages (theme/plugins/tables.ts; issue 41, S7 and S11). Vitest project `site`.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it as test } from 'vitest';
import { pageText } from '../../theme/i18n';
import { buildDir, builtPages, parseBuilt } from './built-site';

const pages = builtPages().filter((p) => !p.notFound);

/** Text of some HTML, tags dropped (the entities these checks meet are plain text). */
const text = (html: string) => html.replace(/<[^>]+>/g, '').trim();

test('every table has a caption of its own on its page, every header cell has text, and ✓ and ✗ are said in words', async () => {
  const problems: string[] = [];
  let tables = 0;
  const words = [pageText.resultWorks, pageText.resultFails, pageText.resultYes, pageText.resultNo];
  for (const page of pages) {
    const html = await fs.readFile(path.join(buildDir, page.file), 'utf8');
    const captions = new Set<string>();
    for (const [, inside = ''] of html.matchAll(/<table\b[^>]*>([\s\S]*?)<\/table>/g)) {
      tables++;
      const caption = text(/^<caption\b[^>]*>([\s\S]*?)<\/caption>/.exec(inside)?.[1] ?? '');
      if (!caption) problems.push(`${page.file}: a table without a caption`);
      else if (captions.has(caption)) problems.push(`${page.file}: two tables captioned "${caption}"`);
      captions.add(caption);
      for (const [, th = ''] of inside.matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/g))
        if (!text(th)) problems.push(`${page.file}: an empty header cell (caption "${caption}")`);
      for (const [, td = ''] of inside.matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/g)) {
        const symbol = /^[✓✗]/.exec(text(td))?.[0];
        if (!symbol) continue;
        const said = /^<span aria-hidden="true">([✓✗])<\/span><span class="rslib-sr-only">([^<]*)<\/span>/.exec(td);
        if (said?.[1] !== symbol || !words.some((word) => word[page.lang] === said[2]))
          problems.push(`${page.file}: "${text(td).slice(0, 40)}" is a symbol only`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(tables).toBeGreaterThan(50);
});

test('a consumer table says "works" and "fails"; other tables "yes" and "no"', async () => {
  const words = async (file: string) => [
    ...new Set((await parseBuilt(file)).querySelectorAll('td .rslib-sr-only').map((span) => span.textContent)),
  ];
  for (const recipe of ['nodejs', 'react', 'solid', 'svelte', 'vue']) {
    const found = await words(`guide/solution/${recipe}.html`);
    expect(found, recipe).toContain(pageText.resultWorks.en);
    for (const word of found) expect([pageText.resultWorks.en, pageText.resultFails.en], recipe).toContain(word);
  }
  expect(await words('config/rsbuild/index.html')).toEqual([pageText.resultYes.en]);
  expect(await words('zh/config/rsbuild/index.html')).toEqual([pageText.resultYes.zh]);
});
