import fs from 'node:fs';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { extractCodeBlocks } from '../../scripts/lib/blocks.mjs';
import { pagesUnderTest } from '../../scripts/lib/page-rules.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { parseTree, replaceTrees, treeElement } from '../../theme/plugins/file-tree';
import { markdownCopy } from '../../theme/plugins/test-meta';

const tree = [
  'dist',
  '├── cjs',
  '│   └── index.cjs',
  '├── index       # the executable',
  '└── esm',
  '    └── index.[hash].js',
].join('\n');

/** The HTML string a replaced block hands React (its `dangerouslySetInnerHTML`). */
const htmlOf = (node: { attributes?: { name: string; value: unknown }[] }) => {
  const value = node.attributes?.find((a) => a.name === 'dangerouslySetInnerHTML')?.value as {
    data: { estree: { body: { expression: { properties: { value: { value: string } }[] } }[] } };
  };
  return value.data.estree.body[0]?.expression.properties[0]?.value.value;
};

describe('file trees', () => {
  it('read a drawn tree into folders, files and notes', () => {
    expect(parseTree(tree)).toEqual([
      {
        name: 'dist',
        children: [
          { name: 'cjs', children: [{ name: 'index.cjs', children: [] }] },
          { name: 'index', note: 'the executable', children: [] },
          { name: 'esm', children: [{ name: 'index.[hash].js', children: [] }] },
        ],
      },
    ]);
  });

  it('leave text that is not a drawn tree alone', () => {
    expect(parseTree('chrome 50\nnode 18')).toBeNull();
    expect(parseTree('dist\n├── a.js\n        └── too-deep.js')).toBeNull();
    expect(parseTree('dist\n\n├── a.js')).toBeNull();
  });

  it('render nested lists: folders end with / and have a class, the title is the caption, notes follow', () => {
    const roots = parseTree(tree) ?? [];
    expect(toHtml(treeElement(roots, 'dist') as never)).toBe(
      '<figure class="ft"><figcaption>dist</figcaption><ul><li class="d">dist/<ul>' +
        '<li class="d">cjs/<ul><li>index.cjs</li></ul></li>' +
        '<li>index<small>the executable</small></li>' +
        '<li class="d">esm/<ul><li>index.[hash].js</li></ul></li>' +
        '</ul></li></ul></figure>',
    );
  });

  it('replace text blocks with a title at compile time, and nothing else', () => {
    const code = (lang: string, meta: string | null, value: string) => ({ type: 'code', lang, meta, value });
    const root = {
      type: 'root',
      children: [
        code('text', 'title="dist" example="x"', tree),
        code('text', null, tree),
        code('ts', 'title="dist"', tree),
        code('text', 'title=".browserslistrc"', 'chrome 50'),
      ],
    };
    replaceTrees(root);
    const [figure, ...rest] = root.children as unknown as { type: string; name?: string }[];
    expect(figure).toMatchObject({ type: 'mdxJsxFlowElement', name: 'figure' });
    expect(htmlOf(figure as never)).toContain('<li class="d">cjs/<ul><li>index.cjs</li></ul></li>');
    expect(rest.map((node) => node.type)).toEqual(['code', 'code', 'code']);
  });

  it('read every drawn tree of the docs, with every name of its fence', () => {
    let count = 0;
    const names = (entries: ReturnType<typeof parseTree>): string[] =>
      (entries ?? []).flatMap((e) => [e.name, ...names(e.children)]);
    // `npm run check:page` sets PAGES: then only those pages, and no total.
    const checked = pagesUnderTest();
    for (const lang of ['en', 'zh']) {
      const dir = path.join(repoRoot, 'docs', lang);
      for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.mdx?$/.test(file) || !checked(`docs/${lang}/${file}`)) continue;
        for (const block of extractCodeBlocks(fs.readFileSync(path.join(dir, file), 'utf8'))) {
          if (!/[├└]── /.test(block.code)) continue;
          const entries = parseTree(block.code);
          expect(entries, `${lang}/${file}:${block.line}`).not.toBeNull();
          const drawn = block.code.split('\n').map((line) => line.replace(/^[│├└─\s]+/, '').replace(/\s+#\s.*$/, ''));
          expect(names(entries)).toEqual(drawn.filter(Boolean));
          count++;
        }
      }
    }
    if (!process.env.PAGES) expect(count).toBeGreaterThan(300);
    // It parses every page of both languages: 2.3 s alone, over 20 s beside the other steps of npm test.
  }, 120_000);

  it('keep the fence in the .md copy', () => {
    const page = ['```text title="dist" example="x"', tree, '```', ''].join('\n');
    expect(markdownCopy(page, '/')).toBe(['```text title="dist"', tree, '```', ''].join('\n'));
  });
});
