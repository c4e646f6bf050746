import { fileURLToPath } from 'node:url';
// Rsbuild comes with @rspress/core; only its types are used here.
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { hasNotation, stripNotation, stripNotationInMarkdown, typeScriptLangs } from '../../scripts/lib/notation.mjs';
import { collectSnippets, createSnippetService, hasTypeHints } from '../../scripts/lib/snippets.mjs';
import { blockTypeHints, readTypeHintFile, typeHintKey, typeHintsDataFile } from '../../scripts/lib/type-hints.mjs';
import { typeHintTitle } from '../components/TypeHints/title.mjs';
import { type TypeHintData, textHash, typeHintDir } from '../components/TypeHints/type-file.mjs';
import { type ShikiTransformer, withShikiTransformer } from './shiki-transformers';

type Root = Parameters<NonNullable<ShikiTransformer['root']>>[0];
type HastNode = Root | Root['children'][number];

/** The title in a code block's meta, as Rspress reads it. @param {string | undefined} meta */
const titleOf = (meta: string | undefined) =>
  /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/
    .exec(meta ?? '')
    ?.slice(1)
    .find(Boolean);

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

/** Files of the build: MDX pages' `.md` copies and llms-full.txt, which carry the code blocks as written. */
const markdownAsset = /(?:\.md|(?:^|\/)llms-full\.txt)$/;

/**
 * Twoslash notation and types on hover in code blocks:
 * - every TypeScript block is rendered without its notation (`// ---cut---` and the hidden prelude, `// @errors`,
 *   see scripts/lib/notation.mjs), and so are the blocks of the `.md` copies and llms-full.txt;
 * - each config block (`rslib.config.ts`, `rstest.config.ts`, `rspress.config.ts`) gets a type file,
 *   `static/type-hints/<hash of its text>.json`, with the type and doc comment of each name, from
 *   theme/plugins/type-hints.data.json (written by `npm run check:snippets`) or, for blocks not in it yet, from
 *   TypeScript at build time; the page itself carries nothing more;
 * - the TypeHints component loads the popup's code and a block's type file when a reader reaches the block.
 */
export function pluginTypeHints(): RspressPlugin & { typeFiles(): Map<string, string> } {
  /** Type information by block key (typeHintKey). */
  const known = new Map<string, TypeHintData>();
  /** Type files to emit, by asset name. */
  const files = new Map<string, string>();
  /** The config block being highlighted, between Shiki's `preprocess` and `root` hooks (they run in one call). */
  let current: { code: string; visible: string } | undefined;

  const transformer: ShikiTransformer = {
    name: 'rslib-docs-type-hints',
    preprocess(code, options) {
      current = undefined;
      if (!typeScriptLangs.includes(options.lang)) return undefined;
      const visible = stripNotation(code);
      const title = titleOf(options.meta?.__raw);
      if (title && typeHintTitle.test(title)) current = { code, visible };
      return hasNotation(code) ? visible : undefined;
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
      const key = typeHintKey(block.code);
      let data = known.get(key);
      if (!data) {
        // A block edited while `rspress dev` runs: typed on its own, without the other files of its example.
        const service = createSnippetService([
          { page: 'edited', line: 0, lang: 'ts', title: 'rslib.config.ts', code: block.code, example: undefined },
        ]);
        data = service.typeHints(service.snippets[0] as Parameters<typeof service.typeHints>[0]);
        if (data) known.set(key, data);
      }
      if (data && data.h.length > 0) files.set(typeFileOf(block.visible), JSON.stringify(data));
    },
  };

  const rsbuildPlugin: RsbuildPlugin = {
    name: 'rslib-docs:type-hints',
    setup(api) {
      api.processAssets({ stage: 'report' }, ({ assets, compilation, environment, sources }) => {
        for (const name of Object.keys(assets)) {
          if (!markdownAsset.test(name)) continue;
          const text = compilation.getAsset(name)?.source.source().toString() ?? '';
          const stripped = stripNotationInMarkdown(text);
          if (stripped !== text) compilation.updateAsset(name, new sources.RawSource(stripped));
        }
        if (environment.name !== 'web') return;
        for (const [name, json] of files) compilation.emitAsset(name, new sources.RawSource(json));
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
    async beforeBuild() {
      // Every config block of the docs: from the committed file, or, when a block is new, typed in one batch with
      // the other blocks of its pages.
      const stored = readTypeHintFile();
      const blocks = (await collectSnippets()).filter(hasTypeHints);
      const missing = new Set<string>();
      for (const block of blocks) {
        const key = typeHintKey(block.code);
        const names = stored.blocks[key];
        if (names) known.set(key, blockTypeHints(names, stored.infos));
        else missing.add(block.page);
      }
      if (missing.size > 0) {
        const service = createSnippetService(await collectSnippets([...missing]));
        let computed = 0;
        for (const block of service.snippets.filter(hasTypeHints)) {
          const key = typeHintKey(block.code);
          if (known.has(key)) continue;
          const data = service.typeHints(block);
          if (data) known.set(key, data);
          computed++;
        }
        const where = typeHintsDataFile.slice(typeHintsDataFile.indexOf('theme/'));
        console.log(
          `Types of ${computed} config block(s) computed now: run \`npm run check:snippets\` to store them in ${where}.`,
        );
      }
      // Every block's type file, whether or not its page is compiled in this build: Rspress keeps a persistent build
      // cache, so a page that did not change since the last build is not compiled again and the transformer above
      // never sees its blocks.
      files.clear();
      for (const block of blocks) {
        const data = known.get(typeHintKey(block.code));
        if (data && data.h.length > 0) files.set(typeFileOf(stripNotation(block.code)), JSON.stringify(data));
      }
    },
    builderConfig: { plugins: [rsbuildPlugin] },
  };
}
