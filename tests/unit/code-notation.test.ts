import fs from 'node:fs';
import path from 'node:path';
import { codeToHtml, createCssVariablesTheme } from 'shiki';
import { describe, expect, it } from 'vitest';
import { extractCodeBlocks } from '../../scripts/lib/blocks.mjs';
import { shownText, stripNotation, stripNotationInMarkdown } from '../../scripts/lib/notation.mjs';
import { pagesUnderTest } from '../../scripts/lib/page-rules.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { blockFiles } from '../../scripts/lib/snippets.mjs';
import { pluginCodeNotation } from '../../theme/plugins/code-notation';
import { transformerCompactTokens } from '../../theme/plugins/compact-code';
import { markdownCopy } from '../../theme/plugins/test-meta';
import { blockTypeHints, readTypeHintFile, typeHintKey } from '../../theme/plugins/type-hint-store.mjs';

const theme = createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-' });
const diff = [
  "import { defineConfig } from '@rslib/core';",
  'export default defineConfig({',
  "  lib: [{ format: 'cjs' }], // [!code --]",
  "  lib: [{ format: 'esm' }], // [!code ++]",
  '  output: { target: "node" }, // [!code highlight]',
  '});',
].join('\n');
const after = [
  "import { defineConfig } from '@rslib/core';",
  'export default defineConfig({',
  "  lib: [{ format: 'esm' }],",
  '  output: { target: "node" },',
  '});',
].join('\n');

/** The block as the site renders it: the config's transformers after the compact tokens, as in rspress.config.ts. */
async function render(code: string, lang = 'ts') {
  const config = pluginCodeNotation().config?.({}, {} as never, false) as { markdown: { shiki: { transformers: [] } } };
  const transformers = [transformerCompactTokens(), ...config.markdown.shiki.transformers];
  // No time limit, as the site's highlighter has none: under load Shiki would stop part-way and leave `[!code` in.
  return codeToHtml(code, { lang, theme, transformers, tokenizeTimeLimit: 0 });
}

const decode = (text: string) =>
  text.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&#x3C;', '<').replaceAll('&amp;', '&');

/** The text Rspress's copy button copies: every text outside `.rp-copy-ignore` (its getCopyableText). */
function copied(html: string) {
  const withoutIgnored = html.replace(
    /<span class="[^"]*rp-copy-ignore[^"]*">(?:<span[^>]*>[^<]*<\/span>|[^<])*<\/span>/g,
    '',
  );
  return withoutIgnored
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&#x3C;', '<');
}

describe('diff and highlight notation', () => {
  it('renders added, removed and highlighted lines with classes and no markers', async () => {
    const html = await render(diff);
    expect(html).not.toContain('[!code');
    expect(html).toMatch(/<pre class="[^"]*has-diff[^"]*has-highlighted|<pre class="[^"]*has-highlighted[^"]*has-diff/);
    // Its line break stays outside the line (lines are inline blocks), in a span the copy button skips.
    expect(html).toMatch(
      /<span class="line diff remove rp-copy-ignore">.*format.*cjs.*<\/span><span class="rp-copy-ignore">\n<\/span><span class="line diff add">/,
    );
    expect(html).toMatch(/<span class="line diff add">.*format.*esm/);
    expect(html).toMatch(/<span class="line highlighted">.*target/);
  });

  it('lets the copy button copy the code after the change: no removed line, no marker, no empty line', async () => {
    expect(copied(await render(diff))).toBe(after);
    const lastRemoved = 'a(); // [!code ++]\nb(); // [!code --]';
    expect(copied(await render(lastRemoved)).trimEnd()).toBe('a();');
  });

  it('never reaches the .md copies, the examples, the snippet check or the type hints', () => {
    expect(stripNotation(diff, 'ts')).toBe(after);
    expect(stripNotation(diff)).toBe(after);
    expect(stripNotation('{ "a": 1 } // [!code ++]', 'js')).toBe('{ "a": 1 }');
    const page = ['# Page', '', '```ts title="rslib.config.ts"', diff, '```', ''].join('\n');
    expect(markdownCopy(page, '/')).toBe(['# Page', '', '```ts title="rslib.config.ts"', after, '```', ''].join('\n'));
    expect(stripNotationInMarkdown(page)).toBe(markdownCopy(page, '/'));
    // The snippet check compiles the after code, with the removed line left empty so line numbers stay.
    const files = blockFiles({ page: 'p.mdx', line: 1, lang: 'ts', title: 'rslib.config.ts', code: diff } as never);
    expect(files.get('rslib.config.ts')?.split('\n')).toEqual([
      "import { defineConfig } from '@rslib/core';",
      'export default defineConfig({',
      '',
      "  lib: [{ format: 'esm' }],",
      '  output: { target: "node" },',
      '});',
    ]);
  });

  it('keeps Twoslash and diff notation apart: hidden lines go, the diff stays for the highlighter', async () => {
    const { stripTwoslash } = await import('../../theme/lib/notation.mjs');
    const code = `import x from 'x';\n// ---cut---\nx(1); // [!code --]\nx(2); // [!code ++]`;
    expect(stripTwoslash(code)).toBe('x(1); // [!code --]\nx(2); // [!code ++]');
    expect(stripNotation(code, 'ts')).toBe('x(2);');
  });

  it('renders every marked block of the docs without markers, and copies its after code', async () => {
    const marked: string[] = [];
    const stored = readTypeHintFile();
    let hinted = 0;
    // `npm run check:page` sets PAGES: then only those pages, and no totals.
    const checked = pagesUnderTest();
    for (const lang of ['en', 'zh']) {
      const dir = path.join(repoRoot, 'docs', lang);
      for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.mdx?$/.test(file) || !checked(`docs/${lang}/${file}`)) continue;
        const source = fs.readFileSync(path.join(dir, file), 'utf8');
        if (!source.includes('[!code')) continue;
        for (const block of extractCodeBlocks(source)) {
          if (!block.code.includes('[!code')) continue;
          const where = `${lang}/${file}:${block.line}`;
          // Only markers at the end of a line of code, which notation.mjs reads too.
          for (const line of block.code.split('\n').filter((l) => l.includes('[!code')))
            expect(line, where).toMatch(/\S.*\s\/\/ \[!code (\+\+|--|highlight)\]$/);
          const html = await render(block.code, block.lang);
          expect(html, where).not.toContain('[!code');
          expect(copied(html).trimEnd(), where).toBe(stripNotation(block.code, block.lang).trimEnd());
          marked.push(`${lang}/${file}`);
          // Type hints are stored by the text the page shows (removed lines included), with offsets in it.
          const names = stored.blocks[typeHintKey(block.code)];
          if (!names) continue;
          const shown = shownText(block.code);
          expect(decode(html.replace(/<[^>]+>/g, '')).trimEnd(), where).toBe(shown);
          for (const [offset, length] of blockTypeHints(names, stored.infos).h)
            expect(shown.slice(offset, offset + length), where).toMatch(/^[A-Za-z_$][\w$]*$/);
          hinted++;
        }
      }
    }
    if (process.env.PAGES) return;
    expect(hinted).toBeGreaterThan(5);
    const pages = ['guide/basic/upgrade-v0-to-v1', 'guide/migration/tsup', 'guide/migration/tsc'];
    for (const page of [...pages, 'guide/migration/modernjs-module'])
      for (const lang of ['en', 'zh']) expect(marked).toContain(`${lang}/${page}.mdx`);
  });
});
