import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { typescriptVersions } from '../../scripts/lib/projects.mjs';

// The Rstest page warns that npm refuses `npm install -D @rstest/core @rstest/adapter-rslib` (ERESOLVE) in a project
// with TypeScript 7, and tells the reader to override the adapter's optional `typescript` peer. Both halves rest on
// the installed adapter: its peer range must leave out the TypeScript 7 a newcomer gets, and its code must never load
// `typescript` (else the override would hide a real break). When an adapter release accepts TypeScript 7, this test
// fails: take the warning out of both pages.

const adapterDir = path.join(repoRoot, 'node_modules/@rstest/adapter-rslib');
const adapter = JSON.parse(fs.readFileSync(path.join(adapterDir, 'package.json'), 'utf8')) as {
  version: string;
  peerDependencies: Record<string, string>;
};
const range = adapter.peerDependencies.typescript ?? '';
const ts7 = typescriptVersions['7'] ?? '';

/** The text of the page's `## Install` section. */
function installSection(lang: string): string {
  const text = fs.readFileSync(path.join(repoRoot, 'docs', lang, 'guide/advanced/rstest.mdx'), 'utf8');
  const start = text.indexOf('{#install}');
  return text.slice(start, text.indexOf('\n## ', start));
}

describe('Rstest with TypeScript 7', () => {
  it(`adapter ${adapter.version} leaves TypeScript ${ts7} out of its peer range (${range})`, () => {
    expect(range).not.toBe('');
    expect(semver.satisfies(ts7, range)).toBe(false);
  });

  it('the adapter never loads the typescript package', () => {
    const dist = path.join(adapterDir, 'dist');
    for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('.js'))) {
      const code = fs.readFileSync(path.join(dist, file), 'utf8');
      expect(code, file).not.toMatch(/(from|import\(|require\()\s*["']typescript["']/);
    }
  });

  for (const lang of ['en', 'zh']) {
    it(`the install section (${lang}) warns about ERESOLVE and shows the override`, () => {
      const section = installSection(lang);
      expect(section).toContain('ERESOLVE');
      expect(section).toContain(`\`${range}\``);
      expect(section).toContain('node_modules/@rstest/adapter-rslib/package.json');
      expect(section).toMatch(/"overrides":\s*\{\s*"@rstest\/adapter-rslib":\s*\{\s*"typescript":\s*"\$typescript"/);
    });
  }
});
