// Builds the starting points of the examples (theme/starting-points.mjs) from the page sections that show them, as a
// reader who follows the section would: from an empty folder, every file block with a title is written, every
// command is run (installs are applied to package.json, as in the journeys) and every package-manager tab's
// install is applied. Nothing comes from a folder the reader cannot see: a folder `tests/examples/fixtures/<id>`
// may only hold files that cannot be shown as code (images, WebAssembly), and each of them must be named in the
// section, or the starting point is refused.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { blockLabel } from '../../theme/lib/block-kinds.mjs';
import { langOrDefault } from '../../theme/site-model.mjs';
import { defaultStartingPoint, startingPoints } from '../../theme/starting-points.mjs';
import { extractCodeBlocks, parseMeta } from './blocks.mjs';
import { fencedLines } from './markdown.mjs';
import { stripNotation } from './notation.mjs';
import { repoRoot } from './paths.mjs';
import {
  copyProject,
  exclusively,
  readerDir,
  readerHome,
  readerShell,
  registryDay,
  writeStepFile,
} from './projects.mjs';

/**
 * @typedef {import('../../theme/starting-points.mjs').StartingPoint} StartingPoint
 * @typedef {{ kind: 'file', path: string, code: string, merge?: boolean, line: number }
 *   | { kind: 'commands', commands: string[], line: number }} StartStep
 * @typedef {{ id: string, page: string, steps: StartStep[], assets: string[] }} StartingPointSource
 * `page` is the MDX file of the section; `assets` the files of its fixture folder, relative to that folder.
 */

/** Folders of files that a starting point's section names but cannot show as code. */
export const assetsRoot = path.join(repoRoot, 'tests/examples/fixtures');

/** @param {string} id @returns {StartingPoint} */
export function startingPoint(id) {
  const start = /** @type {Record<string, StartingPoint>} */ (startingPoints)[id];
  if (!start)
    throw new Error(
      `no starting point "${id}" (theme/starting-points.mjs lists ${Object.keys(startingPoints).join(', ')})`,
    );
  return start;
}

/**
 * The lines of the section `{#anchor}` of a page: from its heading to the next heading of the same or a higher
 * level (headings inside code blocks do not count). 1-based, end exclusive.
 * @param {string} source @param {string} anchor @returns {{ start: number, end: number } | undefined}
 */
