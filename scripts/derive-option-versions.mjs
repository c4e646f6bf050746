// Derives, from every stable @rslib/core release on the registry, the version from which each config option exists
// and the releases that changed an option's shape (a value or a sub-option added or removed); and, per release, the
// options and config keys that appeared or disappeared and the declared defaults (`@defaultValue`) that changed. Writes
// scripts/data/option-versions.data.json, which the option pages' "Version" bullets and tests/option-versions.test.ts
// read. Run it after a new Rslib release: node scripts/derive-option-versions.mjs (with --check, it only says whether
// the committed file is what the releases give, and exits 1 when it is not).
//
// For each version it runs `npm pack @rslib/core@<version>` and `npm pack @rsbuild/core@<the range it depends on>`
// (kept in node_modules/.cache/option-versions, so a second run downloads only new releases), and reads with the
// TypeScript compiler the properties of `LibConfig` declared by Rslib itself (the lib options, config/lib/*) and the
// keys of `RslibConfig` one level deep (`output.target`, `logLevel`: the Rsbuild options, config/rsbuild/*).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import ts from 'typescript';
import { expectedCheckedWith } from './lib/checked-with.mjs';
import { compareVersions, keyHistory, optionVersionsFile } from './lib/option-versions.mjs';
import { repoRoot } from './lib/paths.mjs';
import { strictCheckOptions } from './lib/ts-options.mjs';

const cacheDir = path.join(repoRoot, 'node_modules/.cache/option-versions');
fs.mkdirSync(cacheDir, { recursive: true });

