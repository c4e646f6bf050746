/** Whether the site has search: not turned off by `search: false` in the site config or in `themeConfig`. */
export const isSearchEnabled = (site: { search?: unknown; themeConfig?: { search?: boolean } }): boolean =>
  site.search !== false && site.themeConfig?.search !== false;
