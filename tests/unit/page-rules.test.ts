import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildErrorProblems,
  deadLinkProblems,
  editDistance,
  headingAnchors,
  linkProblems,
  linkTarget,
  nearest,
  pageLinks,
  rspressDeadLinks,
  siteIndex,
} from '../../scripts/lib/links.mjs';
import { formatProblem, meantLabel, pagesUnderTest } from '../../scripts/lib/page-rules.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';

// The links check of scripts/lib/links.mjs (run by `npm run check:page` and the dev server before any build) reads
// links as Rspress's build does, and turns Rspress's own dead-link report into one line per link with its line, text
// and the nearest route. The reports below are real: the output of `rspress build` on a scratch page with a dead link
// (tests/fixtures/rspress-dead-link.txt) and one with a dead anchor (rspress-dead-anchor.txt).

const site = siteIndex();
const fixture = (name: string) => fs.readFileSync(path.join(repoRoot, 'tests/fixtures', name), 'utf8');
/** The scratch page those builds ran on (removed since). */
const scratch = (link: string) =>
  `---\ndescription: A scratch page.\n---\n\n# Scratch\n\nSome text.\n\n## Links {#links}\n\nSee ${link}.\n`;

describe('links as the site build reads them', () => {
  it('finds links and link definitions with their text and line, not code', () => {
    const source = '# T\n\nSee [the CLI](/guide/basic/cli#build).\n\n```md\n[not](/a)\n```\n\n[ref]: /guide/start/\n';
    expect(pageLinks(source)).toEqual([
      { url: '/guide/basic/cli#build', text: 'the CLI', line: 3 },
      { url: '/guide/start/', text: '[ref]', line: 9 },
    ]);
  });

  it('gives a link without a language prefix the language of its page, and resolves relative links', () => {
    expect(linkTarget('docs/zh/guide/basic/cli.mdx', '/guide/start/quick-start#x')).toEqual({
      route: '/zh/guide/start/quick-start',
      hash: 'x',
    });
    expect(linkTarget('docs/en/guide/basic/cli.mdx', './output-format.mdx')).toEqual({
      route: '/guide/basic/output-format',
      hash: '',
    });
    expect(linkTarget('docs/en/guide/basic/cli.mdx', '#build')).toEqual({ route: '/guide/basic/cli', hash: 'build' });
    expect(linkTarget('docs/en/guide/basic/cli.mdx', '/guide/start/')).toEqual({ route: '/guide/start/', hash: '' });
    expect(linkTarget('docs/en/guide/basic/cli.mdx', 'https://rslib.rs/')).toBeUndefined();
    expect(linkTarget('docs/en/guide/basic/cli.mdx', '/images/guide/output-structure.svg')).toBeUndefined();
  });

  it('reads heading anchors: explicit ones, else the slug Rspress gives', () => {
    expect(headingAnchors('# Page title\n\n## Output {#output}\n\n```md\n## no\n```\n### Why Rslib?\n')).toEqual([
      'page-title',
      'output',
      'why-rslib',
    ]);
  });

  it('suggests the nearest route and anchor', () => {
    expect(editDistance('clii', 'cli')).toBe(1);
    expect(nearest('/guide/basic/clii', site.routes())).toBe('/guide/basic/cli');
    expect(nearest('/zh/guide/basic/output-fromat', site.routes())).toBe('/zh/guide/basic/output-format');
  });

  it('names the file, line, link text and nearest route of a dead link or anchor', () => {
    const source = scratch('[the CLI page](/guide/basic/clii) and [formats](/guide/basic/output-format#iif)');
    expect(linkProblems('docs/zh/guide/basic/scratch.mdx', source, site).map(formatProblem)).toEqual([
      'docs/zh/guide/basic/scratch.mdx:11: dead link [the CLI page](/guide/basic/clii): there is no page /zh/guide/basic/clii → link /guide/basic/cli, the nearest page',
      'docs/zh/guide/basic/scratch.mdx:11: dead anchor [formats](/guide/basic/output-format#iif): /zh/guide/basic/output-format has no heading {#iif} → link /guide/basic/output-format#iife, the nearest heading',
    ]);
  });

  it('every link and anchor of every page leads somewhere (PAGES: those pages)', () => {
    const checked = pagesUnderTest();
    let links = 0;
    const dead: string[] = [];
    for (const lang of ['en', 'zh']) {
      const dir = path.join(repoRoot, 'docs', lang);
      for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        const page = `docs/${lang}/${file}`;
        if (!/\.mdx?$/.test(file) || file.startsWith('shared') || !checked(page)) continue;
        const source = fs.readFileSync(path.join(dir, file), 'utf8');
        links += pageLinks(source).length;
        dead.push(...linkProblems(page, source, site).map(formatProblem));
      }
    }
    expect(dead).toEqual([]);
    if (!process.env.PAGES) expect(links).toBeGreaterThan(1000);
  }, 120_000);
});

