import type { UserConfig } from '@rspress/core';

/** A Shiki transformer, as Rspress's `markdown.shiki.transformers` takes it. */
export type ShikiTransformer = NonNullable<
  NonNullable<NonNullable<UserConfig['markdown']>['shiki']>['transformers']
>[number];

/**
 * The config with one more Shiki transformer after the ones it has, for a plugin's `config` hook. Plugins that add
 * transformers this way keep each other's (each transformer touches its own part of a block's tree).
 */
export function withShikiTransformer(config: UserConfig, transformer: ShikiTransformer): UserConfig {
  const shiki = config.markdown?.shiki ?? {};
  return {
    ...config,
    markdown: { ...config.markdown, shiki: { ...shiki, transformers: [...(shiki.transformers ?? []), transformer] } },
  };
}

type ShikiCache = NonNullable<NonNullable<NonNullable<UserConfig['markdown']>['shiki']>['cache']>;
/** A highlighted block, as Shiki's rehype plugin caches it. */
type Highlighted = Parameters<ShikiCache['set']>[1];

/**
 * The config with highlighting that depends on nothing but the block:
 * - never cut short: Shiki stops tokenizing a line after 500 ms by default and writes the rest of it in one colour,
 *   which a build on a busy machine did to a few lines at random (a different few in each build);
 * - cached by language, meta and code (Shiki's rehype plugin keys it so): a block that did not change since it was
 *   last highlighted (every other block of a page saved in `rspress dev`, or the same page compiled again) is not
 *   highlighted again. Every transformer of a block depends on the block alone, so the output is the same. Each use
 *   gets its own copy, as later plugins change the tree; the oldest entries go first.
 */
export function withSteadyShiki(config: UserConfig, size = 3000): UserConfig {
  const blocks = new Map<string, Highlighted>();
  const cache: ShikiCache = {
    get: (key: string) => {
      const block = blocks.get(key);
      return block && structuredClone(block);
    },
    set: (key: string, block: Highlighted) => {
      if (blocks.size >= size) blocks.delete(blocks.keys().next().value ?? '');
      blocks.set(key, structuredClone(block));
      return cache;
    },
  };
  const shiki = { ...config.markdown?.shiki, cache, tokenizeTimeLimit: 0 };
  return { ...config, markdown: { ...config.markdown, shiki } };
}
