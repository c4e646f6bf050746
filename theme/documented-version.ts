import rslibPackage from '@rslib/core/package.json';

/** The installed `@rslib/core` release, which the pages and example builds document (the bundle keeps only this). */
export const documentedVersion: string = rslibPackage.version;

/** The release line of {@link documentedVersion}, as the version menu names it (`1.x`). */
export const documentedLine = `${documentedVersion.split('.')[0]}.x`;

/** The other docs the version menu links to: the previous release line's site and the release notes. */
export const versionLinks = {
  previous: { text: '0.x', link: 'https://v0.rslib.rs' },
  releases: 'https://github.com/web-infra-dev/rslib/releases',
} as const;

/** Where the report link opens a new issue. */
export const newIssueUrl = 'https://github.com/web-infra-dev/rslib/issues/new';