export function sectionLines(source, anchor) {
  const lines = source.split('\n');
  const fenced = fencedLines(source);
  /** @type {{ start: number, level: number } | undefined} */
  let open;
  for (let index = 0; index < lines.length; index++) {
    const line = index + 1;
    if (fenced.has(line)) continue;
    const heading = /^(#{1,6})\s.*?(?:\{#([\w-]+)\})?\s*$/.exec(lines[index] ?? '');
    if (!heading) continue;
    const level = (heading[1] ?? '').length;
    if (open && level <= open.level) return { start: open.start, end: line };
    if (!open && heading[2] === anchor) open = { start: line, level };
  }
  return open ? { start: open.start, end: lines.length + 1 } : undefined;
}

/**
 * What a reader does in a section, in page order: the files to write (code blocks with a title; a hidden Twoslash
 * prelude is not part of them), the commands to run (`bash`/`sh` blocks, one command a line) and the installs of
 * package-manager tabs. A command block marked `example` is the section's own build, which the examples on top of
 * it run themselves, and an output (`text`) block is what a step prints: neither is part of the set-up.
 * @param {string} source @param {string} anchor @param {string} where for error messages @returns {StartStep[]}
 */
export function sectionSteps(source, anchor, where) {
  const range = sectionLines(source, anchor);
  if (!range) throw new Error(`${where}: no section {#${anchor}}`);
  const inRange = (/** @type {number} */ line) => line > range.start && line < range.end;
  /** @type {StartStep[]} */
  const steps = [];
  const lang = where.includes('(zh)') || /docs\/zh\//.test(where) ? 'zh' : 'en';
  for (const block of extractCodeBlocks(source)) {
    if (!inRange(block.line)) continue;
    const shown = typeof block.attrs.title === 'string' ? block.attrs.title : undefined;
    const label = blockLabel(shown, lang);
    if (label?.kind === 'output' || label?.kind === 'alternative') continue;
    if (label?.kind === 'fragment') block.attrs.fragment = true;
    const title = label?.kind === 'fragment' ? label.rest : label ? undefined : shown;
    const isShell = ['bash', 'sh', 'shell', 'console'].includes(block.lang);
    if (isShell && !title) {
      if (block.attrs.example !== undefined) continue;
      const commands = block.code
        .split('\n')
        .map((l) => l.replace(/^\s*\$\s*/, '').trim())
        .filter((l) => l !== '' && !l.startsWith('#'));
      steps.push({ kind: 'commands', commands, line: block.line });
    } else if (title && !['text', 'txt', 'plaintext'].includes(block.lang)) {
      steps.push({
        kind: 'file',
        path: title,
        code: stripNotation(block.code, block.lang),
        ...(block.attrs.fragment === undefined ? {} : { merge: true }),
        line: block.line,
      });
    }
  }
  source.split('\n').forEach((text, index) => {
    const tabs = /<PackageManagerTabs\b([^>]*)\/>/.exec(text);
    const command = parseMeta(tabs?.[1] ?? '').command;
    if (tabs && inRange(index + 1) && typeof command === 'string') {
      steps.push({ kind: 'commands', commands: [`npm ${command}`], line: index + 1 });
    }
  });
  return steps.sort((a, b) => a.line - b.line);
}

/**
 * The files of named examples, in page order: the project of a starting point that a page builds in its examples.
 * Every block must come at or after the section's heading, where the callout's link takes the reader, and each
 * example must have a file there.
 * @param {string} source @param {string} anchor @param {string[]} examples @param {string} where
 * @param {string[]} [only] the paths to keep (all when not given) @returns {StartStep[]}
 */
export function exampleSteps(source, anchor, examples, where, only) {
  const range = sectionLines(source, anchor);
  if (!range) throw new Error(`${where}: no section {#${anchor}}`);
  const lang = /docs\/zh\//.test(where) ? 'zh' : 'en';
  /** A block's file and whether it is an excerpt (merged), or undefined for what is not a file. @param {import('./blocks.mjs').CodeBlock} b */
  const fileOf = (b) => {
    const shown = typeof b.attrs.title === 'string' ? b.attrs.title : undefined;
    const label = blockLabel(shown, lang);
    if (shown === undefined || ['text', 'txt', 'plaintext'].includes(b.lang) || (label && label.kind !== 'fragment'))
      return undefined;
    return { path: label ? label.rest : shown, merge: label !== undefined };
  };
  /** @type {StartStep[]} */
  const steps = [];
  for (const name of examples) {
    const blocks = extractCodeBlocks(source).filter((b) => {
      const file = fileOf(b);
      return b.attrs.example === name && file !== undefined && (only === undefined || only.includes(file.path));
    });
    if (blocks.length === 0) throw new Error(`${where}: no file of the example "${name}"`);
    for (const block of blocks) {
      if (block.line < range.start)
        throw new Error(`${where}: example "${name}" has a file above the section (line ${block.line})`);
      const file = /** @type {{ path: string, merge: boolean }} */ (fileOf(block));
      steps.push({
        kind: 'file',
        path: file.path,
        code: stripNotation(block.code, block.lang),
        ...(file.merge ? { merge: true } : {}),
        line: block.line,
      });
    }
  }
  return steps;
}

/** The files below a folder, relative to it, with `/` separators; none when it does not exist. @param {string} dir */
function filesBelow(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Checks that the section names every file of a starting point's asset folder (by its path in the project, such as
 * `src/assets/logo.png`, in a drawn tree, a link or the text) and shows none of them as a code block: a file the
 * section shows comes from the page, and a file it does not name is context the reader cannot see.
 * @param {string} sectionText @param {string[]} shown paths of the section's file blocks @param {string[]} assets
 * @param {string} where @returns {string[]} one message per refused file
 */
export function refusedAssets(sectionText, shown, assets, where) {
  /** @type {string[]} */
  const errors = [];
  for (const file of assets) {
    if (shown.includes(file)) {
      errors.push(`${where} shows ${file} as a code block: the page is its source, delete the fixture's copy`);
    } else if (!sectionText.includes(file)) {
      errors.push(`${where} does not show or name ${file}, a file of its fixture folder: show it on the page`);
    }
  }
  return errors;
}

/** @type {Map<string, StartingPointSource>} */
const sources = new Map();

/**
 * A starting point as the page of one language shows it, read synchronously (the snippet checker needs it too).
 * Throws when its section is missing or its asset folder holds a file the section does not name.
 * @param {string} id @param {string} lang `en` or `zh` @returns {StartingPointSource}
 */
export function startingPointSource(id, lang) {
  const key = `${id}\n${lang}`;
  const known = sources.get(key);
  if (known) return known;
  const start = startingPoint(id);
  const page = `docs/${lang}/${start.page}.mdx`;
  const where = `${page}#${start.anchor}`;
  const source = readFileSync(path.join(repoRoot, page), 'utf8');
  const range = sectionLines(source, start.anchor);
  const steps = start.examples
    ? exampleSteps(source, start.anchor, start.examples, where, start.files)
    : sectionSteps(source, start.anchor, where);
  const text = source
    .split('\n')
    .slice((range?.start ?? 1) - 1, (range?.end ?? 1) - 1)
    .join('\n');
  const assets = filesBelow(path.join(assetsRoot, id));
  const shown = steps.flatMap((step) => (step.kind === 'file' ? [step.path.replace(/^\.\//, '')] : []));
  // Assets are named relative to the project folder the section's commands end in.
  const errors = refusedAssets(text, shown, assets, where);
  if (errors.length > 0) throw new Error(errors.join('\n'));
  const found = { id, page, steps, assets };
  sources.set(key, found);
  return found;
}

/**
 * Fixture folders that still hold files no page shows, from before the starting points (issue 28). An example with
 * `fixture="<name>"` of this list starts from the default starting point with the folder copied on top. The list
 * may only shrink: a folder of `tests/examples/fixtures/` that is neither listed here nor a starting point's
 * assets fails the tests, and so does a name listed here whose folder is gone. Empty since the last two, `dts-css`
 * and `wasm-bindgen`, became starting points (issue 28); kept so that a new hidden folder still fails the tests.
 * @type {string[]}
 */
export const hiddenFixtures = [];

/**
 * What an example builds on, from the `fixture="<name>"` of its blocks: a starting point, or one of the hidden
 * fixtures on top of the default starting point. @param {string | undefined} fixture
 * @returns {{ start: string, hidden: string | undefined }}
 */
export function exampleBase(fixture) {
  if (fixture === undefined) return { start: defaultStartingPoint, hidden: undefined };
  if (fixture in startingPoints) return { start: fixture, hidden: undefined };
  if (hiddenFixtures.includes(fixture)) return { start: defaultStartingPoint, hidden: fixture };
  throw new Error(`fixture="${fixture}" is neither a starting point (theme/starting-points.mjs) nor a fixture folder`);
}

/**
 * The files a starting point's section shows (file blocks, later blocks of the same path replacing earlier ones),
 * for the snippet checker, which type-checks code blocks inside the project they belong to.
 * @param {string} id @param {string} lang @returns {Map<string, string>}
 */
export function startingPointFiles(id, lang) {
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const { steps } of startingPointChain(id, lang)) {
    for (const step of steps) if (step.kind === 'file') files.set(step.path, step.code);
  }
  return files;
}

/**
 * A starting point and the ones it is written on top of, the first one first.
 * @param {string} id @param {string} lang @returns {StartingPointSource[]}
 */
export function startingPointChain(id, lang) {
  /** @type {StartingPointSource[]} */
  const chain = [];
  for (let at = /** @type {string | undefined} */ (id); at !== undefined; at = startingPoint(at).extends) {
    if (chain.some((s) => s.id === at)) throw new Error(`starting point ${id} extends itself`);
    chain.unshift(startingPointSource(at, lang));
  }
  return chain;
}

/** @type {Map<string, Promise<string>>} */
const made = new Map();

/**
 * Makes the project of a starting point once, outside the repository (in the journeys' folder, so that `npm init`
 * and the other commands find no project file above it), and returns its folder: the folder the section's commands
 * end in (`cd my-lib`). Several processes may ask at once; a finished project is reused while the section is
 * unchanged (its steps name the folder).
 * @param {string} id @param {string} lang @returns {Promise<string>}
 */
export function startingPointDir(id, lang, typescript = '7') {
  const { steps, assets } = startingPointSource(id, lang);
  const parent = startingPoint(id).extends;
  const hash = createHash('sha256').update(JSON.stringify(startingPointChain(id, lang).map((s) => s.steps)));
  for (const asset of assets) hash.update(`\0${asset}\0`).update(readFileSync(path.join(assetsRoot, id, asset)));
  hash.update(`\0${typescript}\0${JSON.stringify(registryDay)}\0${process.env.READER_REGISTRY ?? ''}`);
  const root = path.join(readerDir, 'starts', `${id}-${lang}-ts${typescript}-${hash.digest('hex').slice(0, 12)}`);
  let pending = made.get(root);
  if (!pending) {
    pending = (async () => {
      await readerHome(typescript);
      await fs.mkdir(path.dirname(root), { recursive: true });
      const done = path.join(`${root}.done`);
      await exclusively(`${root}.lock`, async () => {
        if (existsSync(done)) return;
        await fs.rm(root, { recursive: true, force: true });
        await fs.mkdir(root, { recursive: true });
        // On top of another starting point: its project is copied, and the steps run in it.
        if (parent !== undefined) await copyProject(await startingPointDir(parent, lang, typescript), root);
        const shell = readerShell(root, { typescript });
        for (const step of steps) {
          if (step.kind === 'file') {
            await writeStepFile(shell.cwd, step);
            continue;
          }
          for (const command of step.commands) {
            const result = await shell.exec(command);
            if (result.code !== 0) {
              throw new Error(
                `starting point ${id} (${lang}), line ${step.line}: \`${command}\` failed\n${result.error ?? result.log}`,
              );
            }
          }
        }
        for (const asset of assets) {
          await fs.mkdir(path.dirname(path.join(shell.cwd, asset)), { recursive: true });
          await fs.copyFile(path.join(assetsRoot, id, asset), path.join(shell.cwd, asset));
        }
        await fs.writeFile(done, path.relative(root, shell.cwd));
      });
      return path.join(root, await fs.readFile(done, 'utf8'));
    })();
    pending.catch(() => made.delete(root));
    made.set(root, pending);
  }
  return pending;
}

/**
 * The `<StartFrom id="…" />` callouts of a page (outside code blocks), with their lines.
 * @param {string} source @returns {{ id: string, line: number }[]}
 */
export function startCallouts(source) {
  const fenced = fencedLines(source);
  /** @type {{ id: string, line: number }[]} */
  const found = [];
  source.split('\n').forEach((text, index) => {
    if (fenced.has(index + 1)) return;
    for (const m of text.matchAll(/<StartFrom\s+id="([\w-]+)"\s*\/>/g)) found.push({ id: m[1] ?? '', line: index + 1 });
  });
  return found;
}

/**
 * The starting points that a page's examples rely on without showing the reader where they come from: for each
 * starting point an example of the page builds on, a `<StartFrom id="…" />` callout must come before the first such
 * example. An example inside or below the section that shows its starting point, on the same page, needs none. One message per problem.
 * @param {string} page `docs/<lang>/<route>.mdx` @param {string} source
 * @param {{ fixture: string | undefined, line: number, name: string }[]} examples the page's examples
 * @returns {string[]}
 */
export function missingCallouts(page, source, examples) {
  const route = page.replace(/^docs\/[^/]+\//, '').replace(/\.mdx?$/, '');
  const callouts = startCallouts(source);
  /** @type {string[]} */
  const errors = [];
  for (const callout of callouts) {
    if (!(callout.id in startingPoints))
      errors.push(`${page}:${callout.line}: <StartFrom id="${callout.id}" /> names no starting point`);
  }
  /** @type {Map<string, { line: number, name: string }>} */
  const firstUse = new Map();
  for (const example of examples) {
    const { start } = exampleBase(example.fixture);
    const definition = startingPoint(start);
    const range = definition.page === route ? sectionLines(source, definition.anchor) : undefined;
    // Inside the section that shows the project, or below it on the same page: the reader has just made it.
    if (range && example.line > range.start) continue;
    const known = firstUse.get(start);
    if (!known || example.line < known.line) firstUse.set(start, { line: example.line, name: example.name });
  }
  for (const [start, use] of firstUse) {
    const callout = callouts.find((c) => c.id === start);
    if (!callout || callout.line > use.line) {
      errors.push(
        `${page}:${use.line}: example "${use.name}" builds on the starting point "${start}", but no <StartFrom id="${start}" /> comes before it`,
      );
    }
  }
  return errors;
}

/** The language of a page file (`docs/zh/…` → `zh`); a file outside a language folder counts as English. @param {string} page */
export const pageLang = (page) => langOrDefault(page.split('/')[1]);

/** The package of an import specifier: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. @param {string} spec */
const packageOf = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/** Packages that install commands in a text add: `npm install -D a b@1`, `pnpm add a`, `command="install -D a"`. @param {string} text */
export function installedBy(text) {
  /** @type {Set<string>} */
  const found = new Set();
  for (const m of text.matchAll(/(?:\b(?:npm|pnpm|yarn|bun)\s+|command=")(?:add|install|i)\s+([^\n"`]*)/g)) {
    for (const word of (m[1] ?? '').split(/\s+/)) {
      if (word !== '' && !word.startsWith('-')) found.add(packageOf(word.replace(/(?<=.)@[^/]*$/, '')));
    }
  }
  return found;
}

/** @param {string} code @returns {Record<string, any>} */
const jsonOf = (code) => {
  try {
    return JSON.parse(code);
  } catch {
    return {};
  }
};

/**
 * The packages an example imports that neither its page nor its starting points install, and that no `package.json`
 * of it or of its starting points lists: a reader who follows the page would not have them. Imports of Node.js
 * built-ins, of the project's own name, of `paths` aliases of its tsconfig.json, of the config's `alias`es and
 * `externals` and of Module Federation `remotes` do not count. Type packages that its commands load with `tsc --types <name>` or its files with
 * `/// <reference types="<name>" />` count as imports (of `@types/<name>` for a bare name): the harness finds every
 * package of the repo, so `--types node` passes there even where the reader has no `@types/node` (issue 28, the
 * declaration files page).
 * @param {string} page @param {string} source
 * @param {{ fixture: string | undefined | null, files: { path: string, code: string }[], commands?: string[] }} example
 *   `fixture: null` for the files of a journey, which starts from an empty folder
 * @returns {string[]}
 */
export function unlistedPackages(page, source, example) {
  const lang = pageLang(page);
  const allowed = installedBy(source);
  /** @type {{ path: string, code: string }[]} */
  const files = [];
  // A journey starts from an empty folder (`fixture: null`): no starting point installs anything for it.
  const chain = example.fixture === null ? [] : startingPointChain(exampleBase(example.fixture).start, lang);
  for (const start of chain) {
    for (const step of start.steps) {
      if (step.kind === 'commands') for (const name of installedBy(step.commands.join('\n'))) allowed.add(name);
      else files.push(step);
    }
  }
  files.push(...example.files);
  /** @type {string[]} import specifiers that name no package: the spec itself or a folder below it */
  const prefixes = [];
  for (const file of files) {
    const json = /(^|\/)package\.json$/.test(file.path) ? jsonOf(file.code) : {};
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const name of Object.keys(json[field] ?? {})) allowed.add(name);
    }
    if (typeof json.name === 'string') allowed.add(json.name);
    // A Module Federation remote (`remotes: { provider: 'provider@…' }`) is loaded at run time, an alias of the
    // config (`resolve.alias`, `dts.alias`: `alias: { '@utils': './src/utils' }`) points into the project, and an
    // external (`externals: ['vscode']`, `externals: { react: … }`) is provided by whoever loads the output.
    if (/\.[cm]?[jt]s$/.test(file.path)) {
      for (const object of file.code.matchAll(/\b(?:remotes|alias|externals)\s*:\s*\{([^}]*)\}/g)) {
        for (const key of (object[1] ?? '').matchAll(/['"]?([\w@/*-]+)['"]?\s*:/g))
          prefixes.push((key[1] ?? '').replace(/\/\*$/, ''));
      }
      for (const list of file.code.matchAll(/\bexternals\s*:\s*\[([^\]]*)\]/g)) {
        for (const item of (list[1] ?? '').matchAll(/['"]([^'"]+)['"]/g)) prefixes.push(item[1] ?? '');
      }
    }
    if (/(^|\/)tsconfig[\w.-]*\.json$/.test(file.path)) {
      for (const alias of Object.keys(jsonOf(file.code).compilerOptions?.paths ?? {}))
        allowed.add(packageOf(alias.replace(/\/\*$/, '')));
    }
  }
  /** @type {Set<string>} */
  const used = new Set();
  for (const file of example.files) {
    if (!/\.[cm]?[jt]sx?$|\.vue$|\.svelte$/.test(file.path)) continue;
    for (const m of file.code.matchAll(
      /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"./~][^'"]*)['"]/gm,
    )) {
      const spec = m[1] ?? '';
      if (spec.startsWith('node:') || builtinModules.includes(spec) || spec.startsWith('@/')) continue;
      if (prefixes.some((prefix) => spec === prefix || spec.startsWith(`${prefix}/`))) continue;
      used.add(packageOf(spec));
    }
  }
  for (const name of typePackages(example)) used.add(name);
  return [...used].filter((name) => !allowed.has(name)).sort();
}

/**
 * The type packages an example loads by name: `tsc --types a,b` in its commands and `/// <reference types="…" />` in
 * its files. A bare name is the package `@types/<name>`, as TypeScript looks it up; a scoped or a path name
 * (`@rslib/core/types`, `vite/client`) is the package it names.
 * @param {{ files: { path: string, code: string }[], commands?: string[] }} example @returns {string[]}
 */
export function typePackages(example) {
  /** @type {string[]} */
  const names = [];
  for (const command of example.commands ?? []) {
    if (!/\btsc\b/.test(command)) continue;
    for (const m of command.matchAll(/--types(?:\s+|=)([^\s]+)/g)) names.push(...(m[1] ?? '').split(','));
  }
  for (const file of example.files) {
    for (const m of file.code.matchAll(/^\s*\/\/\/\s*<reference\s+types=["']([^"']+)["']/gm)) names.push(m[1] ?? '');
  }
  return names
    .filter((name) => name !== '')
    .map((name) => (name.startsWith('@') || name.includes('/') ? packageOf(name) : `@types/${name}`));
}
