import type { RspressPlugin } from '@rspress/core';

/**
 * Names the browser's lazy chunks by id, not `route-<12 hex>`: the entry script's id-to-file table, in every page, is
 * half as long. Rspress finds the chunks it preloads by chunk group, not file name.
 */
export const pluginShortChunkNames = (): RspressPlugin => ({
  name: 'rslib-docs-short-chunk-names',
  builderConfig: {
    tools: {
      rspack: (config, { environment }) => {
        if (environment.name === 'web' && config.output)
          config.output.chunkFilename = 'static/js/async/[id].[contenthash:10].js';
      },
    },
  },
});
