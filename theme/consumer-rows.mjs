// The consumers of a consumer table, in the order of its rows: scripts/lib/consumers.mjs runs them and
// theme/consumer-table.ts renders them. Plain JavaScript, so that the script imports it without a build.
export const rowIds = /** @type {const} */ ([
  'node-esm',
  'node-cjs',
  'ts-bundler',
  'ts-node16-esm',
  'ts-node16-cjs',
  'rsbuild-app',
  'browser',
]);
