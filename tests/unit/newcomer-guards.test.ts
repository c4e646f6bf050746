import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';

// Two newcomer problems of issue 18 that no build can see, since they are about the order and links of a page.
// The others are guarded by journeys (tests/journeys.test.ts) and example checks.

const page = (lang: string, file: string) => fs.readFileSync(path.join(repoRoot, 'docs', lang, file), 'utf8');

for (const lang of ['en', 'zh']) {
  describe(`newcomer guards (${lang})`, () => {
    it('the tsup migration keeps the old output while tsup is still installed', () => {
      const text = page(lang, 'guide/migration/tsup.mdx');
      const keep = text.indexOf('mv dist dist-tsup');
      const remove = text.indexOf('npm remove tsup');
      expect(keep).toBeGreaterThan(-1);
      expect(remove).toBeGreaterThan(-1);
      // The build that the copy keeps needs tsup: the copy must come first.
      expect(keep).toBeLessThan(remove);
      expect(text.slice(0, keep)).toMatch(/npm run build\s*\n\s*$/);
    });

    it('the React guide links the CSS guide where it says the output needs a bundler for CSS', () => {
      const text = page(lang, 'guide/solution/react.mdx');
      const paragraph = text.split('\n').find((line) => line.includes('ERR_UNKNOWN_FILE_EXTENSION')) ?? '';
      expect(paragraph).toContain('](/guide/advanced/css)');
    });
  });
}
