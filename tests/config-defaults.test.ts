import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadOptionPages, soleCode } from '../scripts/lib/config-reference.mjs';
import { useTypescript, writeProject } from '../scripts/lib/examples.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { listFiles, run, typescriptVersions } from '../scripts/lib/projects.mjs';
import { cachedResult, cacheEnabled, storeResult } from '../scripts/lib/result-cache.mjs';

// Every default written on a lib option page as a plain value (`- **Default:** \`true\``) is checked
// against the real Rslib: a build with the option set to that value must produce exactly what a build
// without it produces, and a build with another value must not (otherwise the probe project does not
// exercise the option and the check would prove nothing). Values come from the page, not from a table here.

type Lib = { [key: string]: unknown };
/** A value written into the config file as source code. */
type Code = { code: string };

/** A probe that imports from a referenced TypeScript project, which only build mode compiles first. */
function projectReferences() {
  const shared = {
    compilerOptions: {
      composite: true,
      strict: true,
      skipLibCheck: true,
      module: 'ESNext',
      moduleResolution: 'Bundler',
    },
    include: ['.'],
  };
  const main = {
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      strict: true,
      skipLibCheck: true,
    },
    include: ['src', 'src/**/*.json'],
    references: [{ path: './shared' }],
  };
  return [
    {
      path: 'shared/tsconfig.json',
      code: JSON.stringify({ ...shared, compilerOptions: { ...shared.compilerOptions, outDir: '../.tsbuild/shared' } }),
    },
    { path: 'shared/format.ts', code: 'export const shout = (text: string): string => text.toUpperCase();' },
    { path: 'src/shout.ts', code: "export { shout } from '../shared/format';" },
    {
      path: 'tsconfig.json',
      code: JSON.stringify({
        ...main,
        compilerOptions: {
          ...main.compilerOptions,
          composite: true,
          rootDir: 'src',
          outDir: 'dist',
          types: ['node'],
          resolveJsonModule: true,
          paths: { '@/*': ['./src/*'] },
        },
      }),
    },
  ];
}

/** Project settings that make an option matter; keyed by option path prefix, longest match wins. */
const contexts: Record<string, { lib: Lib; files?: { path: string; code: string }[] }[]> = {
  autoExtension: [{ lib: { format: 'cjs' } }],
  redirect: [{ lib: { bundle: false, dts: true, output: { target: 'web' } } }],
  // Rewriting JS, style and asset imports needs no declaration files, whose TypeScript run is most of a build.
  'redirect.js': [{ lib: { bundle: false, output: { target: 'web' } } }],
  'redirect.style': [{ lib: { bundle: false, output: { target: 'web' } } }],
  'redirect.asset': [{ lib: { bundle: false, output: { target: 'web' } } }],
  // With the node target Rspack rewrites import.meta.dirname/filename itself; the shims only show elsewhere.
  'shims.cjs': [{ lib: { format: 'cjs', output: { target: 'web' } } }],
  shims: [{ lib: {} }, { lib: { format: 'cjs' } }],
  externalHelpers: [{ lib: { syntax: 'es5' } }],
  'dts.autoExtension': [{ lib: { format: 'cjs' } }],
  'dts.build': [{ lib: {}, files: projectReferences() }],
  'dts.abortOnError': [
    { lib: {}, files: [{ path: 'src/broken.ts', code: "export const n: number = 'not a number';" }] },
  ],
};

/** Options that cannot be built on this machine, with the reason. */
const [nodeMajor = 0, nodeMinor = 0] = process.versions.node.split('.').map(Number);
const unavailable: Record<string, string> = {};
if (nodeMajor < 25 || (nodeMajor === 25 && nodeMinor < 7)) {
  unavailable['experiments.exe.'] = `needs Node.js >= 25.7 to build an executable (this is ${process.versions.node})`;
}

