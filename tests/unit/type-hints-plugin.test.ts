import type { RsbuildPlugin } from '@rsbuild/core';
import type { UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { shownText } from '../../scripts/lib/notation.mjs';
import { collectSnippets, hasTypeHints } from '../../scripts/lib/snippets.mjs';
import { textHash, typeHintDir } from '../../theme/components/TypeHints/type-file.mjs';
import { readTypeHintFile, typeHintKey } from '../../theme/plugins/type-hint-store.mjs';
import { pluginTypeHints } from '../../theme/plugins/type-hints';

describe('type hints plugin', () => {
  it('has the type file of every config block before any page compiles (a cached build compiles none)', async () => {
    const plugin = pluginTypeHints();
    await plugin.beforeBuild?.({ root: 'docs' }, true);
    const files = plugin.typeFiles();
    const blocks = (await collectSnippets()).filter(hasTypeHints);
    expect(blocks.length).toBeGreaterThan(100);
    const expected = new Set(blocks.map((block) => `${typeHintDir}/${textHash(shownText(block.code))}.json`));
    const missing = [...expected].filter((name) => !files.has(name));
    // A block whose names have no type (e.g. an empty config) has no file; nearly every block has one.
    expect(missing.length).toBeLessThan(expected.size / 20);
    expect(files.size).toBe(expected.size - missing.length);
    for (const json of files.values()) expect(JSON.parse(json).h.length).toBeGreaterThan(0);
  }, 60_000);

  it('in dev, types a config block that the stored file lacks when the page asks for its type file', async () => {
    const code = [
      "import { defineConfig } from '@rslib/core';",
      "export default defineConfig({ lib: [{ format: 'esm', bundle: false }], source: { entry: { h7: './x' } } });",
    ].join('\n');
    expect(readTypeHintFile().blocks[typeHintKey(code)]).toBeUndefined();
    const plugin = pluginTypeHints();
    const config = (await plugin.config?.({}, {} as never, false)) as UserConfig;
    const transformer = config.markdown?.shiki?.transformers?.at(-1);
    const text = { type: 'text', value: code };
    const pre = { type: 'element', tagName: 'pre', properties: {}, children: [] as unknown[] };
    pre.children.push({ type: 'element', tagName: 'code', properties: {}, children: [text] });
    transformer?.preprocess?.call({} as never, code, {
      lang: 'ts',
      meta: { __raw: 'title="rslib.config.ts"' },
    } as never);
    transformer?.root?.call({} as never, { type: 'root', children: [pre] } as never);
    let middleware: ((req: unknown, res: unknown, next: (e?: unknown) => void) => void) | undefined;
    const api = {
      processAssets: () => {},
      onBeforeStartDevServer: (setup: (s: unknown) => void) =>
        setup({ server: { middlewares: { use: (m: typeof middleware) => (middleware = m) } } }),
    };
    (plugin.builderConfig?.plugins?.[0] as RsbuildPlugin | undefined)?.setup(api as never);
    const json = await new Promise<string>((resolve, reject) =>
      middleware?.({ url: `/${typeHintDir}/${textHash(code)}.json` }, { setHeader: () => {}, end: resolve }, (error) =>
        reject(error ?? new Error('no type file')),
      ),
    );
    const signatures = JSON.parse(json).i.map((info: { s: string }) => info.s);
    expect(signatures).toContain('(property) bundle?: boolean | undefined');
  }, 120_000);
});
