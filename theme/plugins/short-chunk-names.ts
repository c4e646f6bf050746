import type { RspressPlugin } from '@rspress/core';

/**
 * Names the browser's lazily loaded chunks by chunk id (`static/js/async/2l.1a2b3c4d5e.js`) instead of by chunk
 * name (`route-<12 hex>`): the entry script carries a table from id to file name for every page of the site, and
 * without the names that table is half as long. Rspress still preloads each page's chunks, which it finds by
 * chunk group, not by file name. The server-side build is left as it is.
 */
export function pluginShortChunkNames(): RspressPlugin {
  return {
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
  };
}
