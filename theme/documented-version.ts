/** The installed `@rslib/core` release, which the pages and example builds document (a string rspress.config.ts defines). */
export const documentedVersion: string = RSLIB_CORE_VERSION;

/** The release line of {@link documentedVersion}, as the version menu names it (`1.x`). */
export const documentedLine: string = RSLIB_CORE_LINE;

/** The version menu's links to other docs, the previous release line's site and the release notes, named by `releases`. */
export const versionLinks = (releases: string) => [
  { text: '0.x', link: 'https://v0.rslib.rs' },
  { text: releases, link: 'https://github.com/web-infra-dev/rslib/releases' },
];
