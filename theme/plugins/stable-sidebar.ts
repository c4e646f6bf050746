import type { RspressPlugin, UserConfig } from '@rspress/core';

type Locale = NonNullable<NonNullable<UserConfig['themeConfig']>['locales']>[number];

/** A locale whose sidebar groups (`/guide`, `/config`, …) are in name order. */
const withSortedSidebar = (locale: Locale): Locale =>
  locale.sidebar
    ? { ...locale, sidebar: Object.fromEntries(Object.entries(locale.sidebar).sort(([a], [b]) => (a < b ? -1 : 1))) }
    : locale;

/**
 * The sidebar groups in name order whenever Rspress assigns `themeConfig.locales`: it adds each group as its folder's
 * scan ends, and in `rspress dev` site data differing only in that order reloaded the page instead of a hot update.
 * Installed in `beforeBuild`, on the config Rspress builds with, so no other plugin's config hook can undo it.
 */
export const pluginStableSidebar = (): RspressPlugin => ({
  name: 'rslib-docs:stable-sidebar',
  beforeBuild(config) {
    config.themeConfig ??= {};
    let locales = config.themeConfig.locales?.map(withSortedSidebar);
    Object.defineProperty(config.themeConfig, 'locales', {
      configurable: true,
      enumerable: true,
      get: () => locales,
      set: (value: Locale[] | undefined) => {
        locales = value?.map(withSortedSidebar);
      },
    });
  },
});
