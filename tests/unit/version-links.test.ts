import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../theme/i18n.json' with { type: 'json' };

// The version menu's 0.x entry (theme/documented-version.ts, shown by the top bar's menu and the full-screen menu):
// Chinese pages link the Chinese 0.x docs, which live under /zh/ on that site.
let versionLinks: typeof import('../../theme/documented-version').versionLinks;
beforeAll(async () => {
  vi.stubGlobal('RSLIB_CORE_VERSION', '1.0.0');
  vi.stubGlobal('RSLIB_CORE_LINE', '1.x');
  ({ versionLinks } = await import('../../theme/documented-version'));
});
// The unit files share their worker (vitest.config.ts): the next file must not see these globals.
afterAll(() => vi.unstubAllGlobals());

describe('version menu links', () => {
  it('English pages: the 0.x site and the release notes', () => {
    expect(versionLinks(i18n.versionReleasesText.en)).toEqual([
      { text: '0.x', link: 'https://v0.rslib.rs' },
      { text: i18n.versionReleasesText.en, link: 'https://github.com/web-infra-dev/rslib/releases' },
    ]);
  });

  it('Chinese pages: the Chinese pages of the 0.x site', () => {
    expect(versionLinks(i18n.versionReleasesText.zh)[0]).toEqual({ text: '0.x', link: 'https://v0.rslib.rs/zh/' });
  });
});
