// The "copy link" buttons of the headings in the production build (theme/plugins/copy-link.ts): one at the end of
// every ##/### heading, named in the page's language, and nowhere in the text made for machines.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it as test } from 'vitest';
import { mdPathOf } from '../../scripts/lib/routes.mjs';
import { copyLinkText } from '../../theme/i18n';
import { buildDir, builtPages } from './built-site';

const pages = builtPages().filter((p) => !p.notFound);
const labels = Object.values(copyLinkText.label);

/**
 * The `##`/`###` headings written in Markdown, as Rspress writes them: the `#` link first. An overview's group titles
 * (FallbackHeading, not Markdown, ids made from their text) have it last and are left out.
 */
const markdownHeadings =
  /<h([23])\b[^>]*\bid="([^"]*)"[^>]*><a [^>]*class="rp-header-anchor[^"]*"[^>]*>#<\/a>(.*?)<\/h\1>/gs;

test('every ## and ### heading of a page ends with one copy-link button, named in the language of the page', async () => {
  const problems: string[] = [];
  let buttons = 0;
  for (const page of pages) {
    const html = await fs.readFile(path.join(buildDir, page.file), 'utf8');
    const button = `<button class="copy-link rp-toc-exclude" aria-label="${copyLinkText.label[page.lang]}"></button>`;
    for (const [, , id, inside = ''] of html.matchAll(markdownHeadings)) {
      if (!inside.endsWith(button) || inside.split('<button').length !== 2)
        problems.push(`${page.file}#${id}: ${inside.slice(-160)}`);
      else buttons++;
    }
  }
  expect(problems).toEqual([]);
  expect(buttons).toBeGreaterThan(pages.length);
});

test('neither name of the button is in the Markdown copies, the llms files or the search index', async () => {
  const files = [
    ...pages.map((p) => mdPathOf(p.route).slice(1)),
    'llms.txt',
    'llms-full.txt',
    'zh/llms.txt',
    'zh/llms-full.txt',
    ...(await fs.readdir(path.join(buildDir, 'static/search'))).map((f) => `static/search/${f}`),
  ];
  const found: string[] = [];
  for (const file of files) {
    const text = await fs.readFile(path.join(buildDir, file), 'utf8');
    for (const label of labels) if (text.includes(label)) found.push(`${file}: ${label}`);
  }
  expect(files.length).toBeGreaterThan(pages.length);
  expect(found).toEqual([]);
});
