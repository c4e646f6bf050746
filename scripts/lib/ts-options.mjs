// The compiler options of the scripts and tests that type-check generated TypeScript against the installed packages
// (scripts/derive-option-versions.mjs, tests/config-types.test.ts): strict, ESM with bundler resolution, and no
// global types, so that only what a file imports is in scope.
import ts from 'typescript';

/** @type {ts.CompilerOptions} */
export const strictCheckOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  types: [],
};
