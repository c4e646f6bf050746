/// <reference types="@rsbuild/core/types" />
/** Set at build time by `theme/plugins/search-index.ts`; the mode alone lets the bundler drop the other mode's code. */
declare const RSLIB_SEARCH: import('./types').SearchSettings;
declare const RSLIB_SEARCH_MODE: import('./types').SearchSettings['mode'];
declare const __webpack_public_path__: string;
