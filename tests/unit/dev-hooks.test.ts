import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import siteConfig from '../../rspress.config';

// `rspress dev` calls every plugin's `afterBuild` after each compile, with `isProd` false, and writes no output
// folder. A hook that read `doc_build/` there threw on a fresh clone (ENOENT), and Rspress then sent no edit to the
// open page; where an earlier `rspress build` had left a `doc_build/`, the hook rewrote that build on every save.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-hooks-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const plugins = siteConfig.plugins ?? [];

/** Every file of a directory with its bytes. */
const snapshot = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), fs.readFileSync(file, 'base64')];
      }),
  );

describe('afterBuild in dev', () => {
  it('the site has plugins with an afterBuild hook', () => {
    expect(plugins.filter((plugin) => plugin.afterBuild).length).toBeGreaterThan(2);
  });

  it.each(plugins.filter((plugin) => plugin.afterBuild).map((plugin) => [plugin.name, plugin] as const))(
    '%s neither throws without an output folder nor touches one that a build left',
    async (_name, plugin) => {
      const missing = path.join(tmp, `${plugin.name.replace(/\W/g, '-')}-missing`);
      await plugin.afterBuild?.({ ...siteConfig, outDir: missing }, false);
      expect(fs.existsSync(missing)).toBe(false);

      const left = path.join(tmp, `${plugin.name.replace(/\W/g, '-')}-left`);
      const files: Record<string, string> = {
        'index.html': '<!doctype html><html lang="en"><head><script>window.a=1</script></head><body>home</body></html>',
        'index.md': '# Home\n\n```ts example title="rslib.config.ts"\nexport default {};\n```\n',
        'static/search_index.en.0123456789.json': '[]',
      };
      for (const [file, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(left, file)), { recursive: true });
        fs.writeFileSync(path.join(left, file), text);
      }
      const before = snapshot(left);
      await plugin.afterBuild?.({ ...siteConfig, outDir: left }, false);
      expect(snapshot(left)).toEqual(before);
    },
  );
});