/** Serialises a config value to TypeScript, writing `Code` values as they are. */
function toCode(value: unknown): string {
  if (value && typeof value === 'object' && 'code' in value) return String((value as Code).code);
  if (Array.isArray(value)) return `[${value.map(toCode).join(', ')}]`;
  if (value && typeof value === 'object') {
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${toCode(v)}`)
      .join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** Sets `value` at `keys` inside a copy of `lib`, creating empty parent objects. */
function setAt(lib: Lib, keys: string[], value: unknown): Lib {
  const [head, ...rest] = keys;
  if (head === undefined) return lib;
  const current = lib[head];
  const child = current && typeof current === 'object' && !('code' in current) ? (current as Lib) : {};
  return { ...lib, [head]: rest.length === 0 ? value : setAt(child, rest, value) };
}

/** Another value of the same type, to prove the probe reacts to the option. */
function otherValue(value: string, type: string | undefined): string | undefined {
  if (value === 'true') return 'false';
  if (value === 'false') return 'true';
  const literals = [...(type ?? '').matchAll(/'[^']*'/g)].map((m) => m[0]);
  return literals.includes(value) ? literals.find((l) => l !== value) : undefined;
}

type Built = { ok: boolean; outputs: Record<string, string>; log: string };
const builds = new Map<string, Promise<Built>>();
let projectCount = 0;
/** The project every probe starts from (its sources are no page's example, so it is no starting point). */
const probeProject = path.join(repoRoot, 'tests/fixtures/defaults-probe');
/** What a probe build depends on besides its config: the project it starts from and this file. */
const probeInputs = [probeProject, fileURLToPath(import.meta.url)];

/**
 * Builds the probe project with one lib item; returns its status and every output file, paths masked.
 * Identical probes are built once per run; a successful build is also kept in the result cache.
 */
function build(lib: Lib, files: { path: string; code: string }[] = []): Promise<Built> {
  const config = [
    "import { pluginSass } from '@rsbuild/plugin-sass';",
    "import { defineConfig } from '@rslib/core';",
    '',
    `export default defineConfig({ plugins: [pluginSass()], lib: [${toCode(lib)}] });`,
  ].join('\n');
  const key = JSON.stringify({ config, files });
  const cached = builds.get(key);
  if (cached) return cached;
  const result = (async (): Promise<Built> => {
    // Probes build with the TypeScript a newcomer gets (7), as the examples do.
    const cacheKey = {
      kind: 'defaults',
      config,
      sources: files,
      typescript: typescriptVersions[7],
      files: probeInputs,
    };
    const hit = cacheEnabled ? await cachedResult(cacheKey) : undefined;
    if (hit) return hit as Built;
    const dir = await writeProject(
      `probe-${projectCount++}`,
      [probeProject],
      [...files, { path: 'rslib.config.ts', code: config }],
      'defaults',
    );
    const { code, output } = await run(
      'npx rslib build',
      dir,
      undefined,
      await useTypescript('defaults', '7', 'the defaults probes'),
    );
    const outputs: Record<string, string> = {};
    for (const file of await listFiles(path.join(dir, 'dist'), dir).catch(() => [])) {
      outputs[file] = (await fs.readFile(path.join(dir, file), 'utf8')).split(dir).join('<root>');
    }
    const built = { ok: code === 0, outputs, log: output.slice(-1500) };
    if (cacheEnabled && built.ok) await storeResult(cacheKey, built);
    return built;
  })();
  builds.set(key, result);
  return result;
}

/** What a build produced, without its log (which names the project folder). */
const outcome = ({ ok, outputs }: Built) => ({ ok, outputs });

// PAGES (comma-separated page files, as `npm run check:page` sets it) keeps the defaults of those pages only.
const only = process.env.PAGES?.split(',').filter(Boolean);
const pages = (await loadOptionPages()).filter((page) => page.lang === 'en' && (!only || only.includes(page.file)));
const cases = pages.flatMap((page) =>
  page.sections.map((section) => ({ page, section, value: soleCode(section.default ?? '') })),
);

describe.concurrent('documented defaults match the real Rslib', { timeout: 300_000 }, () => {
  it.skipIf(only)('finds plain-value defaults to check', () => {
    expect(cases.filter((c) => c.value && c.value !== 'undefined').length).toBeGreaterThan(30);
  });

  for (const { page, section, value } of cases) {
    const name = section.path.join('.');
    const where = `${page.file}:${section.line}`;
    const skip =
      value === undefined
        ? 'the default depends on other settings; the page explains it in prose and its examples build it'
        : value === 'undefined'
          ? 'writing `undefined` is the same as leaving the option out'
          : Object.entries(unavailable).find(([prefix]) => `${name}.`.startsWith(prefix))?.[1];
    if (skip) {
      it.skip(`${name} (${skip})`, () => {});
      continue;
    }
    const prefix = Object.keys(contexts)
      .filter((p) => name === p || name.startsWith(`${p}.`))
      .sort((a, b) => b.length - a.length)[0];
    const variants = (prefix ? contexts[prefix] : undefined) ?? [{ lib: {} }];

    it(`${name} = ${value} (${where})`, async () => {
      const other = otherValue(value ?? '', section.type);
      let reacts = other === undefined;
      for (const { lib, files } of variants) {
        const parentKeys = section.path.slice(0, -1);
        const baseline = parentKeys.length > 0 ? setAt(lib, parentKeys, {}) : lib;
        const without = await build(baseline, files);
        const withDefault = await build(setAt(baseline, section.path, { code: value }), files);
        expect(outcome(withDefault), `${name}: ${value} should change nothing\n${withDefault.log}`).toEqual(
          outcome(without),
        );
        if (other !== undefined) {
          const withOther = await build(setAt(baseline, section.path, { code: other }), files);
          if (JSON.stringify(outcome(withOther)) !== JSON.stringify(outcome(without))) reacts = true;
        }
      }
      expect(
        reacts,
        `setting ${name} to ${other} changes nothing in the probe project, so it does not test this default`,
      ).toBe(true);
    });
  }
});