describe("Rspress's dead-link report, as one line per link", () => {
  it('reads the files and links of a real build log', () => {
    expect(rspressDeadLinks(fixture('rspress-dead-link.txt'))).toEqual([
      { file: 'docs/zh/guide/basic/scratch-dead.mdx', url: '/guide/basic/clii', kind: 'link' },
      { file: 'docs/en/guide/basic/scratch-dead.mdx', url: '/guide/basic/clii', kind: 'link' },
    ]);
    expect(rspressDeadLinks(fixture('rspress-dead-anchor.txt'))).toEqual([
      { file: 'docs/en/guide/basic/scratch-anchor.mdx', url: '/guide/basic/output-format#nope', kind: 'anchor' },
      { file: 'docs/zh/guide/basic/scratch-anchor.mdx', url: '/guide/basic/output-format#nope', kind: 'anchor' },
    ]);
  });

  it('turns it into the line, text and nearest route, without the stack traces', () => {
    const read = () => scratch('[the CLI page](/guide/basic/clii) and [formats](/guide/basic/output-format#nope)');
    const log = fixture('rspress-dead-link.txt');
    expect(deadLinkProblems(log, { site, read }).map(formatProblem)).toEqual([
      'docs/zh/guide/basic/scratch-dead.mdx:11: dead link [the CLI page](/guide/basic/clii): there is no page /zh/guide/basic/clii → link /guide/basic/cli, the nearest page',
      'docs/en/guide/basic/scratch-dead.mdx:11: dead link [the CLI page](/guide/basic/clii): there is no page /guide/basic/clii → link /guide/basic/cli, the nearest page',
    ]);
    // Rspress's "Dead link found" errors under `File: …:1:1` say nothing more.
    expect(buildErrorProblems(log)).toEqual([]);
    const anchors = deadLinkProblems(fixture('rspress-dead-anchor.txt'), { site, read }).map(formatProblem);
    expect(anchors).toHaveLength(2);
    expect(anchors[0]).toMatch(
      /^docs\/en\/guide\/basic\/scratch-anchor\.mdx:11: dead anchor \[formats\]\(\/guide\/basic\/output-format#nope\): .* → link \/guide\/basic\/output-format#\S+, the nearest heading$/,
    );
  });

  it('still names the file and the line of a link that this check reads differently', () => {
    // Here the link is in inline code, which is no link to this check.
    const log = 'error   Dead links found in /x/docs/en/a.mdx:\n  "[..](weird)" /weird.html\n';
    expect(deadLinkProblems(log, { site, read: () => '# A\n\n`[odd](weird)`\n' }).map(formatProblem)).toEqual([
      'docs/en/a.mdx:3: dead link (weird): Rspress found no page for it → link a page that exists (node scripts/check-rules.mjs docs/en/a.mdx lists the routes near it)',
    ]);
  });
});

describe('block titles that are no label of their page', () => {
  it("suggests the page language's word, or the label a letter or two away", () => {
    expect(meantLabel('Output', 'zh')).toBe('输出');
    expect(meantLabel('Error', 'zh')).toBe('报错');
    expect(meantLabel('Excerpt: package.json', 'zh')).toBe('片段：package.json');
    expect(meantLabel('片段：package.json', 'en')).toBe('Excerpt: package.json');
    expect(meantLabel('Outptu', 'en')).toBe('Output');
    expect(meantLabel('rslib.config.ts', 'en')).toBeUndefined();
  });
});
