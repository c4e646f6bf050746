/** The installed `@rslib/core` release, which the pages and example builds document (a string rspress.config.ts defines). */
export const documentedVersion: string = RSLIB_CORE_VERSION;

/** The release line of {@link documentedVersion}, as the version menu names it (`1.x`). */
export const documentedLine: string = RSLIB_CORE_LINE;

/** The 0.x docs in each language: the Chinese pages of that site live under `/zh/`. */
export const previousLineSite = { en: 'https://v0.rslib.rs', zh: 'https://v0.rslib.rs/zh/' } as const;

/**
 * The version menu's links to other docs, the previous release line's site and the release notes, named by
 * `releases`. The menus pass the translated name of the releases link (theme/i18n.json), so its script tells the
 * language, and the 0.x link goes to that site's pages in the same language (importing i18n.json here would add it
 * to every page's JavaScript, through the breadcrumbs).
 */
export const versionLinks = (releases: string) => [
  { text: '0.x', link: previousLineSite[/\p{Script=Han}/u.test(releases) ? 'zh' : 'en'] },
  { text: releases, link: 'https://github.com/web-infra-dev/rslib/releases' },
];
