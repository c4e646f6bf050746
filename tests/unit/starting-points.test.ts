import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectExamples } from '../../scripts/lib/examples.mjs';
import { journeyMissingPackages, pagesUnderTest } from '../../scripts/lib/page-rules.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import {
  assetsRoot,
  exampleBase,
  hiddenFixtures,
  installedBy,
  missingCallouts,
  refusedAssets,
  sectionLines,
  sectionSteps,
  startingPoint,
  startingPointSource,
  unlistedPackages,
} from '../../scripts/lib/starting-points.mjs';
import { languages } from '../../theme/site-model.mjs';
import { defaultStartingPoint, startingPoints } from '../../theme/starting-points.mjs';

// Examples build on starting points that a page section shows in full, never on a folder the reader cannot see,
// and every page whose examples build on one says so, with a link, before its first example. `npm run check:page`
// runs this file with PAGES set: the "every page" tests then read only those pages.

const pages = fs
  .readdirSync(path.join(repoRoot, 'docs'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /^(en|zh)\/.*\.mdx$/.test(file))
  .map((file) => `docs/${file}`)
  .filter(pagesUnderTest())
  .sort();
const read = (page: string) => fs.readFileSync(path.join(repoRoot, page), 'utf8');
let parsed: { page: string; source: string; examples: ReturnType<typeof collectExamples> }[] | undefined;
/** Every page with its examples, parsed once for the tests that need them all. */
const allPages = () => {
  parsed ??= pages.map((page) => {
    const source = read(page);
    return { page, source, examples: collectExamples(page, source) };
  });
  return parsed;
};

// Every page is parsed once, before the tests and under its own time limit: on two cores busy with the example
// builds (npm test) the parse alone took longer than one test's 20 s.
beforeAll(() => {
  allPages();
}, 300_000);

describe('starting points', () => {
  for (const [id, start] of Object.entries(startingPoints)) {
    for (const lang of languages) {
      it(`${id} (${lang}) is a section that shows files or commands, and its title is its page's`, () => {
        const { page, steps } = startingPointSource(id, lang);
        expect(steps.length).toBeGreaterThan(0);
        expect(read(page)).toMatch(new RegExp(`^(?:# |title: )${start.title[lang]}$`, 'm'));
      });
    }
  }

  it('the default starting point exists', () => {
    expect(Object.keys(startingPoints)).toContain(defaultStartingPoint);
  });
});

describe('sectionSteps', () => {
  const page = [
    '# Page',
    '## Set up {#set-up}',
    '```bash',
    'npm init -y',
    '```',
    '<PackageManagerTabs command="install -D @rslib/core" />',
    '### Files {#files}',
    '```json title="package.json"',
    '{ "type": "module" }',
    '```',
    '```ts title="src/index.ts"',
    "import { x } from './x';",
    '// ---cut---',
    'export const y = 1;',
    '```',
    '```bash example="a"',
    'npm run build',
    '```',
    '```text title="dist"',
    'dist/index.js',
    '```',
    '## Later {#later}',
    '```ts title="src/later.ts"',
    'export {};',
    '```',
  ].join('\n');

  it('reads files, commands and installs up to the next heading of the same level, without builds or outputs', () => {
    expect(sectionSteps(page, 'set-up', 'page').map(({ line: _line, ...step }) => step)).toEqual([
      { kind: 'commands', commands: ['npm init -y'] },
      { kind: 'commands', commands: ['npm install -D @rslib/core'] },
      { kind: 'file', path: 'package.json', code: '{ "type": "module" }' },
      { kind: 'file', path: 'src/index.ts', code: 'export const y = 1;' },
    ]);
  });

  it('fails on a section that does not exist', () => {
    expect(() => sectionSteps(page, 'nowhere', 'page')).toThrow('no section {#nowhere}');
  });
});

describe('fixture folders', () => {
  const section = 'Download [logo.png](/logo.png) into `src/assets/logo.png`.\n```ts title="src/index.ts"\n```';

  it('refuses a file that the section neither shows nor names', () => {
    expect(refusedAssets(section, ['src/index.ts'], ['src/hidden.ts'], 'page#start')).toEqual([
      'page#start does not show or name src/hidden.ts, a file of its fixture folder: show it on the page',
    ]);
  });

  it('refuses a copy of a file that the section shows as a code block', () => {
    expect(refusedAssets(section, ['src/index.ts'], ['src/index.ts'], 'page#start')).toHaveLength(1);
  });

  it('accepts a file that the section names but cannot show', () => {
    expect(refusedAssets(section, ['src/index.ts'], ['src/assets/logo.png'], 'page#start')).toEqual([]);
  });

  it('every folder is a starting point’s or a listed hidden fixture, and every listed one still exists', () => {
    // The folder itself is gone once no starting point needs a file that a page cannot show.
    const folders = fs.existsSync(assetsRoot) ? fs.readdirSync(assetsRoot).sort() : [];
    const unknown = folders.filter((f) => !(f in startingPoints) && !hiddenFixtures.includes(f));
    const gone = hiddenFixtures.filter((f) => !folders.includes(f));
    expect({ unknown, gone }).toEqual({ unknown: [], gone: [] });
  });

  it('every example names a starting point or a listed hidden fixture', () => {
    const errors: string[] = [];
    for (const { page, examples } of allPages()) {
      for (const example of examples) {
        try {
          exampleBase(example.fixture);
        } catch (error) {
          errors.push(`${page}:${example.line}: ${(error as Error).message}`);
        }
      }
    }
    expect(errors).toEqual([]);
  });
});

describe('pages that set up their own project', () => {
  it('build every example below that set-up on a starting point of the same page', () => {
    // A set-up section: a starting point made of every step of its section (no `examples`), on the page itself.
    // The reader who follows the page has that project, not the default one of Quick start.
    const errors: string[] = [];
    for (const { page, source, examples } of allPages()) {
      const route = page.replace(/^docs\/[^/]+\//, '').replace(/\.mdx$/, '');
      const own = Object.entries(startingPoints).filter(([, start]) => start.page === route && !('examples' in start));
      if (own.length === 0) continue;
      const first = Math.min(...own.map(([, start]) => sectionLines(source, start.anchor)?.start ?? Infinity));
      for (const example of examples) {
        if (example.line < first) continue;
        const { start } = exampleBase(example.fixture);
        if (startingPoint(start).page !== route)
          errors.push(
            `${page}:${example.line}: example "${example.name}" builds on "${start}", not on this page's set-up`,
          );
      }
    }
    expect(errors).toEqual([]);
  });
});

describe('starting-point callouts', () => {
  const examples = [{ fixture: undefined, line: 9, name: 'a' }];
  const lines = (...body: string[]) => ['# Page', '', ...body].join('\n');

  it('fails a page whose examples build on a starting point it does not show', () => {
    expect(missingCallouts('docs/en/guide/x.mdx', lines(), examples)).toEqual([
      `docs/en/guide/x.mdx:9: example "a" builds on the starting point "${defaultStartingPoint}", but no <StartFrom id="${defaultStartingPoint}" /> comes before it`,
    ]);
  });

  it('fails a callout that comes after the first example, or names no starting point', () => {
    const late = lines(...Array(10).fill(''), `<StartFrom id="${defaultStartingPoint}" />`);
    expect(missingCallouts('docs/en/guide/x.mdx', late, examples)).toHaveLength(1);
    const unknown = lines('<StartFrom id="nowhere" />');
    expect(missingCallouts('docs/en/guide/x.mdx', unknown, [])).toHaveLength(1);
  });

  it('accepts a callout before the first example', () => {
    const source = lines(`<StartFrom id="${defaultStartingPoint}" />`);
    expect(missingCallouts('docs/en/guide/x.mdx', source, examples)).toEqual([]);
  });

  it('every page shows the starting point of its examples before the first of them', () => {
    const errors = allPages().flatMap(({ page, source, examples }) => missingCallouts(page, source, examples));
    expect(errors).toEqual([]);
  });
});

/**
 * Examples that import a package that neither their page nor their starting point installs, found when the check
 * came in (issue 28). Each was a page to fix (show the install, or say where the package comes from); all are fixed,
 * and the list stays empty.
 */
const knownUnlisted: Record<string, string[]> = {};

describe('packages', () => {
  it('reads the packages of install commands and package-manager tabs', () => {
    const text = 'npm install -D @rslib/core typescript@7\n<PackageManagerTabs command="add sass-embedded" />';
    expect([...installedBy(text)].sort()).toEqual(['@rslib/core', 'sass-embedded', 'typescript']);
  });

  it('finds an import that neither the page nor the starting point installs', () => {
    const files = [{ path: 'rslib.config.ts', code: "import { pluginSass } from '@rsbuild/plugin-sass';" }];
    const page = 'docs/en/config/lib/x.mdx';
    expect(unlistedPackages(page, '', { fixture: undefined, files })).toEqual(['@rsbuild/plugin-sass']);
    const shown = 'npm add -D @rsbuild/plugin-sass';
    expect(unlistedPackages(page, shown, { fixture: undefined, files })).toEqual([]);
  });

  it('does not count an alias or an external of the config, or a Module Federation remote, as a package', () => {
    const page = 'docs/en/config/lib/x.mdx';
    const config = [
      "import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';",
      "export default { resolve: { alias: { '@utils': './src/utils' } }, plugins: [pluginModuleFederation({ remotes: { provider: 'provider@http://x/mf-manifest.json' } })] };",
    ].join('\n');
    const source =
      "import { add } from '@utils/math';\nimport { hello } from 'provider/hello';\nimport x from 'other';";
    const files = [
      { path: 'rslib.config.ts', code: config },
      { path: 'src/index.ts', code: source },
    ];
    expect(unlistedPackages(page, '', { fixture: undefined, files })).toEqual([
      '@module-federation/rsbuild-plugin',
      'other',
    ]);
    const external = [
      { path: 'rslib.config.ts', code: "export default { lib: [{ output: { externals: ['vscode'] } }] };" },
      { path: 'src/index.ts', code: "import * as vscode from 'vscode';" },
    ];
    expect(unlistedPackages(page, '', { fixture: undefined, files: external })).toEqual([]);
  });

  it('counts the type packages of `tsc --types` and of reference directives as imports', () => {
    const page = 'docs/en/guide/x.mdx';
    const files = [{ path: 'src/env.d.ts', code: '/// <reference types="@rslib/core/types" />' }];
    const check = 'npx tsc --noEmit --ignoreConfig --types node consumer.ts';
    // The declaration files page once ran its consumer check with `--types node` and installed no @types/node.
    expect(unlistedPackages(page, '', { fixture: 'dts-project', files, commands: [check] })).toEqual(['@types/node']);
    const installed = 'npm add -D @types/node';
    expect(unlistedPackages(page, installed, { fixture: 'dts-project', files, commands: [check] })).toEqual([]);
  });

  it('every example imports only packages its page or starting point installs', () => {
    const found: Record<string, string[]> = {};
    for (const { page, source, examples } of allPages()) {
      for (const example of examples) {
        const missing = unlistedPackages(page, source, example);
        const key = `${page.replace(/^docs\/[^/]+\//, '').replace(/\.mdx$/, '')}#${example.name}`;
        if (missing.length > 0) found[key] = missing;
      }
    }
    expect(found).toEqual(knownUnlisted);
  });

  it('every journey imports only packages its page installs or lists', () => {
    // A journey starts from an empty folder and has only what its steps install (the Storybook page once built
    // with @rsbuild/plugin-react that it never installed). The harness would not notice: the packages come from
    // the repo's node_modules.
    const found: Record<string, string[]> = {};
    for (const { page, source } of allPages()) {
      const missing = journeyMissingPackages(page, source);
      if (missing.length > 0) found[page] = missing;
    }
    expect(found).toEqual({});
  });
});
