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
import { shownText, stripTwoslash, typeScriptLangs } from '../lib/notation.mjs';
import { type ShikiTransformer, withShiki } from './compact-code';
import { blockTypeHints, readTypeHintFile, repoRoot, typeHintKey, typeHintsDataFile } from './type-hint-store.mjs';

const isConfigBlock = (lang: string, meta: string | undefined) =>
  typeScriptLangs.includes(lang) && typeHintTitle.test(metaTitle(meta) ?? '');

/** The config blocks of every page, as `npm run check:snippets` finds them. */
function configBlocks(): { page: string; code: string }[] {
  const docs = path.join(repoRoot, 'docs');
  return fs
    .readdirSync(docs, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .flatMap((file) =>
      fencedBlocks(fs.readFileSync(path.join(docs, file), 'utf8'))
        .filter(({ lang, meta }) => isConfigBlock(lang, meta))
        .map(({ code }) => ({ page: `docs/${file.split(path.sep).join('/')}`, code })),
    );
}

/** Types the stored file lacks (of `pages`' config blocks, or `code`), in a process: the build loads no TypeScript. */
async function computeTypes(pages: string[], code?: string): Promise<Record<string, TypeHintData>> {
  const script = path.join(repoRoot, 'scripts/type-blocks.mjs');
  const args = [script, ...(code === undefined ? pages : ['-'])];
  const run = promisify(execFile)(process.execPath, args, { cwd: repoRoot, maxBuffer: 256 * 1024 * 1024 });
  // A script that fails at once closes its stdin: the failure is reported below, from its exit.
  run.child.stdin?.on('error', () => {}).end(code ?? '');
  try {
    return JSON.parse((await run).stdout);
  } catch (error) {
    console.warn(`Type hints: ${script} failed, the blocks it was to type show no types.\n${error}`);
    return {};
  }
}

/** A block's type file: named by the hash of its text as the page shows it, which the browser computes. */
const typeFileOf = (code: string) => `${typeHintDir}/${textHash(shownText(code))}.json`;
const typeFileRequest = new RegExp(`/(${typeHintDir}/[0-9a-f]+\\.json)(?:[?#].*)?$`);

/** TypeScript blocks without Twoslash notation; a type file per config block (type-hints.data.json, else TypeScript) for
 * the TypeHints component, in `rspress dev` made on request so that it starts without reading the docs. */
export function pluginTypeHints(): RspressPlugin & { typeFiles(): Map<string, string> } {
  const files = new Map<string, string>();
  /** Config blocks rendered in `rspress dev` that the stored file lacks, by their type file. */
  const edited = new Map<string, string>();
  let stored: ReturnType<typeof readTypeHintFile> | undefined;
  /** Made once per start of `rspress dev`, on the first request for a type file. */
  let everyBlock: Promise<void> | undefined;

  function typeInfo(code: string) {
    stored ??= readTypeHintFile();
    const names = stored.blocks[typeHintKey(code)];
    return names && blockTypeHints(names, stored.infos);
  }
  function addTypeFile(code: string, data: TypeHintData | undefined) {
    if (data && data.h.length > 0) files.set(typeFileOf(code), JSON.stringify(data));
  }

  /** All config blocks: Rspress's persistent cache skips unchanged pages, whose blocks the transformer never sees. */
  async function typeEveryBlock() {
    stored = readTypeHintFile();
    const blocks = configBlocks();
    const missing = blocks.filter((block) => !typeInfo(block.code));
    const computed = missing.length > 0 ? await computeTypes([...new Set(missing.map((block) => block.page))]) : {};
    if (missing.length > 0) {
      const where = path.relative(repoRoot, typeHintsDataFile);
      console.log(
        `Types of ${missing.length} config block(s) computed now: run \`npm run check:snippets\` to store them in ${where}.`,
      );
    }
    for (const { code } of blocks) addTypeFile(code, typeInfo(code) ?? computed[typeHintKey(code)]);
  }

  async function typeFile(name: string): Promise<string | undefined> {
    everyBlock ??= typeEveryBlock();
    await everyBlock;
    const code = edited.get(name);
    if (!files.has(name) && code !== undefined) {
      // A block edited while `rspress dev` runs: typed on its own, without the other files of its example.
      addTypeFile(code, (await computeTypes([], code))[typeHintKey(code)]);
      edited.delete(name);
    }
    return files.get(name);
  }

  const transformer: ShikiTransformer = {
    name: 'rslib-docs-type-hints',
    preprocess(code, options) {
      if (isConfigBlock(options.lang, options.meta?.__raw)) {
        const data = typeInfo(code);
        if (data === undefined) edited.set(typeFileOf(code), code);
        addTypeFile(code, data);
      }
      // The diff notation stays for code-notation.ts's transformers.
      return typeScriptLangs.includes(options.lang) ? stripTwoslash(code) : undefined;
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
          typeFile(name).then((json) => {
            if (json === undefined) return next();
            response.setHeader('Content-Type', 'application/json; charset=utf-8');
            response.end(json);
          }, next);
        });
      });
    },
  };

  return {
    name: 'rslib-docs:type-hints',
    /** For tests. */
    typeFiles: () => new Map(files),
    globalUIComponents: [fileURLToPath(new URL('../components/TypeHints/index.tsx', import.meta.url))],
    config: (config) => withShiki(config, {}, transformer),
    async beforeBuild(_config, isProd) {
      files.clear();
      edited.clear();
      everyBlock = undefined;
      if (isProd) await typeEveryBlock();
    },
    builderConfig: { plugins: [rsbuildPlugin] },
  };
}
