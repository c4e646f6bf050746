import { describe, expect, it } from 'vitest';
import { stripNotation } from '../../scripts/lib/notation.mjs';
import { collectSnippets, hasTypeHints } from '../../scripts/lib/snippets.mjs';
import { textHash, typeHintDir } from '../../theme/components/TypeHints/type-file.mjs';
import { pluginTypeHints } from '../../theme/plugins/type-hints';

describe('type hints plugin', () => {
  it('has the type file of every config block before any page compiles (a cached build compiles none)', async () => {
    const plugin = pluginTypeHints();
    await plugin.beforeBuild?.({ root: 'docs' }, true);
    const files = plugin.typeFiles();
    const blocks = (await collectSnippets()).filter(hasTypeHints);
    expect(blocks.length).toBeGreaterThan(100);
    const expected = new Set(blocks.map((block) => `${typeHintDir}/${textHash(stripNotation(block.code))}.json`));
    const missing = [...expected].filter((name) => !files.has(name));
    // A block whose names have no type (e.g. an empty config) has no file; nearly every block has one.
    expect(missing.length).toBeLessThan(expected.size / 20);
    expect(files.size).toBe(expected.size - missing.length);
    for (const json of files.values()) expect(JSON.parse(json).h.length).toBeGreaterThan(0);
  }, 60_000);
});
