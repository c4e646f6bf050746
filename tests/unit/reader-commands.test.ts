import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fencedBlocks } from '../../scripts/lib/markdown.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { stripCodeNotation } from '../../theme/lib/notation.mjs';
import { type StartingPointId, startingPoints } from '../../theme/starting-points.mjs';

// Two rules about what a reader copies from a page (CONTRIBUTING, "Commands and package.json blocks a reader copies"),
// checked on every page of both languages. Each page is parsed once for both.

type FencedBlock = ReturnType<typeof fencedBlocks>[number];
const parsed = new Map<string, FencedBlock[]>();
/** The fenced blocks of a page (scripts/lib/markdown.mjs), parsed once per text. */
function blocksOf(source: string): FencedBlock[] {
  let blocks = parsed.get(source);
  if (!blocks) {
    blocks = fencedBlocks(source);
    parsed.set(source, blocks);
  }
  return blocks;
}

// On npm, `rslib` is an unrelated package (0.0.10, without a command): `npx rslib` in a folder where `@rslib/core` is
// not installed never reaches Rslib. Rule: a shell block may run `npx rslib` only when,
// earlier on the same page, either
//   - a shell block or a `<PackageManagerTabs command="…">` installs `@rslib/core` (install, i or add), or
//   - the visible text (not a code block, not an MDX comment) links a section of another page,
//     `[…](/route#anchor)` or a starting-point callout `<StartFrom id="…" />`, whose own text installs
//     `@rslib/core` in one of those two ways.
// The section of `#anchor` runs from its heading to the next heading of the same or a higher level.

const shellLangs = ['bash', 'sh', 'shell', 'console'];
const npxRslib = /(^|[\s;&|(])npx\s+rslib(\s|$)/;
const installLine = /^\s*(?:\$\s*)?(?:npm|pnpm|yarn|bun)\s+(?:install|i|add)\b[^#\n]*\s@rslib\/core(?:@\S+)?(?=\s|$)/;
const installTabs = /<PackageManagerTabs\b[^>]*\bcommand="(?:install|i|add)\b[^"]*\s@rslib\/core(?:@[^\s"]+)?(?=[\s"])/;

type Event = { line: number; kind: 'install' | 'npx' | 'link'; target?: string };

/** The lines of a page outside code blocks and MDX comments, with their 1-based numbers. */
function visibleLines(source: string, blocks: FencedBlock[]): { line: number; text: string }[] {
  const fenced = new Set<number>();
  for (const block of blocks) for (let l = block.line; l <= block.endLine; l++) fenced.add(l);
  const out: { line: number; text: string }[] = [];
  let inComment = false;
  source.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (fenced.has(line)) return;
    let text = raw;
    if (inComment) {
      const end = text.indexOf('*/}');
      if (end === -1) return;
      text = text.slice(end + 3);
      inComment = false;
    }
    text = text.replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
    const open = text.indexOf('{/*');
    if (open !== -1) {
      text = text.slice(0, open);
      inComment = true;
    }
    out.push({ line, text });
  });
  return out;
}

