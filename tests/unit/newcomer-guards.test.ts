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

    it('the CLI page leaves the build cache and environment variables to the env-vars page, whose builds show it', () => {
      // Since Rslib 1.0.6 a cached build follows every change of the environment (the cache-env examples build it);
      // CLI flags such as --syntax still are not (cache-syntax). The CLI page once said env changes were never picked up.
      const section = (text: string) => {
        const start = text.indexOf('{#build-cache}');
        expect(start).toBeGreaterThan(-1);
        return text.slice(start, text.indexOf('\n## ', start) >>> 0);
      };
      const cli = section(page(lang, 'guide/basic/cli.mdx'));
      expect(cli).toContain('](/guide/advanced/env-vars#build-cache)');
      expect(cli).toContain('example="cache-syntax"');
      const env = section(page(lang, 'guide/advanced/env-vars.mdx'));
      expect(env).toContain('example="cache-env"');
      expect(env).toContain('example="cache-env-file"');
      expect(env).not.toContain('example="cache-stale"');
    });

    it('the React guide links the CSS guide where it says the output needs a bundler for CSS', () => {
      const text = page(lang, 'guide/solution/react.mdx');
      const paragraph = text.split('\n').find((line) => line.includes('ERR_UNKNOWN_FILE_EXTENSION')) ?? '';
      expect(paragraph).toContain('](/guide/advanced/css)');
    });
  });
}
