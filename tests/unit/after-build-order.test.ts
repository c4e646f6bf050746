import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteMeta, RspressPlugin, UserConfig } from '@rspress/core';
import { afterAll, describe, expect, it } from 'vitest';
import { pluginSearchIndex } from '../../theme/plugins/search-index';
import { pluginSecurityHeaders } from '../../theme/plugins/security-headers';
import { pluginSeo } from '../../theme/plugins/seo';
import { pluginStripTestMeta } from '../../theme/plugins/test-meta';

// Rspress runs the `afterBuild` hook of every plugin at once (`Promise.all`), in the order of the config's plugin
// list. The site's plugins must not care: each one writes its own files and none writes a file that another reads.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'after-build-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A build output in small: pages with inline scripts and styles, a 404 page, a Markdown copy, Rspress's index. */
const fixture: Record<string, string> = {
  'index.html':
    '<!doctype html><html lang="en"><head><script>window.a=1</script><style>p{color:red}</style>' +
    '<link rel="alternate" type="text/markdown" href="/index.md"></head><body><p>home</p></body></html>',
  'zh/index.html': '<!doctype html><html lang="zh"><head><script>window.b=2</script></head><body>首页</body></html>',
  '404.html':
    '<!doctype html><html lang="en"><head><script>window.c=3</script>' +
    '<link rel="alternate" type="text/markdown" href="/404.md"></head>' +
    '<body>missing</body></html>',
  'index.md': '# Home\n\n```ts example title="rslib.config.ts"\nexport default {};\n```\n',
  'static/search_index.en.0123456789.json': '[]',
  'static/js/main.js': 'console.log(1);',
};

const routes = [
  { routePath: '/', pureRoutePath: '/', lang: 'en' },
  { routePath: '/zh/', pureRoutePath: '/', lang: 'zh' },
  { routePath: '/404', pureRoutePath: '/404', lang: 'en' },
] as RouteMeta[];

function plugins(): RspressPlugin[] {
  const seo = pluginSeo({ siteOrigin: 'https://docs.example' });
  seo.routeGenerated?.(routes, true);
  return [
    seo,
    pluginSearchIndex({ algolia: null }),
    pluginStripTestMeta(),
    pluginSecurityHeaders({ runtimeStyles: ['.x{color:blue}'] }),
  ];
}

let runs = 0;
/** Writes the fixture to a fresh directory and returns it with the config Rspress passes to the hooks. */
function freshBuild(): { dir: string; config: UserConfig } {
  const dir = path.join(tmp, String(runs++));
  for (const [file, text] of Object.entries(fixture)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return { dir, config: { root: dir, outDir: dir } };
}

/** Every file of a directory with its bytes, by relative path. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [path.relative(dir, file), fs.readFileSync(file, 'base64')]),
  );
}

/** Runs the hooks as Rspress does, with the plugins in the given order, and returns the output. */
async function afterBuild(order: 'as configured' | 'reversed', together: boolean) {
  const { dir, config } = freshBuild();
  const list = order === 'reversed' ? plugins().reverse() : plugins();
  if (together) await Promise.all(list.map((plugin) => plugin.afterBuild?.(config, true)));
  else for (const plugin of list) await plugin.afterBuild?.(config, true);
  return snapshot(dir);
}

describe('afterBuild hooks', () => {
  it('give byte-identical output in either order, one after another or all at once', async () => {
    const reference = await afterBuild('as configured', false);
    expect(Object.keys(reference)).toEqual(
      expect.arrayContaining(['_headers', 'robots.txt', 'sitemap.xml', 'index.md', '404.html']),
    );
    expect(Object.keys(reference)).not.toContain('static/search_index.en.0123456789.json');
    expect(await afterBuild('reversed', false)).toEqual(reference);
    expect(await afterBuild('as configured', true)).toEqual(reference);
    expect(await afterBuild('reversed', true)).toEqual(reference);
  });

  it('each write files that no other one writes, and leave the pages Rspress wrote alone', async () => {
    const before = snapshot(freshBuild().dir);
    const touched = await Promise.all(
      plugins().map(async (plugin, index) => {
        const { dir, config } = freshBuild();
        await plugins()[index]?.afterBuild?.(config, true);
        const after = snapshot(dir);
        const names = new Set([...Object.keys(before), ...Object.keys(after)]);
        return { plugin: plugin.name, files: [...names].filter((name) => before[name] !== after[name]) };
      }),
    );
    const owners = new Map<string, string[]>();
    for (const { plugin, files } of touched) {
      expect(files.length, `${plugin} changes nothing`).toBeGreaterThan(0);
      for (const file of files) owners.set(file, [...(owners.get(file) ?? []), plugin]);
    }
    expect([...owners].filter(([, who]) => who.length > 1)).toEqual([]);
    expect([...owners.keys()].filter((file) => file.endsWith('.html'))).toEqual([]);
  });
});
