import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fencedBlocks } from '../../scripts/lib/markdown.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';

// A package.json whose `main`, `module` or `exports` point at `./dist/….js` is only right for ESM output when the
// package is `"type": "module"`: `npm init -y` (npm 11) writes `"type": "commonjs"`, and Rslib then names the ESM
// output `index.mjs`, so a reader who copies the block gets a package whose entry does not exist. Rule: such a block
// shows a `type` field itself, or an earlier block of the same page does (a package.json block with `type`, or a
// `npm pkg set type=…` command).

const langs = ['en', 'zh'];

function pages(lang: string): string[] {
  const dir = path.join(repoRoot, 'docs', lang);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx') || file.endsWith('.md'))
    .sort();
}

/** The `./dist/….js` paths that `main`, `module` and `exports` name. */
export function distJsTargets(manifest: Record<string, unknown>): string[] {
  const out: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (/^\.\/dist\/.*\.js$/.test(value)) out.push(value);
    } else if (value && typeof value === 'object') {
      for (const inner of Object.values(value)) visit(inner);
    }
  };
  visit(manifest.main);
  visit(manifest.module);
  visit(manifest.exports);
  return out;
}

/** package.json blocks that point at ./dist/*.js with no `type` shown on the page up to them: `page:line` each. */
export function untypedPackages(source: string): { line: number; targets: string[] }[] {
  const problems: { line: number; targets: string[] }[] = [];
  let typed = false;
  for (const block of fencedBlocks(source)) {
    const title = /title="([^"]*)"/.exec(block.meta)?.[1] ?? '';
    if (['bash', 'sh', 'shell', 'console'].includes(block.lang) && /\bnpm pkg set type=/.test(block.code)) {
      typed = true;
    }
    if (!title.endsWith('package.json') || !['json', 'jsonc'].includes(block.lang)) continue;
    let manifest: Record<string, unknown>;
    try {
      manifest = JSON.parse(block.code) as Record<string, unknown>;
    } catch {
      throw new Error(`line ${block.line}: the package.json block is not JSON`);
    }
    if (typeof manifest.type === 'string') typed = true;
    const targets = distJsTargets(manifest);
    if (targets.length > 0 && !typed) problems.push({ line: block.line, targets });
  }
  return problems;
}

describe('package.json blocks that point at ./dist/*.js show "type"', () => {
  it('finds a block without type, and accepts one after a typed block or npm pkg set', () => {
    const fence = '```';
    const block = (meta: string, code: string) => `${fence}${meta}\n${code}\n${fence}\n`;
    const exportsOnly = block('json title="package.json"', '{ "exports": { ".": "./dist/index.js" } }');
    expect(untypedPackages(exportsOnly)).toEqual([{ line: 1, targets: ['./dist/index.js'] }]);
    expect(untypedPackages(block('json title="package.json"', '{ "main": "./dist/index.cjs" }'))).toEqual([]);
    expect(untypedPackages(block('json title="package.json"', '{ "type": "module" }') + exportsOnly)).toEqual([]);
    expect(untypedPackages(block('bash', 'npm pkg set type=module') + exportsOnly)).toEqual([]);
    expect(untypedPackages(exportsOnly + block('json title="package.json"', '{ "type": "module" }'))).toHaveLength(1);
  });

  for (const lang of langs) {
    it(`every page (${lang})`, () => {
      const found: string[] = [];
      for (const page of pages(lang)) {
        const source = fs.readFileSync(path.join(repoRoot, 'docs', lang, page), 'utf8');
        for (const problem of untypedPackages(source)) {
          found.push(`docs/${lang}/${page}:${problem.line} (${problem.targets.join(', ')})`);
        }
      }
      expect(found, 'show "type": "module" in the block or in an earlier package.json block of the page').toEqual([]);
    });
  }
});
