// The "copy link" buttons of the headings in the production build (theme/plugins/copy-link.ts): one at the end of
// every ##/### heading, named in the page's language, and nowhere in the text made for machines.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it as test } from 'vitest';
import { mdPathOf } from '../../scripts/lib/routes.mjs';
import { copyLinkText } from '../../theme/i18n';
import { buildDir, builtPages, parseBuilt } from './built-site';

const pages = builtPages().filter((p) => !p.notFound);
const labels = Object.values(copyLinkText.label);

test('every ## and ### heading of a page ends with one copy-link button, named in the language of the page', async () => {
  const problems: string[] = [];
  let buttons = 0;
  for (const page of pages) {
    const dom = await parseBuilt(page.file);
    for (const heading of dom.querySelectorAll('.rp-doc h2, .rp-doc h3')) {
      // Headings written in Markdown, whose `#` link Rspress puts first; an overview's group titles (FallbackHeading,
      // not Markdown, ids from their text) have none.
      if (!heading.childElements[0]?.classList.contains('rp-header-anchor')) continue;
      const found = heading.querySelectorAll('button');
      const last = heading.childElements.at(-1);
      const label = found[0]?.getAttributeValue('aria-label');
      if (found.length !== 1 || !last || last !== found[0] || !last.classList.contains('copy-link'))
        problems.push(`${page.file}#${heading.id}: ${found.length} buttons, last child <${last?.tagName}>`);
      else if (label !== copyLinkText.label[page.lang]) problems.push(`${page.file}#${heading.id}: named "${label}"`);
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
