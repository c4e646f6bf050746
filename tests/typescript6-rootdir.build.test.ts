import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { extractCodeBlocks } from '../scripts/lib/blocks.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { printedText, run } from '../scripts/lib/projects.mjs';

// TypeScript 6 and rootDir. The quick start and config/lib/dts say, in both languages, that a tsconfig without
// `rootDir` fails under TypeScript 6 as under 7 (TS5011, declarations in dist/src/). The examples run with
// TypeScript 7 and 5 only, so this builds the `no-root-dir` example of config/lib/dts with TypeScript 6.0.3,
// installed once from the npm registry into a folder outside the repository (with no package.json above the
// project), and checks the pages' sentences. Harness note: a `typescript="6"` example would replace it.
const version = '6.0.3';
const home = path.join(
  os.tmpdir(),
  `rslib-docs-ts6-${createHash('sha256').update(repoRoot).digest('hex').slice(0, 12)}`,
);
const project = path.join(home, 'no-root-dir');

async function installTypescript6() {
  const installed = await fs
    .readFile(path.join(home, 'node_modules/typescript/package.json'), 'utf8')
    .then((text) => JSON.parse(text).version as string)
    .catch(() => undefined);
  if (installed === version) return;
  await fs.mkdir(home, { recursive: true });
  await fs.writeFile(path.join(home, 'package.json'), JSON.stringify({ private: true }));
  await promisify(execFile)(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--ignore-scripts',
      '--loglevel=error',
      `typescript@${version}`,
    ],
    { cwd: home },
  );
  await fs.rm(path.join(home, 'package.json'));
}

/** The files of the page's `no-root-dir` example. */
async function exampleFiles() {
  const page = await fs.readFile(path.join(repoRoot, 'docs/en/config/lib/dts.mdx'), 'utf8');
  return extractCodeBlocks(page)
    .filter((block) => block.attrs.example === 'no-root-dir' && typeof block.attrs.title === 'string')
    .map((block) => ({ path: block.attrs.title as string, code: block.code }));
}

async function build(tsconfig: (config: { compilerOptions: Record<string, unknown> }) => void) {
  await fs.rm(project, { recursive: true, force: true });
  for (const file of await exampleFiles()) {
    const target = path.join(project, file.path);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, file.code);
  }
  await fs.writeFile(path.join(project, 'package.json'), JSON.stringify({ name: 'ts6', type: 'module' }));
  const configFile = path.join(project, 'tsconfig.json');
  const config = JSON.parse(await fs.readFile(configFile, 'utf8'));
  tsconfig(config);
  await fs.writeFile(configFile, JSON.stringify(config));
  // Rslib from the repo; TypeScript from the folder above the project, as a reader's install has it.
  await fs.mkdir(path.join(project, 'node_modules/@rslib'), { recursive: true });
  await fs.symlink(path.join(repoRoot, 'node_modules/@rslib/core'), path.join(project, 'node_modules/@rslib/core'));
  const rslib = path.join(repoRoot, 'node_modules/@rslib/core/bin/rslib.js');
  const result = await run(`node ${rslib} build`, project);
  const exists = (file: string) =>
    fs.access(path.join(project, file)).then(
      () => true,
      () => false,
    );
  return {
    ...result,
    text: printedText(result.output),
    nested: await exists('dist/src/index.d.ts'),
    flat: await exists('dist/index.d.ts'),
  };
}

describe('TypeScript 6 without rootDir', { timeout: 300_000 }, () => {
  it(`fails like TypeScript 7 with typescript@${version} (TS5011, declarations in dist/src/)`, async () => {
    await installTypescript6();
    const result = await build(() => {});
    expect(result.text).toContain('[tsc]');
    expect(result.text).toContain("TS5011: The common source directory of 'tsconfig.json' is './src'.");
    expect(result.text).toContain('Failed to generate declaration files. (esm)');
    expect(result.code).not.toBe(0);
    expect(result.nested).toBe(true);
    expect(result.flat).toBe(false);
  });

  it('builds dist/index.d.ts with "rootDir": "src"', async () => {
    await installTypescript6();
    const result = await build((config) => {
      config.compilerOptions.rootDir = 'src';
    });
    expect(result.code, result.text).toBe(0);
    expect(result.flat).toBe(true);
    expect(result.nested).toBe(false);
  });

  it.each([
    ['docs/en/guide/start/quick-start.mdx', /TypeScript 6 does the same[^\n]*TS5011/],
    ['docs/zh/guide/start/quick-start.mdx', /TypeScript 6 也一样[^\n]*TS5011/],
    ['docs/en/config/lib/dts.mdx', /TypeScript 6 and 7 stop with error `TS5011`/],
    ['docs/zh/config/lib/dts.mdx', /TypeScript 6 和 7 则会报 `TS5011`/],
  ])('%s says so', async (page, sentence) => {
    expect(await fs.readFile(path.join(repoRoot, page), 'utf8')).toMatch(sentence);
  });
});
