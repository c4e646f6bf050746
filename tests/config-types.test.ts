import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { kebab, loadOptionPages, soleCode } from '../scripts/lib/config-reference.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { languages } from '../scripts/lib/routes.mjs';
import { strictCheckOptions } from '../scripts/lib/ts-options.mjs';

// The lib option pages against the declaration files of the installed @rslib/core: one page per
// LibConfig key in each language, no page for a key that does not exist, and every documented
// type identical (not merely compatible) to the declared one.
const configDts = path.join(repoRoot, 'node_modules/@rslib/core/dist-types/types/config.d.ts');
const pages = await loadOptionPages();
const checkFile = path.join(repoRoot, 'tests/.tmp/config-types/check.ts');

const exportedNames = [...fs.readFileSync(configDts, 'utf8').matchAll(/^export (?:type|interface) (\w+)/gm)].map(
  (m) => m[1],
);

/** Type-checks a generated file; returns the program and its diagnostics by line (1-based). */
function check(source: string) {
  fs.mkdirSync(path.dirname(checkFile), { recursive: true });
  fs.writeFileSync(checkFile, source);
  const program = ts.createProgram([checkFile], strictCheckOptions);
  const byLine = new Map<number, string[]>();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    byLine.set(line, [...(byLine.get(line) ?? []), ts.flattenDiagnosticMessageText(d.messageText, '\n')]);
  }
  return { program, byLine };
}

const header = [
  `import type * as C from '${path.relative(path.dirname(checkFile), configDts).replace(/\.d\.ts$/, '.js')}';`,
  ...exportedNames.map((n) => `type ${n} = C.${n};`),
  'type Obj<T> = Extract<NonNullable<T>, object>;',
  'type At<T, P extends readonly string[]> = P extends readonly [infer K extends string, ...infer R extends string[]] ? (K extends keyof Obj<T> ? At<Obj<T>[K], R> : { missing: K }) : NonNullable<T>;',
  'type Identical<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;',
  'type LibOnly = C.LibOnlyConfig;',
  'type Shared = C.SharedLibConfig;',
];

describe('lib option pages match the installed LibConfig types', () => {
  const probe = check(header.join('\n'));

  it('loads the declaration files', () => {
    expect([...probe.byLine.values()].flat()).toEqual([]);
    expect(exportedNames).toContain('LibConfig');
  });

  // The option keys come from the checker: the members of LibOnlyConfig and SharedLibConfig.
  const checker = probe.program.getTypeChecker();
  const keysOf = (alias: string) => {
    const node = probe.program
      .getSourceFile(checkFile)
      ?.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === alias);
    return node
      ? checker
          .getTypeFromTypeNode(node.type)
          .getProperties()
          .map((p) => p.name)
          .sort()
      : [];
  };
  const libOnlyKeys = keysOf('LibOnly');
  const sharedKeys = keysOf('Shared');

  it('reads the option keys from the types', () => {
    expect(libOnlyKeys).toContain('format');
    expect(sharedKeys).toContain('bundle');
  });

  for (const lang of languages) {
    it(`has one page per LibConfig key, and none for other keys (${lang})`, () => {
      const documented = pages.filter((p) => p.lang === lang).map((p) => p.key);
      expect(documented.sort()).toEqual(libOnlyKeys);
      for (const page of pages.filter((p) => p.lang === lang)) {
        expect(path.basename(page.file), page.file).toBe(`${kebab(page.key)}.mdx`);
      }
    });

    it(`says for each option whether it may be written at the top level (${lang})`, () => {
      for (const page of pages.filter((p) => p.lang === lang)) {
        expect(page.sharedAtTopLevel, page.file).toBe(sharedKeys.includes(page.key));
      }
    });

    it(`lists the shared and lib-only options on the section index (${lang})`, () => {
      const index = fs.readFileSync(path.join(repoRoot, 'docs', lang, 'config/lib/index.mdx'), 'utf8');
      const sharedSection = index.split('{#shared-options}')[1]?.split('\n## ')[0] ?? '';
      const sharedList = sharedSection.split('\n').find((l) => /^`\w+`([,、] ?`\w+`)+/.test(l)) ?? '';
      expect([...sharedList.matchAll(/`(\w+)`/g)].map((m) => m[1]).sort()).toEqual(sharedKeys);
      const onlySection = index.split('{#lib-only-options}')[1]?.split('\n## ')[0] ?? '';
      const onlyList = [...onlySection.matchAll(/^- \[`(\w+)`\]/gm)].map((m) => m[1]).sort();
      expect(onlyList).toEqual(libOnlyKeys.filter((k) => !sharedKeys.includes(k)));
    });
  }

  const sections = pages.flatMap((page) => page.sections.map((section) => ({ page, section })));

  it('every option section states a type', () => {
    expect(
      sections.filter(({ section }) => !section.type).map(({ page, section }) => `${page.file}:${section.line}`),
    ).toEqual([]);
  });

  it('documents the same options, types and defaults in both languages', () => {
    const describeLang = (lang: string) =>
      sections
        .filter(({ page }) => page.lang === lang)
        .map(
          ({ section }) =>
            `${section.path.join('.')}: ${section.type} = ${soleCode(section.default ?? '') ?? '(explained in prose)'}`,
        )
        .sort();
    expect(describeLang('zh')).toEqual(describeLang('en'));
  });

  // One generated line per documented section, so a diagnostic points back to its page.
  const lines = [...header];
  const lineOf = new Map<number, { file: string; line: number; path: string; type: string }>();
  for (const { page, section } of sections) {
    if (!section.type) continue;
    const declared = `At<C.LibConfig, ${JSON.stringify(section.path)}>`;
    lines.push(`export const t${lines.length}: Identical<${section.type}, ${declared}> = true;`);
    lineOf.set(lines.length, { file: page.file, line: section.line, path: section.path.join('.'), type: section.type });
  }
  const diagnostics = check(lines.join('\n')).byLine;

  it('every documented type is identical to the declared type', () => {
    expect(lineOf.size).toBeGreaterThan(40);
    const wrong = [...diagnostics.entries()].map(([line, messages]) => {
      const where = lineOf.get(line);
      return where
        ? `${where.file}:${where.line} ${where.path}: documented \`${where.type}\` is not the declared type (or no such option)`
        : `line ${line}: ${messages.join(' ')}`;
    });
    expect(wrong).toEqual([]);
  });
});
