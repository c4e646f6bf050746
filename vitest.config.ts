import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Fixtures are sample projects for the docs' examples; their own test files are not ours to run.
    exclude: ['tests/e2e/**', 'tests/.tmp/**', 'tests/examples/fixtures/**', 'node_modules/**'],
    testTimeout: 20_000,
    // Example builds run concurrently; each one is a real Rslib build, so match the machine's cores.
    maxConcurrency: Math.max(1, availableParallelism()),
  },
});
