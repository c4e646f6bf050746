import fs from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { repoRoot } from '../../scripts/lib/paths.mjs';

/** A test whose page fails the test on any uncaught error thrown in the browser. */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((e) => e.message)).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Reads a JSON file of the repository, such as a `_meta.json` beside the content. */
export const readJson = async <T>(file: string): Promise<T> =>
  JSON.parse(await fs.readFile(path.join(repoRoot, file), 'utf8'));
