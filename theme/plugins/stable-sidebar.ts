import type { RspressPlugin, UserConfig } from '@rspress/core';

type Locale = NonNullable<NonNullable<UserConfig['themeConfig']>['locales']>[number];

/** A locale whose sidebar groups (`/guide`, `/config`, …) are in name order. */
function withSortedSidebar(locale: Locale): Locale {
  const { sidebar } = locale;
  if (!sidebar || typeof sidebar !== 'object' || Array.isArray(sidebar)) return locale;
  return { ...locale, sidebar: Object.fromEntries(Object.entries(sidebar).sort(([a], [b]) => (a < b ? -1 : 1))) };
}

/**
 * The sidebar in the same order every time. Rspress builds each language's sidebar from `_meta.json` by scanning its
 * folders at once, and adds each folder's group to the sidebar object as its scan ends, so the order of the groups
 * (`/guide`, `/config`, `/blog`) changes from one run to the next. Rspress makes the site data again after every save
 * in `rspress dev`, and a site data that differs only in that order is still a change: the open page then reloaded in
 * full instead of taking the edit as a hot update (about one save in four). Rspress sets the generated sidebar by
 * assigning `themeConfig.locales`; this keeps that property's groups in name order whenever it is assigned. Where an
 * Rspress release sets it another way, nothing changes. Installed in `beforeBuild`, on the config Rspress builds with,
 * so no other plugin's config hook can undo it.
 */
export function pluginStableSidebar(): RspressPlugin {
  return {
    name: 'rslib-docs:stable-sidebar',
    beforeBuild(config) {
      config.themeConfig ??= {};
      const { themeConfig } = config;
      let locales = themeConfig.locales?.map(withSortedSidebar);
      Object.defineProperty(themeConfig, 'locales', {
        configurable: true,
        enumerable: true,
        get: () => locales,
        set: (value: Locale[] | undefined) => {
          locales = value?.map(withSortedSidebar);
        },
      });
    },
  };
}