/** Runs npm and returns its standard output; stops the script when npm fails. @param {string[]} args */
function npm(args) {
  const result = spawnSync('npm', args, { cwd: cacheDir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

/** @type {Map<string, string>} The exact version of each range, asked of the registry once per run. */
const ranges = new Map();

/** The versions package-lock.json installs: the site's pages are checked with them (scripts/lib/checked-with.mjs). */
const locked = JSON.parse(expectedCheckedWith()).packages;

/**
 * The exact version that `npm install` picks today for `name@range`: the newest release in the range, asked of the
 * registry on every run and never kept in the pack cache, so that a wide range (`^2.0.0`) follows the releases
 * published since the last run. A range that the locked version of the package satisfies gives that version, so the
 * config changes page names the Rsbuild the site checks its pages with (run `npm install` to the newest first).
 * @param {string} spec
 */
function exactSpec(spec) {
  const at = spec.lastIndexOf('@');
  const [name, range] = [spec.slice(0, at), spec.slice(at + 1)];
  if (/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) return spec;
  if (locked[name] && semver.satisfies(locked[name], range)) return `${name}@${locked[name]}`;
  let version = ranges.get(spec);
  if (!version) {
    // One version, or every version in the range, in the registry's order (not sorted): the highest is npm's pick.
    const answer = JSON.parse(npm(['view', spec, 'version', '--json']));
    version = /** @type {string} */ ((Array.isArray(answer) ? answer : [answer]).sort(semver.compare).at(-1));
    ranges.set(spec, version);
  }
  return `${name}@${version}`;
}

/** Packs a package version (or the newest of a range) once and unpacks it; returns the package folder and the exact version. @param {string} rangeSpec */
function unpacked(rangeSpec) {
  const spec = exactSpec(rangeSpec);
  const resolvedFile = path.join(cacheDir, 'resolved.json');
  /** @type {Record<string, string>} */
  const resolved = fs.existsSync(resolvedFile) ? JSON.parse(fs.readFileSync(resolvedFile, 'utf8')) : {};
  let tarball = resolved[spec];
  if (!tarball || !fs.existsSync(path.join(cacheDir, tarball))) {
    tarball = npm(['pack', spec, '--silent']).trim().split('\n').at(-1) ?? '';
    resolved[spec] = tarball;
    fs.writeFileSync(resolvedFile, JSON.stringify(resolved, null, 2));
  }
  const dir = path.join(cacheDir, tarball.replace(/\.tgz$/, ''));
  if (!fs.existsSync(path.join(dir, 'package/package.json'))) {
    fs.mkdirSync(dir, { recursive: true });
    const untar = spawnSync('tar', ['-xzf', path.join(cacheDir, tarball), '-C', dir]);
    if (untar.status !== 0) throw new Error(`cannot unpack ${tarball}`);
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package/package.json'), 'utf8'));
  return { dir: path.join(dir, 'package'), version: /** @type {string} */ (pkg.version), pkg };
}

/** Makes `dependency` resolvable from inside the unpacked package `dir`. @param {string} dir @param {string} name @param {string} dependency */
function link(dir, name, dependency) {
  const at = path.join(dir, 'node_modules', name);
  fs.mkdirSync(path.dirname(at), { recursive: true });
  fs.rmSync(at, { force: true, recursive: true });
  fs.symlinkSync(dependency, at, 'dir');
}

/**
 * A probe file from which `@rslib/core` resolves with the packages its declarations import (`@rsbuild/core`, the
 * `@rspack/core` that one depends on, and `rsbuild-plugin-dts` in the releases whose `dts` option is typed by it).
 * Each unpacked package links its own dependencies, so that a package version has one path, and its parsed files
 * are shared by the programs of every release that uses it.
 * @param {string} version
 */
function projectFor(version) {
  const rslib = unpacked(`@rslib/core@${version}`);
  const rsbuild = unpacked(`@rsbuild/core@${rslib.pkg.dependencies?.['@rsbuild/core'] ?? 'latest'}`);
  const rspack = unpacked(`@rspack/core@${rsbuild.pkg.dependencies?.['@rspack/core'] ?? 'latest'}`);
  link(rsbuild.dir, '@rspack/core', rspack.dir);
  link(rslib.dir, '@rsbuild/core', rsbuild.dir);
  const dtsPlugin = rslib.pkg.dependencies?.['rsbuild-plugin-dts'];
  if (dtsPlugin) {
    const plugin = unpacked(`rsbuild-plugin-dts@${dtsPlugin}`);
    link(rslib.dir, 'rsbuild-plugin-dts', plugin.dir);
    link(plugin.dir, '@rsbuild/core', rsbuild.dir);
  }
  const dir = path.join(cacheDir, `project-${version}`);
  link(dir, '@rslib/core', rslib.dir);
  link(dir, '@rsbuild/core', rsbuild.dir);
  const probe = path.join(dir, 'probe.ts');
  const lines = [
    "import type { RsbuildConfig } from '@rsbuild/core';",
    "import type { LibConfig, RslibConfig } from '@rslib/core';",
    'export type Lib = LibConfig;',
    'export type Root = RslibConfig;',
    'export type Rsbuild = RsbuildConfig;',
  ];
  fs.writeFileSync(probe, `${lines.join('\n')}\n`);
  const rsbuildRange = rslib.pkg.dependencies?.['@rsbuild/core'] ?? 'latest';
  return { probe, rslibDir: fs.realpathSync(rslib.dir), rsbuildVersion: rsbuild.version, rsbuildRange };
}

/** Whether a type is one TypeScript could not resolve (an import from a package that is not there). @param {ts.Type} type */
const unresolved = (type) => /** @type {{ intrinsicName?: string }} */ (type).intrinsicName === 'error';

/**
 * The facets of a type, as strings: its literal values, primitive kinds and the names of its object members (one
 * level further for members), so that two versions' facets differ when a value or a sub-option was added or removed.
 * Undefined when part of the type could not be resolved: such a version is left out of the comparison.
 * @param {ts.TypeChecker} checker @param {ts.Type} type @param {number} depth @returns {string[] | undefined}
 */
function facetsOf(checker, type, depth) {
  const plain = checker.getNonNullableType(type);
  const parts = plain.isUnion() ? plain.types : [plain];
  /** @type {string[]} */
  const facets = [];
  for (const part of parts) {
    if (unresolved(part)) return undefined;
    if (part.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) facets.push('any');
    else if (part.isStringLiteral() || part.isNumberLiteral()) facets.push(JSON.stringify(part.value));
    else if (part.flags & (ts.TypeFlags.BooleanLiteral | ts.TypeFlags.String | ts.TypeFlags.Number)) {
      facets.push(checker.typeToString(part));
    } else if (part.getCallSignatures().length > 0) facets.push('function');
    else if (checker.isArrayType(part)) facets.push('array');
    else if (part.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) {
      for (const member of part.getProperties()) {
        const key = /^[A-Za-z_$][\w$]*$/.test(member.name) ? member.name : `'${member.name}'`;
        facets.push(`.${key}`);
        if (depth === 0) continue;
        const inner = facetsOf(checker, checker.getTypeOfSymbol(member), depth - 1);
        if (!inner) return undefined;
        for (const facet of inner) facets.push(`.${key}: ${facet}`);
      }
    }
  }
  return [...new Set(facets)].sort();
}

/**
 * The default a declaration states in its JSDoc (`@defaultValue` or `@default`), on one line; undefined without one.
 * @param {ts.TypeChecker} checker @param {ts.Symbol} symbol
 */
function documentedDefault(checker, symbol) {
  const tag = symbol.getJsDocTags(checker).find((t) => t.name === 'defaultValue' || t.name === 'default');
  return tag ? ts.displayPartsToString(tag.text).replace(/\s+/g, ' ').trim() : undefined;
}

const compilerOptions = strictCheckOptions;
/** @type {Map<string, ts.SourceFile | undefined>} Parsed declaration files, shared by the programs of the releases that use the same packages. */
const parsed = new Map();
const host = ts.createCompilerHost(compilerOptions);
const getSourceFile = host.getSourceFile.bind(host);
/** @type {ts.CompilerHost['getSourceFile']} */
const sharedSourceFile = (fileName, languageVersion) => {
  if (fileName.endsWith('probe.ts')) return getSourceFile(fileName, languageVersion);
  if (!parsed.has(fileName)) parsed.set(fileName, getSourceFile(fileName, languageVersion));
  return parsed.get(fileName);
};
host.getSourceFile = sharedSourceFile;
/** @type {ts.Program | undefined} */
let oldProgram;

/** What one version declares. @param {string} version */
function read(version) {
  const { probe, rslibDir, rsbuildVersion, rsbuildRange } = projectFor(version);
  const program = ts.createProgram({ rootNames: [probe], options: compilerOptions, host, oldProgram });
  oldProgram = program;
  // Keep only what this program uses: the next release most often uses the same packages.
  const used = new Set(program.getSourceFiles().map((f) => f.fileName));
  for (const fileName of parsed.keys()) if (!used.has(fileName)) parsed.delete(fileName);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probe);
  /** @param {string} name */
  const alias = (name) => {
    const node = source?.statements.find((s) => ts.isTypeAliasDeclaration(s) && s.name.text === name);
    return node && ts.isTypeAliasDeclaration(node) ? checker.getTypeFromTypeNode(node.type) : undefined;
  };
  const lib = alias('Lib');
  const root = alias('Root');
  const rsbuildKeys = new Set(
    alias('Rsbuild')
      ?.getProperties()
      .map((p) => p.name),
  );
  if (!lib || !root || rsbuildKeys.size === 0)
    throw new Error(`${version}: LibConfig, RslibConfig or RsbuildConfig not found`);
  const fromRslib = (/** @type {ts.Symbol} */ s) =>
    (s.declarations ?? []).some((d) => path.resolve(d.getSourceFile().fileName).startsWith(rslibDir));

  /** @type {Record<string, string[]>} */
  const config = {};
  for (const member of root.getProperties()) {
    config[member.name] = [];
    const type = checker.getNonNullableType(checker.getTypeOfSymbol(member));
    const parts = type.isUnion() ? type.types : [type];
    for (const part of parts) {
      if (!(part.flags & ts.TypeFlags.Object) || checker.isArrayType(part) || part.getCallSignatures().length > 0)
        continue;
      for (const sub of part.getProperties()) config[`${member.name}.${sub.name}`] = [];
    }
  }
  /** @type {Record<string, string[] | null>} */
  const options = {};
  /** @type {Record<string, string>} */
  const defaults = {};
  for (const member of lib.getProperties()) {
    // Lib options: declared by Rslib, and not an Rsbuild option that Rslib redeclares (such as `output`).
    if (!fromRslib(member) || rsbuildKeys.has(member.name)) continue;
    const type = checker.getTypeOfSymbol(member);
    options[member.name] = facetsOf(checker, type, 1) ?? null;
    const own = documentedDefault(checker, member);
    if (own !== undefined) defaults[member.name] = own;
    const plain = checker.getNonNullableType(type);
    for (const part of plain.isUnion() ? plain.types : [plain]) {
      if (!(part.flags & ts.TypeFlags.Object) || checker.isArrayType(part) || part.getCallSignatures().length > 0)
        continue;
      for (const sub of part.getProperties()) {
        const text = documentedDefault(checker, sub);
        if (text !== undefined) defaults[`${member.name}.${sub.name}`] = text;
      }
    }
  }
  return { version, rsbuildVersion, rsbuildRange, options, defaults, config: Object.keys(config) };
}

const versions = JSON.parse(npm(['view', '@rslib/core', 'versions', '--json']))
  .filter((/** @type {string} */ v) => /^\d+\.\d+\.\d+$/.test(v))
  .sort(compareVersions);
console.log(`@rslib/core: ${versions.length} stable versions, ${versions[0]} to ${versions.at(-1)}`);

/** @type {ReturnType<typeof read>[]} */
const reads = [];
for (const version of versions) {
  const entry = read(version);
  console.log(
    `${version} (Rsbuild ${entry.rsbuildVersion}): ${Object.keys(entry.options).length} lib options, ${entry.config.length} config keys`,
  );
  reads.push(entry);
}

/** @param {(entry: (typeof reads)[number]) => boolean} present @param {(entry: (typeof reads)[number]) => string[] | null} facetsAt @param {{ rsbuildGaps?: boolean }} [options] */
const history = (present, facetsAt, options) => keyHistory(reads, present, facetsAt, options);

const latest = /** @type {(typeof reads)[number]} */ (reads.at(-1));
/** @type {Record<string, unknown>} */
const data = {
  package: '@rslib/core',
  note: 'Written by scripts/derive-option-versions.mjs from the stable releases on the npm registry.',
  versions: reads.map((r) => r.version),
  lib: Object.fromEntries(
    Object.keys(latest.options)
      .sort()
      .map((key) => [
        key,
        history(
          (r) => key in r.options,
          (r) => r.options[key] ?? null,
        ),
      ]),
  ),
  config: Object.fromEntries(
    latest.config
      .filter((key) => key !== 'lib')
      .sort()
      .map((key) => [
        key,
        {
          since: history(
            (r) => r.config.includes(key),
            () => null,
            { rsbuildGaps: true },
          ).since,
        },
      ]),
  ),
};
/**
 * Whether two declared defaults say the same, apart from code marks, spacing and the host of a documentation link
 * (`true` and `` `true` `` are the same; the site moved from lib.rsbuild.dev to rslib.rs).
 * @param {string | undefined} a @param {string | undefined} b
 */
function sameDefault(a, b) {
  const plain = (/** @type {string | undefined} */ text) =>
    (text ?? '')
      .replace(/\{@link https?:\/\/[^/\s}]+([^}\s]*)\}/g, '$1')
      .replace(/`/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  return plain(a) === plain(b);
}

/** The items of `a` that are not in `b`, sorted. @param {string[]} a @param {string[]} b */
const minus = (a, b) => a.filter((x) => !b.includes(x)).sort();
/**
 * What each release changed against the release before it: the lib options (`LibConfig`) and the config keys
 * (`RslibConfig`, one level deep) that appeared or disappeared, and the lib options (and their sub-options) whose
 * declared default (JSDoc `@defaultValue`) says something else; with config keys, the Rsbuild release they were read
 * from (the newest that the release's dependency range allows, as npm installs it today). Releases without such a change are left out; the
 * changes of an option's shape are in `lib[key].changes`.
 */
/** @type {{ version: string, lib?: { added: string[], removed: string[] }, config?: { added: string[], removed: string[] }, rsbuild?: { range: string, version: string }, defaults?: { option: string, from: string, to: string }[] }[]} */
const releases = [];
reads.forEach((entry, index) => {
  const before = reads[index - 1];
  if (!before) return;
  /** @type {(typeof releases)[number]} */
  const release = { version: entry.version };
  const [now, then] = [Object.keys(entry.options), Object.keys(before.options)];
  const lib = { added: minus(now, then), removed: minus(then, now) };
  if (lib.added.length || lib.removed.length) release.lib = lib;
  const config = { added: minus(entry.config, before.config), removed: minus(before.config, entry.config) };
  // The config keys come mostly from Rsbuild: from the release that the dependency range resolves to today.
  if (config.added.length || config.removed.length) {
    release.config = config;
    release.rsbuild = { range: entry.rsbuildRange, version: entry.rsbuildVersion };
  }
  const defaults = Object.keys(entry.defaults)
    .filter((key) => key in before.defaults && sameDefault(before.defaults[key], entry.defaults[key]) === false)
    .sort()
    .map((key) => ({ option: key, from: before.defaults[key] ?? '', to: entry.defaults[key] ?? '' }));
  if (defaults.length) release.defaults = defaults;
  if (Object.keys(release).length > 1) releases.push(release);
});
data.releases = releases;

const text = `${JSON.stringify(data, null, 2)}\n`;
if (process.argv.includes('--check')) {
  // The committed data against a fresh derivation, without writing: exits 1 when they differ.
  const committed = fs.existsSync(optionVersionsFile) ? fs.readFileSync(optionVersionsFile, 'utf8') : '';
  if (committed === text) console.log(`${path.relative(repoRoot, optionVersionsFile)} is what the releases give`);
  else {
    console.error(
      `${path.relative(repoRoot, optionVersionsFile)} is stale: run node scripts/derive-option-versions.mjs`,
    );
    process.exitCode = 1;
  }
} else {
  fs.mkdirSync(path.dirname(optionVersionsFile), { recursive: true });
  fs.writeFileSync(optionVersionsFile, text);
  console.log(`Wrote ${path.relative(repoRoot, optionVersionsFile)}`);
}
