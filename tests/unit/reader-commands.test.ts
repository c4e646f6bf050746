import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesUnderTest } from '../../scripts/lib/page-rules.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { linkInstalls, section, unsafeNpx, untypedPackages } from '../../scripts/lib/reader-commands.mjs';

// Two rules about what a reader copies from a page (CONTRIBUTING, "Commands and package.json blocks a reader copies"),
// checked on every page of both languages (scripts/lib/reader-commands.mjs; `npm run check:page` checks the pages it
// is given with the same functions, and runs this file for them with PAGES set). Each page is parsed once for both.

const checked = pagesUnderTest();

describe('npx rslib runs only where @rslib/core is installed', () => {
  it('reads installs, links and npx lines in page order', () => {
    const fence = '```';
    const npx = `${fence}bash\nnpx rslib build\n${fence}\n`;
    const never = () => false;
    const always = () => true;
    expect(unsafeNpx(npx, never)).toEqual([2]);
    expect(unsafeNpx(`${fence}bash\nnpm install -D @rslib/core\nnpx rslib build\n${fence}\n`, never)).toEqual([]);
    expect(unsafeNpx(`<PackageManagerTabs command="install -D @rslib/core typescript" />\n\n${npx}`, never)).toEqual(
      [],
    );
    expect(unsafeNpx(`See [the start](/guide/start/quick-start#set-up).\n\n${npx}`, always)).toEqual([]);
    expect(unsafeNpx(`<StartFrom id="example-project" />\n\n${npx}`, always)).toEqual([]);
    expect(unsafeNpx(`<StartFrom id="example-project" />\n\n${npx}`, never)).toEqual([4]);
    // A link in an MDX comment, or after the command, does not count; neither does an unrelated package.
    expect(unsafeNpx(`{/* [x](/a#b) */}\n\n${npx}`, always)).toEqual([4]);
    expect(unsafeNpx(`${npx}\n[x](/a#b)\n`, always)).toEqual([2]);
    expect(unsafeNpx(`${fence}bash\nnpm install -D @rslib/core-extra\nnpx rslib\n${fence}\n`, never)).toEqual([3]);
    // `npx rslib-foo` or `npx rstest` is another command.
    expect(unsafeNpx(`${fence}bash\nnpx rstest run\nnpx rslib-foo\n${fence}\n`, never)).toEqual([]);
  });

  it('finds the section of an anchor', () => {
    const page = '# T\n\n## A {#a}\n\n### B {#b}\n\nb\n\n## C {#c}\n\nc\n';
    expect(section(page, 'a')).toContain('b');
    expect(section(page, 'a')).not.toContain('c\n');
    expect(section(page, 'x')).toBeUndefined();
    // A `#` line in a hidden comment or a code block does not end the section.
    const hiddenHash =
      '## A {#a}\n\n{/* journey name="j"\n# a comment\n$ ls\n*/}\n\n```bash\n# also not\n```\n\nstill a\n\n## C {#c}\n';
    expect(section(hiddenHash, 'a')).toContain('still a');
  });

  it('the quick start section that pages link as their starting point installs @rslib/core', () => {
    for (const lang of ['en', 'zh']) {
      expect(linkInstalls(lang)('/guide/start/quick-start#set-up-a-project-by-hand')).toBe(true);
    }
  });

  for (const lang of ['en', 'zh']) {
    it(`every page (${lang})`, () => {
      const dir = path.join(repoRoot, 'docs', lang);
      const found: string[] = [];
      for (const file of pages(lang)) {
        const lines = unsafeNpx(fs.readFileSync(path.join(dir, file), 'utf8'), linkInstalls(lang));
        if (lines.length > 0) found.push(`docs/${lang}/${file}:${lines.join(',')}`);
      }
      expect(found, 'install @rslib/core first, or link a starting point that does').toEqual([]);
      // Parses every page of a language (MDX): about 5 s alone, over 20 s while npm test runs the browsers beside it.
    }, 120_000);
  }
});

const langs = ['en', 'zh'];

function pages(lang: string): string[] {
  const dir = path.join(repoRoot, 'docs', lang);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx') || file.endsWith('.md'))
    .filter((file) => checked(`docs/${lang}/${file}`))
    .sort();
}

describe('package.json blocks that point at ./dist/*.js show "type"', () => {
  it('finds a block without type, and accepts one after a typed block or npm pkg set', () => {
    const fence = '```';
    const block = (meta: string, code: string) => `${fence}${meta}\n${code}\n${fence}\n`;
    const exportsOnly = block('json title="package.json"', '{ "exports": { ".": "./dist/index.js" } }');
    expect(untypedPackages(exportsOnly)).toEqual([{ line: 1, targets: ['./dist/index.js'] }]);
    expect(untypedPackages(block('json title="package.json"', '{ "main": "./dist/index.cjs" }'))).toEqual([]);
    expect(untypedPackages(block('json title="package.json"', '{ "type": "module" }') + exportsOnly)).toEqual([]);
    expect(untypedPackages(block('bash', 'npm pkg set type=module') + exportsOnly)).toEqual([]);
    expect(untypedPackages(exportsOnly + block('json title="package.json"', '{ "type": "module" }'))).toHaveLength(1);
  });

  for (const lang of langs) {
    it(`every page (${lang})`, () => {
      const found: string[] = [];
      for (const page of pages(lang)) {
        const source = fs.readFileSync(path.join(repoRoot, 'docs', lang, page), 'utf8');
        for (const problem of untypedPackages(source)) {
          found.push(`docs/${lang}/${page}:${problem.line} (${problem.targets.join(', ')})`);
        }
      }
      expect(found, 'show "type": "module" in the block or in an earlier package.json block of the page').toEqual([]);
    });
  }
});
