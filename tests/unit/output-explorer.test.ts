import fs from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import { describe, expect, it } from 'vitest';
import { fencedBlocks } from '../../scripts/lib/markdown.mjs';
import { drawTree, explorers } from '../../scripts/lib/output-explorer.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { explorerMarkdown } from '../../theme/output-explorer';
import explorerText from '../../theme/output-explorer.json';
import type { Node } from '../../theme/plugins/mdx-import';
import data from '../../theme/plugins/output-explorer.data.json';
import { replaceExplorers } from '../../theme/plugins/static-components';

// The output explorers of the option pages: the markup the remark plugin writes (one radio and one panel per variant,
// the panels' text equal to the data of the real builds), the `.md` copy's text, and the pages that show them.

const decodeHtml = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The page as Rspress compiles it, through the plugin's transform; returns the tree. */
function compile(source: string, lang: 'en' | 'zh'): Node {
  const tree = fromMarkdown(source, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] }) as Node;
  replaceExplorers(tree, lang);
  return tree;
}

/** The HTML string the plugin gave the explorer's element. */
function htmlOf(node: Node): string {
  const value = node.attributes?.find((a) => a.name === 'dangerouslySetInnerHTML')?.value as {
    data: { estree: { body: { expression: { properties: { value: { value: string } }[] } }[] } };
  };
  return value.data.estree.body[0]?.expression.properties[0]?.value.value ?? '';
}

const page = (id: string) => `import { StartFrom } from '@components/StartFrom';
import { OutputExplorer } from '@components/OutputExplorer';

# Page

## What it emits

<OutputExplorer id="${id}" />
`;

describe('output explorer markup', () => {
  for (const explorer of data.explorers) {
    for (const lang of ['en', 'zh'] as const) {
      it(`${explorer.id} (${lang}): a named radio and a panel per variant, with the text of the builds`, () => {
        const tree = compile(page(explorer.id), lang);
        const esm = tree.children?.find((n) => n.type === 'mdxjsEsm');
        expect(esm?.value).toBe("import { StartFrom } from '@components/StartFrom';");
        const node = tree.children?.find((n) => n.type === 'mdxJsxFlowElement');
        expect(node?.name).toBe('div');
        expect(node?.attributes?.find((a) => a.name === 'className')?.value).toBe('oe');
        const html = htmlOf(node as Node);

        const legend = explorerText.legend[lang].replace('{option}', explorer.option);
        expect(html).toContain(`<legend class="oe-legend">${legend}</legend>`);
        const radios = [...html.matchAll(/<input class="oe-radio" type="radio" name="([^"]+)" id="([^"]+)"[^>]*>/g)];
        expect(radios.map((r) => r[1])).toEqual(explorer.variants.map(() => `oe-${explorer.id}`));
        expect(radios.filter((r) => r[0].includes(' checked')).length).toBe(1);
        expect(radios[0]?.[0]).toContain(' checked');
        const panels = html.split('<div class="oe-panel" ').slice(1);
        expect(panels).toHaveLength(explorer.variants.length);
        explorer.variants.forEach((variant, index) => {
          const id = radios[index]?.[2];
          const label = new RegExp(`<label class="oe-label" for="${id}"><code>([^<]*)</code>`).exec(html);
          expect(decodeHtml(label?.[1] ?? '')).toBe(variant.label);
          const codes = [...(panels[index] ?? '').matchAll(/<pre[^>]*><code>([\s\S]*?)<\/code><\/pre>/g)].map((m) =>
            decodeHtml(m[1] ?? ''),
          );
          expect(codes).toEqual([variant.tree, variant.excerpt]);
          expect(panels[index]).toContain(`data-variant="${variant.key}"`);
          expect(panels[index]).toContain(`<div class="rp-codeblock__title">${variant.main} · `);
        });
      });

      it(`${explorer.id} (${lang}): the .md copy lists every variant as text`, () => {
        const text = explorerMarkdown(explorer.id, lang);
        for (const variant of explorer.variants) {
          expect(text).toContain(`\`${explorer.option}: ${variant.label}\``);
          expect(text).toContain(`\`\`\`text title="dist"\n${variant.tree}\n\`\`\``);
          expect(text).toContain(`title="${variant.main}"\n${variant.excerpt}\n`);
        }
        expect(text).toContain(data.rslib);
      });
    }
  }

  it('an unknown id fails the build', () => {
    expect(() => compile(page('lib-nothing'), 'en')).toThrow(/no output explorer "lib-nothing"/);
  });

  it('a missing id fails the build, saying so', () => {
    expect(() => compile(page('x').replace(' id="x"', ''), 'en')).toThrow('<OutputExplorer /> needs id="…"');
  });
});

