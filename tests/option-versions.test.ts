import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadOptionPages, optionPath } from '../scripts/lib/config-reference.mjs';
import {
  compareVersions,
  headingPaths,
  readOptionVersions,
  subOptionSince,
  versionBullet,
} from '../scripts/lib/option-versions.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { languages } from '../scripts/lib/routes.mjs';

// scripts/data/option-versions.data.json (written by scripts/derive-option-versions.mjs from every stable release)
// against the installed @rslib/core, and the "Version" bullets and shape-change sentences of the option pages
// against the data.
const data = readOptionVersions();
const installed = JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules/@rslib/core/package.json'), 'utf8'));

/** The keys of a type exported by the installed declarations, read with the TypeScript compiler. */
function keysOf(expression: string): string[] {
  const file = path.join(repoRoot, 'tests/.tmp/option-versions/probe.ts');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const configDts = path.join(repoRoot, 'node_modules/@rslib/core/dist-types/types/config.js');
  fs.writeFileSync(
    file,
    `import type * as C from '${path.relative(path.dirname(file), configDts)}';\nimport type { RslibConfig } from '@rslib/core';\nexport type Probe = ${expression};\n`,
  );
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  const checker = program.getTypeChecker();
  const alias = program.getSourceFile(file)?.statements.find(ts.isTypeAliasDeclaration);
  return alias
    ? checker
        .getTypeFromTypeNode(alias.type)
        .getProperties()
        .map((p) => p.name)
        .sort()
    : [];
}

/** The bullet lines right under a heading (up to the first paragraph). */
function bulletsAfter(lines: string[], headingLine: number): string[] {
  const out: string[] = [];
  for (let i = headingLine; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.startsWith('- **')) out.push(line);
    else if (line.trim() !== '' || out.length > 0) break;
  }
  return out;
}

describe('option version data', () => {
  it('was derived up to the installed @rslib/core', () => {
    expect(data.versions.at(-1)).toBe(installed.version);
    expect(data.versions.length).toBeGreaterThan(50);
  });

  // Starts the TypeScript compiler on the installed declarations: seconds alone, more beside the example builds.
  it('has exactly the lib options of the installed LibConfig (no key missing, none unknown)', {
    timeout: 120_000,
  }, () => {
    expect(Object.keys(data.lib).sort()).toEqual(keysOf('C.LibOnlyConfig'));
  });

  it('has exactly the top-level keys of the installed RslibConfig', () => {
    const topLevel = Object.keys(data.config).filter((k) => !k.includes('.'));
    expect([...topLevel, 'lib'].sort()).toEqual(keysOf('RslibConfig'));
  });

  it('gives every option a release that exists, and changes only after it', () => {
    for (const [key, entry] of Object.entries(data.lib)) {
      expect(data.versions, key).toContain(entry.since);
      for (const change of entry.changes) {
        expect(data.versions.indexOf(change.version), key).toBeGreaterThan(data.versions.indexOf(entry.since));
        expect(change.added.length + change.removed.length, key).toBeGreaterThan(0);
      }
    }
  });
});

describe('Version bullets on the option pages', async () => {
  const pages = await loadOptionPages();

  for (const lang of languages) {
    it(`every lib option page states its version, after Type and Default (${lang})`, () => {
      for (const page of pages.filter((p) => p.lang === lang)) {
        const lines = fs.readFileSync(path.join(repoRoot, page.file), 'utf8').split('\n');
        const h1 = lines.findIndex((l) => l.startsWith('# '));
        const bullets = bulletsAfter(lines, h1 + 1);
        const since = data.lib[page.key]?.since;
        expect(since, page.file).toBeDefined();
        expect(bullets, page.file).toContain(versionBullet(lang, since ?? ''));
        const order = bullets.map((b) => /\*\*([^*]+)\*\*/.exec(b)?.[1]);
        const version = order.findIndex((label) => label === 'Version:' || label === '版本：');
        expect(order.slice(0, version).length, `${page.file}: Version after Type and Default`).toBeGreaterThan(0);
        expect(order.slice(version + 1), page.file).not.toContain(lang === 'en' ? 'Default:' : '默认值：');
      }
    });

    it(`names the release of every change of an option's shape (${lang})`, () => {
      for (const page of pages.filter((p) => p.lang === lang)) {
        const text = fs.readFileSync(path.join(repoRoot, page.file), 'utf8');
        for (const change of data.lib[page.key]?.changes ?? []) {
          expect(text, `${page.file} should mention ${change.version}`).toContain(`\`${change.version}\``);
        }
      }
    });

    it(`each sub-option that came later than its option states its version (${lang})`, () => {
      let checked = 0;
      for (const page of pages.filter((p) => p.lang === lang)) {
        const lines = fs.readFileSync(path.join(repoRoot, page.file), 'utf8').split('\n');
        for (const section of page.sections.filter((s) => s.path.length > 1)) {
          const since = subOptionSince(data, section.path);
          if (!since) continue;
          expect(bulletsAfter(lines, section.line), `${page.file}: ${section.path.join('.')}`).toContain(
            versionBullet(lang, since),
          );
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(5);
    });

    it(`each Rsbuild option section with a Type states its version (${lang})`, () => {
      const dir = path.join(repoRoot, 'docs', lang, 'config/rsbuild');
      let checked = 0;
      for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.mdx'))) {
        const lines = fs.readFileSync(path.join(dir, name), 'utf8').split('\n');
        lines.forEach((line, index) => {
          const heading = /^#{1,3}\s+(.+)$/.exec(line);
          const paths = heading ? headingPaths(heading[1] ?? '', optionPath) : [];
          const bullets = paths.length > 0 ? bulletsAfter(lines, index + 1) : [];
          if (!bullets.some((b) => /^- \*\*(Type:|类型：)\*\*/.test(b))) return;
          const versions = paths.map((p) => data.config[p.join('.')]?.since);
          expect(versions, `${name}: ${heading?.[1]} is not in the data`).not.toContain(undefined);
          const since = (versions as string[]).sort(compareVersions).at(-1) ?? '';
          expect(bullets, `${lang}/${name}: ${heading?.[1]}`).toContain(versionBullet(lang, since));
          checked++;
        });
      }
      expect(checked).toBeGreaterThan(20);
    });
  }
});
