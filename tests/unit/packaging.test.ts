import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import semver from 'semver';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';

// package.json tells the truth: every package our code imports is declared (not reached through another package's
// dependencies, which may drop it in any release), and `engines.node` holds for every installed package, so a
// writer on the Node version we document never meets an engine warning.

type Manifest = {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
type LockEntry = {
  version?: string;
  engines?: { node?: string } | string[];
  cpu?: string[];
  dependencies?: Record<string, string>;
};

const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as Manifest;
const lock = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** The package a bare import specifier names (`@scope/name` or `name`), or undefined for anything else. */
export function packageOf(specifier: string): string | undefined {
  const match = /^((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)(?:\/|\?|$)/i.exec(specifier);
  if (!match || specifier.startsWith('node:') || builtinModules.includes(match[1] ?? '')) return undefined;
  return match[1];
}

/** Bare specifiers imported by a source file: ES imports and exports, dynamic imports and require calls. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(fs.readFileSync(path.join(repoRoot, file), 'utf8'), true, true);
  return info.importedFiles.map((i) => i.fileName).filter((name) => !/^[./]/.test(name) && !name.includes('*'));
}

/** Versions that stand for a Node range: the lowest of each of its parts and the last minor of that major. */
function probes(range: string): string[] {
  return new semver.Range(range).set.flatMap((comparators) => {
    const low = semver.minVersion(comparators.map((c) => c.value).join(' '));
    return low ? [low.version, `${low.major}.99.0`] : [];
  });
}

describe('package.json', () => {
  it('reads a package name out of an import specifier', () => {
    expect(packageOf('@docsearch/css/dist/modal.css?inline')).toBe('@docsearch/css');
    expect(packageOf('medium-zoom/dist/pure')).toBe('medium-zoom');
    expect(packageOf('react')).toBe('react');
    expect(packageOf('node:fs')).toBeUndefined();
    expect(packageOf('path')).toBeUndefined();
    expect(packageOf('@components/Badge')).toBe('@components/Badge');
  });

  it('declares every package that the site, its scripts and its tests import', () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /^(theme|components|scripts|tests)\/|^[\w.-]+\.config\.ts$/.test(file))
      .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && !/\/(fixtures|snippets|\.tmp)\//.test(file))
      .filter((file) => fs.existsSync(path.join(repoRoot, file)));
    expect(files.length).toBeGreaterThan(100);
    const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);
    const aliases = /^@(components|en|zh)\//;
    const undeclared = files.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => !aliases.test(specifier))
        .map(packageOf)
        .filter((name): name is string => name !== undefined && !declared.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('gives an engines.node range that every installed package accepts', () => {
    const ours = manifest.engines.node;
    expect(semver.satisfies(process.version, ours)).toBe(true);
    const versions = probes(ours);
    expect(versions).toEqual(expect.arrayContaining(['20.19.0', '22.12.0']));
    // Packages that only the WebAssembly fallbacks of native bindings (`cpu: ["wasm32"]`) depend on are never
    // installed beside a native binding: @rspack/binding-wasm32-wasi 2.3.4 pins @napi-rs/wasm-runtime 1.2.7, whose
    // range leaves out Node.js 22.12, a limit of that fallback on WebAssembly hosts, not of the site or of Rslib.
    const entries = Object.entries(lock.packages);
    const name = (where: string) => where.replace(/^.*node_modules\//, '');
    const wasmOnly = (where: string) => {
      const dependents = entries.filter(([, e]) => e.dependencies?.[name(where)] !== undefined);
      return dependents.length > 0 && dependents.every(([, e]) => e.cpu?.length === 1 && e.cpu[0] === 'wasm32');
    };
    const refused = entries.flatMap(([where, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!where || !range || wasmOnly(where)) return [];
      const bad = versions.filter((v) => !semver.satisfies(v, range));
      return bad.length > 0
        ? [`${where.replace(/^.*node_modules\//, '')}@${entry.version}: ${range} (not ${bad})`]
        : [];
    });
    expect(refused).toEqual([]);
  });
});
