import type { UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../rspress.config';
import { pluginStableSidebar } from '../../theme/plugins/stable-sidebar';

const group = (text: string) => [{ text, link: `/${text}/` }];

describe('stable sidebar', () => {
  it('keeps the sidebar groups of every locale in name order, however Rspress assigns them', async () => {
    const config: UserConfig = { themeConfig: { locales: [{ lang: 'en', label: 'English' }] } };
    await pluginStableSidebar().beforeBuild?.(config, false);
    const themeConfig = config.themeConfig ?? {};
    // What Rspress does with the sidebar it scanned from `_meta.json`: the groups in the order their scans ended.
    themeConfig.locales = themeConfig.locales?.map((locale) => ({
      ...locale,
      sidebar: { '/guide': group('guide'), '/blog': group('blog'), '/config': group('config') },
    }));
    expect(Object.keys(themeConfig.locales?.[0]?.sidebar ?? {})).toEqual(['/blog', '/config', '/guide']);
    expect(themeConfig.locales?.[0]?.sidebar?.['/guide']).toEqual(group('guide'));
    expect(themeConfig.locales?.[0]?.lang).toBe('en');
    // Serialized the same whatever order the scans ended in.
    const again = JSON.stringify(config);
    themeConfig.locales = themeConfig.locales?.map((locale) => ({
      ...locale,
      sidebar: { '/config': group('config'), '/guide': group('guide'), '/blog': group('blog') },
    }));
    expect(JSON.stringify(config)).toBe(again);
  });

  it('is a plugin of the site', () => {
    expect(siteConfig.plugins?.map((plugin) => plugin.name)).toContain('rslib-docs:stable-sidebar');
  });
});
