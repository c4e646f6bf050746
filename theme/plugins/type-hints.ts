import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
// Rsbuild comes with @rspress/core; only its types are used here.
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { typeHintTitle } from '../components/TypeHints/title.mjs';
import { type TypeHintData, textHash, typeHintDir } from '../components/TypeHints/type-file.mjs';
import { fencedBlocks, metaTitle } from '../lib/markdown.mjs';
import { hasNotation, shownText, stripTwoslash, typeScriptLangs } from '../lib/notation.mjs';
import { type ShikiTransformer, withShikiTransformer } from './shiki-transformers';
import { blockTypeHints, readTypeHintFile, repoRoot, typeHintKey, typeHintsDataFile } from './type-hint-store.mjs';

/**
 * The config blocks of every page of the docs, as `npm run check:snippets` finds them: TypeScript blocks whose title
 * is a config file (typeHintTitle).
 */
function configBlocks(): { page: string; code: string }[] {
  const docs = path.join(repoRoot, 'docs');
  return fs
    .readdirSync(docs, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .flatMap((file) =>
      fencedBlocks(fs.readFileSync(path.join(docs, file), 'utf8'))
        .filter(({ lang, meta }) => typeScriptLangs.includes(lang) && typeHintTitle.test(metaTitle(meta) ?? ''))
        .map(({ code }) => ({ page: `docs/${file.split(path.sep).join('/')}`, code })),
    );
}

/**
 * Types of config blocks that the stored file does not have, from TypeScript: `scripts/type-blocks.mjs` (the snippet
 * checker's services), run as a process so that the site build imports no test tooling and loads no TypeScript.
 * `pages` types the config blocks of those pages with their examples; `code` one block on its own.
 */
async function computeTypes(pages: string[], code?: string): Promise<Record<string, TypeHintData>> {
  const script = path.join(repoRoot, 'scripts/type-blocks.mjs');
  const run = promisify(execFile)(process.execPath, [script, ...(code === undefined ? pages : ['-'])], {
    cwd: repoRoot,
    maxBuffer: 256 * 1024 * 1024,
  });
  // A script that fails at once closes its stdin: the failure is reported below, from its exit.
  run.child.stdin?.on('error', () => {}).end(code ?? '');
  try {
    return JSON.parse((await run).stdout);
  } catch (error) {
    console.warn(`Type hints: ${script} failed, the blocks it was to type show no types.\n${error}`);
    return {};
  }
}

type Root = Parameters<NonNullable<ShikiTransformer['root']>>[0];
type HastNode = Root | Root['children'][number];

/** The text of a HAST node. */
const textOf = (node: HastNode): string =>
  node.type === 'text'
    ? node.value
    : 'children' in node
      ? node.children.map((c) => textOf(c as HastNode)).join('')
      : '';

/** The `<code>` element inside Shiki's `<pre>`. */
function codeElement(node: HastNode): HastNode | undefined {
  if (node.type === 'element' && node.tagName === 'code') return node;
  if (!('children' in node)) return undefined;
  for (const child of node.children) {
    const found = codeElement(child as HastNode);
    if (found) return found;
  }
  return undefined;
}

/** The asset name of the type file of a block, from its text as rendered. */
const typeFileOf = (visible: string) => `${typeHintDir}/${textHash(visible)}.json`;

/** The address of a type file, under any base path: `/static/type-hints/<hash>.json`. */
const typeFileRequest = new RegExp(`/(${typeHintDir}/[0-9a-f]+\\.json)(?:[?#].*)?$`);

/**
 * Twoslash notation and types on hover in code blocks:
 * - every TypeScript block is rendered without its notation (`// ---cut---` and the hidden prelude, `// @errors`,
 *   see theme/lib/notation.mjs), as are the blocks of the `.md` copies and llms-full.txt (theme/plugins/test-meta.ts);
 * - each config block (`rslib.config.ts`, `rstest.config.ts`, `rspress.config.ts`) gets a type file,
 *   `static/type-hints/<hash of its text>.json`, with the type and doc comment of each name, from
 *   theme/plugins/type-hints.data.json (written by `npm run check:snippets`) or, for blocks not in it yet, from
 *   TypeScript at build time (scripts/type-blocks.mjs, run as a process); the page itself carries nothing more;
 * - the TypeHints component loads the popup's code and a block's type file when a reader reaches the block.
 * In `rspress dev` nothing is computed at start: a type file is made when the page asks for it (the first request
 * reads every page's blocks once, and TypeScript runs only for a block that is not in the stored file), so the
 * writer's server starts without reading the docs or running TypeScript.
 */
export function pluginTypeHints(): RspressPlugin & { typeFiles(): Map<string, string> } {
  /** Type information by block key (typeHintKey). */
  const known = new Map<string, TypeHintData>();
  /** Type files to emit, by asset name. */
  const files = new Map<string, string>();
  /** Config blocks edited in `rspress dev` whose types are computed when their file is asked for, by asset name. */
  const edited = new Map<string, string>();
  /** The config block being highlighted, between Shiki's `preprocess` and `root` hooks (they run in one call). */
  let current: { code: string; visible: string } | undefined;
  let stored: ReturnType<typeof readTypeHintFile> | undefined;
  /** Every block's type file, made once per start of `rspress dev` (on the first request for one). */
  let everyBlock: Promise<void> | undefined;

  /** A block's type information: computed before, or stored. */
  function typeInfo(code: string): TypeHintData | undefined {
    const key = typeHintKey(code);
    stored ??= readTypeHintFile();
    const names = stored.blocks[key];
    if (!known.has(key) && names) known.set(key, blockTypeHints(names, stored.infos));
    return known.get(key);
  }

  /** Adds a block's type file when its names have types. */
  function addTypeFile(visible: string, data: TypeHintData | undefined) {
    if (data && data.h.length > 0) files.set(typeFileOf(visible), JSON.stringify(data));
  }

  /**
   * The type file of every config block of the docs, whether or not its page is compiled in this build: Rspress
   * keeps a persistent build cache, so a page that did not change since the last build is not compiled again and
   * the transformer never sees its blocks. Blocks missing from the stored file are typed in one batch with the
   * other blocks of their pages.
   */
  async function typeEveryBlock() {
    stored = readTypeHintFile();
    const blocks = configBlocks();
    const missing = new Set(blocks.filter((block) => !stored?.blocks[typeHintKey(block.code)]).map((b) => b.page));
    if (missing.size > 0) {
      let computed = 0;
      for (const [key, data] of Object.entries(await computeTypes([...missing]))) {
        if (known.has(key) || stored.blocks[key]) continue;
        known.set(key, data);
        computed++;
      }
      const where = typeHintsDataFile.slice(typeHintsDataFile.indexOf('theme/'));
      console.log(
        `Types of ${computed} config block(s) computed now: run \`npm run check:snippets\` to store them in ${where}.`,
      );
    }
    for (const block of blocks) addTypeFile(shownText(block.code), typeInfo(block.code));
  }

  /** In `rspress dev`: a type file, made on request. */
  async function typeFile(name: string): Promise<string | undefined> {
    if (!files.has(name)) {
      everyBlock ??= typeEveryBlock();
      await everyBlock;
    }
    const code = edited.get(name);
    if (!files.has(name) && code !== undefined) {
      // A block edited while `rspress dev` runs: typed on its own, without the other files of its example.
      const data = (await computeTypes([], code))[typeHintKey(code)];
      if (data) known.set(typeHintKey(code), data);
      addTypeFile(shownText(code), data);
      edited.delete(name);
    }
    return files.get(name);
  }

  const transformer: ShikiTransformer = {
    name: 'rslib-docs-type-hints',
    preprocess(code, options) {
      current = undefined;
      if (!typeScriptLangs.includes(options.lang)) return undefined;
      const visible = shownText(code);
      const title = metaTitle(options.meta?.__raw);
      if (title && typeHintTitle.test(title)) current = { code, visible };
      // The diff notation stays for code-notation.ts's transformers; the page then shows `visible` (shownText).
      return hasNotation(code) ? stripTwoslash(code) : undefined;
    },
    root(root) {
      const block = current;
      current = undefined;
      const code = block && codeElement(root);
      if (!block || !code) return;
      if (textOf(code) !== block.visible) {
        console.warn(`Type hints skipped: a config block was rendered with other text than it has:\n${block.visible}`);
        return;
      }
      const data = typeInfo(block.code);
      if (data === undefined) edited.set(typeFileOf(block.visible), block.code);
      addTypeFile(block.visible, data);
    },
  };

  const rsbuildPlugin: RsbuildPlugin = {
    name: 'rslib-docs:type-hints',
    setup(api) {
      api.processAssets({ stage: 'report', environments: ['web'] }, ({ compilation, sources }) => {
        for (const [name, json] of files) compilation.emitAsset(name, new sources.RawSource(json));
      });
      // Before Rsbuild's own middlewares, so a type file not emitted yet is made on request.
      api.onBeforeStartDevServer(({ server }) => {
        server.middlewares.use((request, response, next) => {
          const name = typeFileRequest.exec(request.url ?? '')?.[1];
          if (!name) return next();
          typeFile(name).then(
            (json) => {
              if (json === undefined) return next();
              response.setHeader('Content-Type', 'application/json; charset=utf-8');
              response.end(json);
            },
            (error: unknown) => next(error),
          );
        });
      });
    },
  };

  return {
    name: 'rslib-docs:type-hints',
    /** The type files the build emits, by asset name (for tests). */
    typeFiles: () => new Map(files),
    globalUIComponents: [fileURLToPath(new URL('../components/TypeHints/index.tsx', import.meta.url))],
    config(config) {
      return withShikiTransformer(config, transformer);
    },
    async beforeBuild(_config, isProd) {
      files.clear();
      edited.clear();
      everyBlock = undefined;
      if (isProd) await typeEveryBlock();
    },
    builderConfig: { plugins: [rsbuildPlugin] },
  };
}