/** What a page does, in page order: installs of @rslib/core, `npx rslib` commands, links to other pages' sections. */
export function events(source: string): Event[] {
  const list: Event[] = [];
  const blocks = blocksOf(source);
  for (const block of blocks) {
    if (!shellLangs.includes(block.lang)) continue;
    block.code.split('\n').forEach((text, i) => {
      const line = block.line + 1 + i;
      if (installLine.test(text)) list.push({ line, kind: 'install' });
      else if (npxRslib.test(text.replace(/#.*$/, ''))) list.push({ line, kind: 'npx' });
    });
  }
  for (const { line, text } of visibleLines(source, blocks)) {
    if (installTabs.test(text)) list.push({ line, kind: 'install' });
    for (const m of text.matchAll(/\]\((\/[^)\s#]*#[\w-]+)\)/g)) list.push({ line, kind: 'link', target: m[1] });
    // The starting-point callout links the section that shows its project (theme/starting-points.mjs).
    // A starting point written on top of another (`extends`) has that one's project too.
    for (const m of text.matchAll(/<StartFrom\s+id="([\w-]+)"/g)) {
      for (let id: string | undefined = m[1]; id !== undefined; ) {
        const start: { page: string; anchor: string; extends?: string } | undefined =
          startingPoints[id as StartingPointId];
        if (!start) break;
        list.push({ line, kind: 'link', target: `/${start.page}#${start.anchor}` });
        id = start.extends;
      }
    }
  }
  return list.sort((a, b) => a.line - b.line);
}

/**
 * The text of the section `#anchor` of a page: from its heading to the next heading of the same or a higher level.
 * Headings are the lines that MDX reads as headings: a `#` line inside a code block or a hidden comment (the `#`
 * comments of `journey` and `example-checks`) is not one.
 */
export function section(source: string, anchor: string): string | undefined {
  const lines = source.split('\n');
  const hidden = new Set<number>();
  for (const block of blocksOf(source)) for (let l = block.line; l <= block.endLine; l++) hidden.add(l - 1);
  let inComment = false;
  lines.forEach((line, index) => {
    const opens = line.lastIndexOf('{/*');
    const closes = line.lastIndexOf('*/}');
    if (inComment) hidden.add(index);
    if (opens > closes) inComment = true;
    else if (closes !== -1) inComment = false;
  });
  const headingLevel = (index: number) =>
    hidden.has(index) ? 0 : (/^(#{1,6})\s/.exec(lines[index] ?? '')?.[1]?.length ?? 0);
  const start = lines.findIndex((l, i) => headingLevel(i) > 0 && new RegExp(`\\{#${anchor}\\}\\s*$`).test(l));
  if (start === -1) return undefined;
  const level = headingLevel(start);
  let end = start + 1;
  while (end < lines.length && !(headingLevel(end) > 0 && headingLevel(end) <= level)) end++;
  return lines.slice(start, end).join('\n');
}

/** Whether a piece of a page installs @rslib/core (a shell line or package-manager tabs). */
export function installsCore(source: string): boolean {
  return events(source).some((e) => e.kind === 'install');
}

const pageFile = (lang: string, route: string) => {
  const base = path.join(repoRoot, 'docs', lang, route.replace(/^\//, '').replace(/\/$/, ''));
  return [`${base}.mdx`, `${base}.md`, path.join(base, 'index.mdx')].find((f) => fs.existsSync(f));
};

/** The `npx rslib` lines of a page that come before any install of @rslib/core or link to a section that installs it. */
export function unsafeNpx(source: string, installsAt: (target: string) => boolean): number[] {
  let safe = false;
  const found: number[] = [];
  for (const event of events(source)) {
    if (event.kind === 'install') safe = true;
    else if (event.kind === 'link' && event.target !== undefined && installsAt(event.target)) safe = true;
    else if (event.kind === 'npx' && !safe) found.push(event.line);
  }
  return found;
}

const linked = new Map<string, boolean>();

function linkInstalls(lang: string) {
  return (target: string) => {
    const key = `${lang}:${target}`;
    let installs = linked.get(key);
    if (installs === undefined) {
      const [route = '', anchor = ''] = target.split('#');
      const file = pageFile(lang, route);
      const text = file ? section(fs.readFileSync(file, 'utf8'), anchor) : undefined;
      installs = text !== undefined && installsCore(text);
      linked.set(key, installs);
    }
    return installs;
  };
}

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
      const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f));
      for (const file of files.sort()) {
        const lines = unsafeNpx(fs.readFileSync(path.join(dir, file), 'utf8'), linkInstalls(lang));
        if (lines.length > 0) found.push(`docs/${lang}/${file}:${lines.join(',')}`);
      }
      expect(found, 'install @rslib/core first, or link a starting point that does').toEqual([]);
      // Parses every page of a language (MDX): about 5 s alone, over 20 s while npm test runs the browsers beside it.
    }, 120_000);
  }
});

// A package.json whose `main`, `module` or `exports` point at `./dist/….js` is only right for ESM output when the
// package is `"type": "module"`: `npm init -y` (npm 11) writes `"type": "commonjs"`, and Rslib then names the ESM
// output `index.mjs`, so a reader who copies the block gets a package whose entry does not exist. Rule: such a block
// shows a `type` field itself, or an earlier block of the same page does (a package.json block with `type`, or a
// `npm pkg set type=…` command).

const langs = ['en', 'zh'];

function pages(lang: string): string[] {
  const dir = path.join(repoRoot, 'docs', lang);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx') || file.endsWith('.md'))
    .sort();
}

/** The `./dist/….js` paths that `main`, `module` and `exports` name. */
export function distJsTargets(manifest: Record<string, unknown>): string[] {
  const out: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (/^\.\/dist\/.*\.js$/.test(value)) out.push(value);
    } else if (value && typeof value === 'object') {
      for (const inner of Object.values(value)) visit(inner);
    }
  };
  visit(manifest.main);
  visit(manifest.module);
  visit(manifest.exports);
  return out;
}

/** package.json blocks that point at ./dist/*.js with no `type` shown on the page up to them: `page:line` each. */
export function untypedPackages(source: string): { line: number; targets: string[] }[] {
  const problems: { line: number; targets: string[] }[] = [];
  let typed = false;
  for (const block of blocksOf(source)) {
    const title = /title="([^"]*)"/.exec(block.meta)?.[1] ?? '';
    if (['bash', 'sh', 'shell', 'console'].includes(block.lang) && /\bnpm pkg set type=/.test(block.code)) {
      typed = true;
    }
    if (!title.endsWith('package.json') || !['json', 'jsonc'].includes(block.lang)) continue;
    let manifest: Record<string, unknown>;
    try {
      // The package.json a reader ends up with: a diff block's removed lines and markers left out.
      manifest = JSON.parse(stripCodeNotation(block.code)) as Record<string, unknown>;
    } catch {
      throw new Error(`line ${block.line}: the package.json block is not JSON`);
    }
    if (typeof manifest.type === 'string') typed = true;
    const targets = distJsTargets(manifest);
    if (targets.length > 0 && !typed) problems.push({ line: block.line, targets });
  }
  return problems;
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
