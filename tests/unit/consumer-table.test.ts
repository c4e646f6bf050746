import fs from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import { describe, expect, it } from 'vitest';
import { recipes, rowIds } from '../../scripts/lib/consumers.mjs';
import { consumerData, consumerTableMarkdown } from '../../theme/consumer-table';
import { replaceConsumerTables } from '../../theme/plugins/static-components';

// The consumer tables: every page that shows one has data, every recipe with data is shown on its page in both
// languages, and the table the build writes into the HTML (and the `.md` copy's text) says what the data says.
const root = path.resolve(import.meta.dirname, '../..');
const langs = ['en', 'zh'] as const;
const pageFile = (lang: string, page: string) => path.join(root, 'docs', lang, `${page}.mdx`);

type Node = { type: string; name?: string; value?: string; url?: string; children?: Node[] };
const textOf = (node: Node): string =>
  node.type === 'text' || node.type === 'inlineCode' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

/** What a cell must say, written from the data independently of theme/consumer-table.ts. */
function expectedCell(lang: 'en' | 'zh', cell: { status: string; code?: string; message?: string; note?: string }) {
  if (cell.status === 'na') return lang === 'en' ? 'not applicable' : '不适用';
  if (cell.status === 'pass') {
    if (cell.note === 'require-esm') return lang === 'en' ? '✓ through require(esm)' : '✓（经由 require(esm)）';
    return '✓';
  }
  return `✗ ${cell.code ?? cell.message}`;
}

describe('consumer tables', () => {
  const tagged = new Map<string, string[]>();
  for (const lang of langs) {
    const dir = path.join(root, 'docs', lang);
    for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.mdx') && !entry.endsWith('.md')) continue;
      const source = fs.readFileSync(path.join(dir, entry), 'utf8');
      for (const match of source.matchAll(/<ConsumerTable id="([^"]+)" \/>/g)) {
        const page = entry
          .replace(/\.mdx?$/, '')
          .split(path.sep)
          .join('/');
        tagged.set(`${lang}:${match[1]}`, [...(tagged.get(`${lang}:${match[1]}`) ?? []), page]);
      }
    }
  }

  it('every table on a page has data for that page, in both languages', () => {
    for (const [key, pages] of tagged) {
      const [, id = ''] = key.split(':');
      expect(consumerData.recipes[id], `${key} has no data`).toBeDefined();
      expect(pages, key).toEqual([consumerData.recipes[id]?.page]);
    }
  });

  it('every recipe with data is a recipe of the harness and shown on its page in both languages', () => {
    expect(Object.keys(consumerData.recipes).sort()).toEqual(recipes.map((r) => r.id).sort());
    expect(recipes.length).toBeGreaterThanOrEqual(10);
    for (const recipe of recipes) {
      for (const lang of langs)
        expect(tagged.get(`${lang}:${recipe.id}`), `${lang} ${recipe.page}`).toEqual([recipe.page]);
      expect(Object.keys(consumerData.recipes[recipe.id]?.rows ?? {})).toEqual([...rowIds]);
    }
  });

  it('the section sits under its heading, before the next steps', () => {
    for (const recipe of recipes) {
      for (const lang of langs) {
        const source = fs.readFileSync(pageFile(lang, recipe.page), 'utf8');
        const heading = lang === 'en' ? '## Who can use the package {#consumers}' : '## 谁能使用这个包 {#consumers}';
        const at = source.indexOf(heading);
        expect(at, `${lang} ${recipe.page}`).toBeGreaterThan(0);
        const next = source.indexOf('\n## ', at + heading.length);
        expect(source.indexOf(`<ConsumerTable id="${recipe.id}" />`), `${lang} ${recipe.page}`).toBeGreaterThan(at);
        expect(source.indexOf(`<ConsumerTable id="${recipe.id}" />`)).toBeLessThan(next === -1 ? Infinity : next);
        expect(source.slice(at).includes('{#next-steps}') || !source.includes('{#next-steps}')).toBe(true);
      }
    }
  });

  for (const recipe of recipes) {
    for (const lang of langs) {
      it(`the built table of ${lang}/${recipe.page} says what the consumers saw`, () => {
        // The page's imports and the section: Rspress's `{#anchor}` heading syntax is not MDX.
        const page = fs.readFileSync(pageFile(lang, recipe.page), 'utf8');
        const head = page.slice(0, page.indexOf('\n# '));
        const imports = head.split('\n').filter((line) => line.startsWith('import '));
        const start = page.indexOf('{#consumers}');
        const end = page.indexOf('\n## ', start);
        const section = page.slice(start + '{#consumers}'.length, end === -1 ? undefined : end);
        const source = `${imports.join('\n')}\n\n${section}`;
        const tree = fromMarkdown(source, {
          extensions: [mdxjs()],
          mdastExtensions: [mdxFromMarkdown()],
        }) as unknown as Node;
        replaceConsumerTables(tree as never, lang);
        const nodes = tree.children ?? [];
        expect(nodes.some((n) => n.type === 'mdxJsxFlowElement' && n.name === 'ConsumerTable')).toBe(false);
        expect(nodes.some((n) => n.type === 'mdxjsEsm' && (n.value ?? '').includes('@components/ConsumerTable'))).toBe(
          false,
        );
        const tables = nodes.filter((n) => n.type === 'table');
        const table = tables.find((t) =>
          textOf(t.children?.[0] ?? { type: 'x' }).includes(lang === 'en' ? 'Consumer' : '使用方'),
        );
        expect(table).toBeDefined();
        const data = consumerData.recipes[recipe.id];
        const rows = (table?.children ?? []).slice(1);
        const shown = rowIds.filter((row) => data?.rows[row].status !== 'na');
        expect(rows).toHaveLength(shown.length);
        expect(shown.length).toBeGreaterThanOrEqual(6);
        shown.forEach((row, i) => {
          const cell = data?.rows[row];
          const result = rows[i]?.children?.[1] ?? { type: 'x' };
          expect(textOf(result).replace(/`/g, '')).toContain(expectedCell(lang, cell ?? { status: '?' }));
          const fix = data?.fixes[row];
          const links = (result.children ?? []).filter((n) => n.type === 'link');
          if (cell?.status === 'fail' && fix)
            expect(links.map((l) => l.url)).toEqual([lang === 'en' ? fix : `/zh${fix}`]);
          else expect(links).toEqual([]);
        });
        // The `.md` copy's text: the same cells.
        const markdown = consumerTableMarkdown(recipe.id, lang);
        for (const row of rowIds) {
          const cell = data?.rows[row];
          if (cell?.code) expect(markdown).toContain(`\`${cell.code}\``);
          if (cell?.message) expect(markdown).toContain(`\`${cell.message.replace(/\|/g, '\\|')}\``);
        }
        expect(markdown).toContain(consumerData.versions['@rslib/core']);
        expect(markdown).toContain(consumerData.versions.typescript);
        expect(markdown).toContain(consumerData.versions.node);
      });
    }
  }

  it('every link to a fix names a page and section of the site', () => {
    for (const recipe of recipes) {
      for (const fix of Object.values(recipe.fixes ?? {})) {
        const [route = '', anchor] = fix.split('#');
        for (const lang of langs) {
          const file = pageFile(lang, route.replace(/^\//, ''));
          expect(fs.existsSync(file), `${recipe.id}: ${fix}`).toBe(true);
          if (anchor) expect(fs.readFileSync(file, 'utf8'), `${lang} ${fix}`).toContain(`{#${anchor}}`);
        }
      }
    }
  });
});
