import type { RspressPlugin, UserConfig } from '@rspress/core';

type Locale = NonNullable<NonNullable<UserConfig['themeConfig']>['locales']>[number];

/** A locale whose sidebar groups (`/guide`, `/config`, …) are in name order. */
const withSortedSidebar = (locale: Locale): Locale =>
  locale.sidebar
    ? { ...locale, sidebar: Object.fromEntries(Object.entries(locale.sidebar).sort(([a], [b]) => (a < b ? -1 : 1))) }
    : locale;

/**
 * The sidebar groups in name order whenever Rspress assigns `themeConfig.locales`. It adds each folder's group as its
 * scan of `_meta.json` ends, so the order changed from run to run, and in `rspress dev` a site data that differs only
 * in that order made the open page reload in full instead of taking a save as a hot update (one save in four).
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
