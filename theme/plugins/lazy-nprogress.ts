import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/**
 * Rspress's links import `nprogress` for the bar shown during slow page changes; this plugin points that import
 * at `theme/runtime/nprogress.ts`, which loads the library the first time a bar is needed.
 */
export function pluginLazyNprogress(): RspressPlugin {
  return {
    name: 'rslib-docs-lazy-nprogress',
    builderConfig: { resolve: { alias: { nprogress$: path.join(__dirname, '../runtime/nprogress.ts') } } },
  };
}
