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
