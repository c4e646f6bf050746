import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import {
  configChangesMarkdown,
  markdownCopyLinks,
  optionsTableMarkdown,
  readVersionData,
} from '../../theme/option-tables';
import { siteUrl } from '../../theme/site';
import { buildDir } from './built-site';

// The generated parts of the config pages in the built site: static HTML where the page has <OptionsTable> or
// <ConfigChanges> (no component left), the same Markdown in the page's `.md` copy, and the release headings in the
// outline. theme/option-tables.ts makes the Markdown; tests/unit/option-tables.test.ts checks it against the data.
const docsRoot = path.join(repoRoot, 'docs');
const data = readVersionData(docsRoot);
const read = (file: string) => fs.readFile(path.join(buildDir, file), 'utf8');

const pages = [
  { route: 'config/lib/index', part: (lang: 'en' | 'zh') => optionsTableMarkdown(docsRoot, 'lib', lang, data) },
  { route: 'config/rsbuild/index', part: (lang: 'en' | 'zh') => optionsTableMarkdown(docsRoot, 'rsbuild', lang, data) },
  { route: 'guide/basic/config-changes', part: (lang: 'en' | 'zh') => configChangesMarkdown(docsRoot, lang, data) },
];

describe('the generated parts of the config pages', () => {
  for (const lang of ['en', 'zh'] as const) {
    for (const page of pages) {
      const file = `${lang === 'zh' ? 'zh/' : ''}${page.route}`;
      it(`${file}: every link of the part is in the HTML, and the part is in the .md copy`, async () => {
        const markdown = page.part(lang);
        const html = await read(`${file}.html`);
        const links = [...markdown.matchAll(/\]\((\/[^)]+)\)/g)].map((m) => m[1] ?? '');
        expect(links.length).toBeGreaterThan(10);
        for (const link of links) expect(html, link).toContain(`href="${link}"`);
        expect(html).not.toContain('<OptionsTable');
        expect(html).not.toContain('<ConfigChanges');
        expect(await read(`${file}.md`)).toContain(markdownCopyLinks(markdown, siteUrl));
      });
    }
    it(`the release headings are in the outline of the changes page (${lang})`, async () => {
      const html = await read(`${lang === 'zh' ? 'zh/' : ''}guide/basic/config-changes.html`);
      const ids = [...html.matchAll(/<h2[^>]* id="(v[\d-]+)"/g)].map((m) => m[1]);
      expect(ids.length).toBeGreaterThan(10);
      for (const id of ids) expect(html.split(`href="#${id}"`).length - 1, id).toBeGreaterThanOrEqual(2);
    });
  }
});
