import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'tests/.tmp/**', 'node_modules/**'],
    testTimeout: 20_000,
    // Example builds run concurrently; each one is a real Rslib build, so match the machine's cores.
    maxConcurrency: Math.max(1, availableParallelism()),
  },
});
