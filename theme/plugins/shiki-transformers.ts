import type { UserConfig } from '@rspress/core';

type Shiki = NonNullable<NonNullable<UserConfig['markdown']>['shiki']>;
/** A Shiki transformer, as Rspress's `markdown.shiki.transformers` takes it. */
export type ShikiTransformer = NonNullable<Shiki['transformers']>[number];
type Highlighted = Parameters<NonNullable<Shiki['cache']>['set']>[1];

/** The config with one more Shiki transformer after the ones it has (each touches its own part of a block's tree). */
export function withShikiTransformer(config: UserConfig, transformer: ShikiTransformer): UserConfig {
  const shiki = config.markdown?.shiki ?? {};
  return {
    ...config,
    markdown: { ...config.markdown, shiki: { ...shiki, transformers: [...(shiki.transformers ?? []), transformer] } },
  };
}

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
  const cache: NonNullable<Shiki['cache']> = {
    get: (key) => {
      const block = blocks.get(key);
      return block && structuredClone(block);
    },
    set: (key, block) => {
      if (blocks.size >= size) blocks.delete(blocks.keys().next().value ?? '');
      blocks.set(key, structuredClone(block));
      return cache;
    },
  };
  const shiki = { ...config.markdown?.shiki, cache, tokenizeTimeLimit: 0 };
  return { ...config, markdown: { ...config.markdown, shiki } };
}
