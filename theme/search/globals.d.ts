/** Where the search dialog gets its results; set at build time by `theme/plugins/search-index.ts`. */
declare const RSLIB_SEARCH: import('./types').SearchSettings;
/** The same choice as `RSLIB_SEARCH.mode`, as a constant the bundler can fold to drop the unused mode's code. */
declare const RSLIB_SEARCH_MODE: import('./types').SearchSettings['mode'];
/** The URL prefix of the built assets, set by Rspack at runtime. */
declare const __webpack_public_path__: string;

/** A stylesheet as a string, processed like other CSS (Rsbuild's `?inline` query). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
