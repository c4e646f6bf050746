// Two rules about what a reader copies from a page (CONTRIBUTING, "Commands and package.json blocks a reader copies"):
// `npx rslib` only where @rslib/core is installed, and `"type"` shown next to a package.json that points at
// `./dist/*.js`. tests/unit/reader-commands.test.ts holds every page to them; `npm run check:page` and the dev server
// (scripts/check-rules.mjs) hold the pages a writer changed.
import fs from 'node:fs';
import path from 'node:path';
import { stripCodeNotation } from '../../theme/lib/notation.mjs';
import { startingPoints } from '../../theme/starting-points.mjs';
import { fencedBlocks } from './markdown.mjs';
import { repoRoot } from './paths.mjs';

/** @typedef {ReturnType<typeof fencedBlocks>[number]} FencedBlock */
/** @typedef {{ line: number, kind: 'install' | 'npx' | 'link', target?: string }} Event */

// On npm, `rslib` is an unrelated package (0.0.10, without a command): `npx rslib` in a folder where `@rslib/core` is
// not installed never reaches Rslib. Rule: a shell block may run `npx rslib` only when, earlier on the same page,
// either
//   - a shell block or a `<PackageManagerTabs command="…">` installs `@rslib/core` (install, i or add), or
//   - the visible text (not a code block, not an MDX comment) links a section of another page,
//     `[…](/route#anchor)` or a starting-point callout `<StartFrom id="…" />`, whose own text installs
//     `@rslib/core` in one of those two ways.
// The section of `#anchor` runs from its heading to the next heading of the same or a higher level.

