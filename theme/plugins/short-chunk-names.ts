import type { RspressPlugin } from '@rspress/core';

/**
 * Names the browser's lazily loaded chunks by id (`static/js/async/2l.1a2b3c4d5e.js`), not by name (`route-<12 hex>`):
 * the entry script's table from chunk id to file name, for every page of the site, is then half as long. Rspress finds
 * the chunks it preloads by chunk group, not file name. The server-side build is left as it is.
 */
export const pluginShortChunkNames = (): RspressPlugin => ({
  name: 'rslib-docs-short-chunk-names',
  builderConfig: {
    tools: {
      rspack: (config, { environment }) => {
        if (environment.name === 'web' && config.output) {
          config.output.chunkFilename = 'static/js/async/[id].[contenthash:10].js';
        }
      },
    },
  },
});
