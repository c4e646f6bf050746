import { defineConfig } from 'vitest/config';
import { examplesConcurrency } from './scripts/lib/examples.mjs';

/** Test files that build real projects with Rslib; a new one named `*.build.test.ts` joins them. */
const buildTests = [
  'tests/examples.test.ts',
  'tests/config-defaults.test.ts',
  'tests/journeys.test.ts',
  'tests/**/*.build.test.ts',
];
/** Checks that read the production build in `doc_build/` (run them after `npx rspress build`). */
const siteTests = ['tests/site/**/*.test.ts'];
/** The site built for a sub-path (BASE_PATH) and crawled; it makes its own build. */
const subPathTests = ['tests/sub-path/**/*.test.ts'];
/** `npm run dev` on a fresh clone, driven in Chromium; it makes its own clone. */
const devTests = ['tests/dev/**/*.test.ts'];
// Fixtures are sample projects for the docs' examples; their own test files are not ours to run.
const ignored = ['tests/e2e/**', 'tests/.tmp/**', 'tests/examples/fixtures/**', 'tests/fixtures/**', 'node_modules/**'];

export default defineConfig({
  test: {
    exclude: ignored,
    testTimeout: 20_000,
    // Example builds run concurrently (`describe.concurrent`), as many as examplesConcurrency() allows.
    maxConcurrency: examplesConcurrency(),
    // `npx vitest run --project unit` runs one group; scripts/test.mjs runs each when its inputs are ready.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: [...ignored, ...buildTests, ...siteTests, ...subPathTests, ...devTests],
        },
      },
      // One file at a time: each already builds examplesConcurrency() projects at once.
      { extends: true, test: { name: 'builds', include: buildTests, fileParallelism: false } },
      { extends: true, test: { name: 'site', include: siteTests } },
      { extends: true, test: { name: 'sub-path', include: subPathTests } },
      { extends: true, test: { name: 'dev', include: devTests } },
    ],
  },
});
