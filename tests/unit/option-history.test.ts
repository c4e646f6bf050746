import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { expectedCheckedWith } from '../../scripts/lib/checked-with.mjs';
import { keyHistory, readOptionVersions } from '../../scripts/lib/option-versions.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import checked from '../../theme/checked-with.data.json' with { type: 'json' };
import { configChangesMarkdown } from '../../theme/option-tables';

// What scripts/derive-option-versions.mjs derives from the releases (scripts/data/option-versions.data.json), where
// the site's "Since" columns, Version bullets and config changes page come from.
const data = readOptionVersions();

describe('the releases read', () => {
  it('start with 0.0.3, the first @rslib/core on npm, and hold no pre-release', () => {
    expect(data.versions[0]).toBe('0.0.3');
    expect(data.versions.filter((v) => semver.prerelease(v))).toEqual([]);
    expect([...data.versions].sort(semver.compare)).toEqual(data.versions);
  });

  it('date the options that 0.0.3 declares from 0.0.3', () => {
    for (const key of ['format', 'bundle', 'dts', 'autoExtension', 'autoExternal']) {
      expect(data.lib[key]?.since, key).toBe('0.0.3');
    }
    expect(data.config['output.target']?.since).toBe('0.0.3');
  });
});

describe('key history and Rsbuild pinned to an older patch', () => {
  const at = (version: string, rsbuildVersion: string, has: boolean) => ({ version, rsbuildVersion, has });
  const since = (reads: ReturnType<typeof at>[], rsbuildGaps: boolean) =>
    keyHistory(
      reads,
      (r) => r.has,
      () => null,
      { rsbuildGaps },
    ).since;

  it('a release pinned to an older patch of the same Rsbuild minor does not move the start (0.13.2 pins 1.5.4)', () => {
    const reads = [
      at('0.12.2', '1.5.0-beta.4', false),
      at('0.12.3', '1.5.17', true),
      at('0.13.0', '1.5.17', true),
      at('0.13.2', '1.5.4', false),
      at('0.13.3', '1.5.17', true),
    ];
    expect(since(reads, true)).toBe('0.12.3');
    expect(since(reads, false)).toBe('0.13.3');
  });

  it('a gap across Rsbuild minor lines does', () => {
    const reads = [at('0.21.3', '2.3.5', true), at('0.21.5', '2.0.15', false), at('1.0.0', '2.2.14', true)];
    expect(since(reads, true)).toBe('1.0.0');
    const later = [at('0.21.3', '2.3.5', true), at('1.0.3', '2.2.14', false), at('1.0.5', '2.3.5', true)];
    expect(since(later, true)).toBe('1.0.5');
  });

  it('resolve.mainFields and resolve.conditionNames are dated 0.12.3, the release the config changes page names', () => {
    expect(data.config['resolve.mainFields']?.since).toBe('0.12.3');
    expect(data.config['resolve.conditionNames']?.since).toBe('0.12.3');
    const added = data.releases.find((r) => r.version === '0.12.3')?.config?.added ?? [];
    expect(added).toEqual(expect.arrayContaining(['resolve.mainFields', 'resolve.conditionNames']));
  });
});

describe('the Rsbuild a release is read from', () => {
  const locked = checked.packages['@rsbuild/core'];

  it('is the locked @rsbuild/core when the release range takes it (what npm install picks today)', () => {
    const inRange = data.releases.filter((r) => r.rsbuild && semver.satisfies(locked, r.rsbuild.range));
    expect(inRange.map((r) => r.version)).toContain('0.21.3');
    for (const release of inRange) expect(release.rsbuild?.version, release.version).toBe(locked);
  });

  it('is what the config changes page names', () => {
    const markdown = configChangesMarkdown(path.join(repoRoot, 'docs'), 'en', data);
    const section = markdown.slice(
      markdown.indexOf('## 0.21.3 '),
      markdown.indexOf('\n## ', markdown.indexOf('## 0.21.3 ') + 1),
    );
    expect(section).toContain(`\`@rsbuild/core@${locked}\``);
  });
});

describe('theme/checked-with.data.json', () => {
  it('is what package-lock.json installs (run node scripts/write-checked-with.mjs)', () => {
    expect(fs.readFileSync(path.join(repoRoot, 'theme/checked-with.data.json'), 'utf8')).toBe(expectedCheckedWith());
  });
});

describe('<CheckedWith />', () => {
  it.each(['en', 'zh'] as const)('names the locked releases on the upgrade page (%s)', async (lang) => {
    const { checkedWithMarkdown } = await import('../../theme/checked-with');
    const page = fs.readFileSync(path.join(repoRoot, `docs/${lang}/guide/basic/upgrade-rslib.mdx`), 'utf8');
    expect(page).toContain("import { CheckedWith } from '@components/CheckedWith';");
    expect(page).toMatch(/\{#checked-with\}\n\n<CheckedWith \/>/);
    const text = checkedWithMarkdown(lang);
    for (const name of ['@rslib/core', '@rsbuild/core', '@rspack/core'] as const) {
      expect(text).toContain(`\`${name}\``);
      expect(text).toContain(` ${checked.packages[name]}`);
    }
  });
});
