import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractCodeBlocks, parseMeta } from '../../scripts/lib/blocks.mjs';
import { stripNotation } from '../../scripts/lib/notation.mjs';
import { pagesUnderTest } from '../../scripts/lib/page-rules.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { listFiles } from '../../scripts/lib/projects.mjs';
import { fencedBlocks } from '../../theme/lib/markdown.mjs';
import { buildDir } from './built-site';

// The examples harness reads the MDX source; readers and AI agents read the `.md` copy. Every block the harness
// reads (code, language and visible title, and the npm tab of each package-manager block) is in the copy, in the
// same order, with the same text: what the tests run is what a reader copies. (PAGES, set by `npm run check:page`:
// only those pages.)
const pages = (await listFiles(path.join(repoRoot, 'docs'), repoRoot))
  .filter((f) => /\.mdx?$/.test(f) && !f.includes('/shared/'))
  .filter(pagesUnderTest());

type Seen = { lang: string; title: string | undefined; code: string; line: number };

function harnessView(source: string): Seen[] {
  const seen: Seen[] = extractCodeBlocks(source).map((b) => ({
    lang: b.lang,
    title: typeof b.attrs.title === 'string' ? b.attrs.title : undefined,
    code: stripNotation(b.code, b.lang).trim(),
    line: b.line,
  }));
  source.split('\n').forEach((text, index) => {
    const command = parseMeta(/<PackageManagerTabs\b([^>]*)\/>/.exec(text)?.[1] ?? '').command;
    if (typeof command === 'string')
      seen.push({ lang: 'sh', title: undefined, code: `npm ${command}`, line: index + 1 });
  });
  return seen.sort((a, b) => a.line - b.line);
}

describe('the .md copy shows every block the harness runs', () => {
  for (const page of pages) {
    const route = page
      .replace(/^docs\/en\//, '')
      .replace(/^docs\/zh\//, 'zh/')
      .replace(/\.mdx?$/, '');
    const copy = path.join(buildDir, `${route}.md`);
    it.skipIf(!fs.existsSync(copy))(page, () => {
      const blocks = fencedBlocks(fs.readFileSync(copy, 'utf8'), { mdx: false }).map((b) => ({
        lang: b.lang,
        title: ((t) => (typeof t === 'string' ? t : undefined))(parseMeta(b.meta).title),
        code: b.code.trim(),
      }));
      let at = 0;
      for (const want of harnessView(fs.readFileSync(path.join(repoRoot, page), 'utf8'))) {
        const found = blocks.findIndex(
          (b, i) => i >= at && b.code === want.code && (want.title === undefined || b.title === want.title),
        );
        expect(
          found,
          `${page}:${want.line} (${want.lang}${want.title ? ` "${want.title}"` : ''}) is not in ${copy}`,
        ).not.toBe(-1);
        at = found + 1;
      }
    });
  }
});