const shellLangs = ['bash', 'sh', 'shell', 'console'];
const npxRslib = /(^|[\s;&|(])npx\s+rslib(\s|$)/;
const installLine = /^\s*(?:\$\s*)?(?:npm|pnpm|yarn|bun)\s+(?:install|i|add)\b[^#\n]*\s@rslib\/core(?:@\S+)?(?=\s|$)/;
const installTabs = /<PackageManagerTabs\b[^>]*\bcommand="(?:install|i|add)\b[^"]*\s@rslib\/core(?:@[^\s"]+)?(?=[\s"])/;

/**
 * The lines of a page outside code blocks and MDX comments, with their 1-based numbers.
 * @param {string} source @param {FencedBlock[]} blocks @returns {{ line: number, text: string }[]}
 */
function visibleLines(source, blocks) {
  /** @type {Set<number>} */
  const fenced = new Set();
  for (const block of blocks) for (let l = block.line; l <= block.endLine; l++) fenced.add(l);
  /** @type {{ line: number, text: string }[]} */
  const out = [];
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

/**
 * What a page does, in page order: installs of @rslib/core, `npx rslib` commands, links to other pages' sections.
 * @param {string} source @returns {Event[]}
 */
export function events(source) {
  /** @type {Event[]} */
  const list = [];
  const blocks = fencedBlocks(source);
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
      /** @type {string | undefined} */
      let id = m[1];
      while (id !== undefined) {
        /** @type {{ page: string, anchor: string, extends?: string } | undefined} */
        const start = /** @type {Record<string, { page: string, anchor: string, extends?: string }>} */ (
          startingPoints
        )[id];
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
 * @param {string} source @param {string} anchor @returns {string | undefined}
 */
export function section(source, anchor) {
  const lines = source.split('\n');
  /** @type {Set<number>} */
  const hidden = new Set();
  for (const block of fencedBlocks(source)) for (let l = block.line; l <= block.endLine; l++) hidden.add(l - 1);
  let inComment = false;
  lines.forEach((line, index) => {
    const opens = line.lastIndexOf('{/*');
    const closes = line.lastIndexOf('*/}');
    if (inComment) hidden.add(index);
    if (opens > closes) inComment = true;
    else if (closes !== -1) inComment = false;
  });
  const headingLevel = (/** @type {number} */ index) =>
    hidden.has(index) ? 0 : (/^(#{1,6})\s/.exec(lines[index] ?? '')?.[1]?.length ?? 0);
  const start = lines.findIndex((l, i) => headingLevel(i) > 0 && new RegExp(`\\{#${anchor}\\}\\s*$`).test(l));
  if (start === -1) return undefined;
  const level = headingLevel(start);
  let end = start + 1;
  while (end < lines.length && !(headingLevel(end) > 0 && headingLevel(end) <= level)) end++;
  return lines.slice(start, end).join('\n');
}

/** Whether a piece of a page installs @rslib/core (a shell line or package-manager tabs). @param {string} source */
export function installsCore(source) {
  return events(source).some((e) => e.kind === 'install');
}

/** The page file of a route in a language, if there is one. @param {string} lang @param {string} route */
const pageFile = (lang, route) => {
  const base = path.join(repoRoot, 'docs', lang, route.replace(/^\//, '').replace(/\/$/, ''));
  return [`${base}.mdx`, `${base}.md`, path.join(base, 'index.mdx')].find((f) => fs.existsSync(f));
};

/**
 * The `npx rslib` lines of a page that come before any install of @rslib/core or link to a section that installs it.
 * @param {string} source @param {(target: string) => boolean} installsAt @returns {number[]}
 */
export function unsafeNpx(source, installsAt) {
  let safe = false;
  /** @type {number[]} */
  const found = [];
  for (const event of events(source)) {
    if (event.kind === 'install') safe = true;
    else if (event.kind === 'link' && event.target !== undefined && installsAt(event.target)) safe = true;
    else if (event.kind === 'npx' && !safe) found.push(event.line);
  }
  return found;
}

/** @type {Map<string, boolean>} */
const linked = new Map();

/**
 * Whether the section a link target (`/route#anchor`) names, in a language, installs @rslib/core.
 * @param {string} lang @returns {(target: string) => boolean}
 */
export function linkInstalls(lang) {
  return (target) => {
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

// A package.json whose `main`, `module` or `exports` point at `./dist/….js` is only right for ESM output when the
// package is `"type": "module"`: `npm init -y` (npm 11) writes `"type": "commonjs"`, and Rslib then names the ESM
// output `index.mjs`, so a reader who copies the block gets a package whose entry does not exist. Rule: such a block
// shows a `type` field itself, or an earlier block of the same page does (a package.json block with `type`, or a
// `npm pkg set type=…` command).

/**
 * The `./dist/….js` paths that `main`, `module` and `exports` name.
 * @param {Record<string, unknown>} manifest @returns {string[]}
 */
export function distJsTargets(manifest) {
  /** @type {string[]} */
  const out = [];
  const visit = (/** @type {unknown} */ value) => {
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

/**
 * package.json blocks that point at ./dist/*.js with no `type` shown on the page up to them.
 * @param {string} source @returns {{ line: number, targets: string[] }[]}
 */
export function untypedPackages(source) {
  /** @type {{ line: number, targets: string[] }[]} */
  const problems = [];
  let typed = false;
  for (const block of fencedBlocks(source)) {
    const title = /title="([^"]*)"/.exec(block.meta)?.[1] ?? '';
    if (shellLangs.includes(block.lang) && /\bnpm pkg set type=/.test(block.code)) typed = true;
    if (!title.endsWith('package.json') || !['json', 'jsonc'].includes(block.lang)) continue;
    /** @type {Record<string, unknown>} */
    let manifest;
    try {
      // The package.json a reader ends up with: a diff block's removed lines and markers left out.
      manifest = JSON.parse(stripCodeNotation(block.code));
    } catch {
      throw new Error(`line ${block.line}: the package.json block is not JSON`);
    }
    if (typeof manifest.type === 'string') typed = true;
    const targets = distJsTargets(manifest);
    if (targets.length > 0 && !typed) problems.push({ line: block.line, targets });
  }
  return problems;
}
