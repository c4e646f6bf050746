// The file trees and the diff notation in the built pages and their Markdown copies (theme/plugins/file-tree.ts,
// theme/plugins/code-notation.ts). Vitest project `site`: run after a build.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it as test } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { allRoutes, mdPathOf } from '../../scripts/lib/routes.mjs';
import { fencedBlocks, metaTitle } from '../../theme/lib/markdown.mjs';
import { stripNotation } from '../../theme/lib/notation.mjs';
import { buildDir, fileFor } from './built-site';

const read = (file: string) => fs.readFile(path.join(buildDir, file), 'utf8');

test('each drawn tree is a figure of nested lists in the page, and the same fence in its Markdown copy', async () => {
  const problems: string[] = [];
  let trees = 0;
  let marked = 0;
  // ROUTES (comma-separated), set by `npm run check:page`: only those routes, and no totals.
  const only = process.env.ROUTES?.split(',').filter(Boolean);
  for (const { lang, file, route } of await allRoutes()) {
    if (!/\.mdx?$/.test(file) || (only && !only.includes(route))) continue;
    const source = await fs.readFile(path.join(repoRoot, 'docs', lang, file), 'utf8');
    const html = await read((await fileFor(route)) ?? 'missing.html');
    const md = await read(mdPathOf(route).slice(1)).catch(() => '');
    const blocks = fencedBlocks(source);
    const drawn = blocks.filter((b) => b.lang === 'text' && metaTitle(b.meta) && /[├└]── /.test(b.code));
    const figures = html.match(/<figure class="ft"><figcaption>/g)?.length ?? 0;
    if (figures !== drawn.length) problems.push(`${route}: ${drawn.length} drawn trees, ${figures} figures`);
    if (/<pre[^>]*data-lang="text"[^>]*>(?:(?!<\/pre>)[\s\S])*[├└]── /.test(html))
      problems.push(`${route}: a tree is still a code block`);
    for (const tree of drawn) {
      trees++;
      // An overview page's Markdown copy is Rspress's list of the folder's pages, without the page's own text.
      if (
        md &&
        !/^overview: true$/m.test(source) &&
        !md.includes(`\`\`\`text title="${metaTitle(tree.meta)}"\n${tree.code}\n\`\`\``)
      )
        problems.push(`${mdPathOf(route)}: no fence of the tree at line ${tree.line}`);
    }
    if (html.includes('[!code') || md.includes('[!code')) problems.push(`${route}: diff notation in the page or copy`);
    for (const block of blocks.filter((b) => b.code.includes('[!code'))) {
      marked++;
      if (!md.includes(stripNotation(block.code, block.lang)))
        problems.push(`${mdPathOf(route)}: no after code of the block at line ${block.line}`);
    }
  }
  expect(problems).toEqual([]);
  if (only) return;
  expect(trees).toBeGreaterThan(480);
  expect(marked).toBeGreaterThan(10);
}, 180_000);