describe('output explorer data', () => {
  it('holds every explorer and variant that scripts/lib/output-explorer.mjs defines, in order', () => {
    expect(data.explorers.map((e) => [e.id, e.option, e.variants.map((v) => v.key)])).toEqual(
      explorers.map((e) => [e.id, e.option, e.variants.map((v) => v.key)]),
    );
  });

  it('has at most 8 variants per explorer (the CSS shows panels 1 to 8) and unique keys', () => {
    for (const explorer of explorers) {
      expect(explorer.variants.length).toBeLessThanOrEqual(8);
      expect(new Set(explorer.variants.map((v) => v.key)).size).toBe(explorer.variants.length);
    }
    const css = fs.readFileSync(path.join(repoRoot, 'theme/styles/static-components.css'), 'utf8');
    for (let n = 1; n <= 8; n++)
      expect(css).toContain(`.oe-radio:nth-of-type(${n}):checked) .oe-panel:nth-child(${n})`);
  });

  it('draws trees as the docs do', () => {
    expect(drawTree('dist', ['index.js', 'utils/math.js', 'esm/index.js'])).toBe(
      'dist\n├── esm\n│   └── index.js\n├── index.js\n└── utils\n    └── math.js',
    );
  });
});

describe('pages with an output explorer', () => {
  const required = ['format', 'bundle', 'dts', 'auto-extension', 'syntax', 'redirect'];
  const markers = (source: string) => [...source.matchAll(/<OutputExplorer id="([^"]+)" \/>/g)].map((m) => m[1]);
  const pages = fs
    .readdirSync(path.join(repoRoot, 'docs/en'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .filter((file) => markers(fs.readFileSync(path.join(repoRoot, 'docs/en', file), 'utf8')).length > 0);

  for (const explorer of explorers) {
    for (const lang of ['en', 'zh']) {
      it(`${explorer.id} (${lang}): its page shows it and every source file it builds`, () => {
        const source = fs.readFileSync(path.join(repoRoot, 'docs', lang, `${explorer.page}.mdx`), 'utf8');
        expect(markers(source)).toContain(explorer.id);
        const blocks = fencedBlocks(source);
        for (const [file, code] of Object.entries(explorer.files ?? {})) {
          const shown = blocks.filter((b) => b.meta.split(/\s+/).includes(`title="${file}"`)).map((b) => b.code);
          expect(shown, `${file} as the page shows it`).toContain(code);
        }
      });
    }
  }

  it('include the six option pages', () => {
    for (const name of required) expect(pages).toContain(`config/lib/${name}.mdx`);
  });

  for (const file of pages) {
    it(`${file}: the same explorers in both languages, under the section's heading`, () => {
      const en = fs.readFileSync(path.join(repoRoot, 'docs/en', file), 'utf8');
      const zh = fs.readFileSync(path.join(repoRoot, 'docs/zh', file), 'utf8');
      expect(markers(zh)).toEqual(markers(en));
      expect(en).toContain('## What it emits {#output-explorer}');
      expect(zh).toContain('## 产物一览 {#output-explorer}');
      for (const source of [en, zh]) {
        expect(source).toContain("import { OutputExplorer } from '@components/OutputExplorer';");
        const section = source.slice(source.indexOf('{#output-explorer}'));
        expect(section.indexOf('<OutputExplorer')).toBeLessThan(section.indexOf('\n## ') >>> 0);
      }
    });
  }
});
