import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/** Points the `nprogress` import of Rspress's links at theme/runtime/lazy-nprogress.ts, which loads it when needed. */
export const pluginLazyNprogress = (): RspressPlugin => ({
  name: 'rslib-docs-lazy-nprogress',
  builderConfig: { resolve: { alias: { nprogress$: path.join(__dirname, '../runtime/lazy-nprogress.ts') } } },
});
