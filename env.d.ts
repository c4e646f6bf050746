declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** Set by Rspress at build time: true while it renders the Markdown copies of the pages (`llms: true`). */
interface ImportMetaEnv {
  readonly SSG_MD: boolean;
  /** Set by Rsbuild: true in `rspress dev`, false in builds. */
  readonly DEV: boolean;
  /** Set by Rsbuild: true in the bundle that renders the static HTML, false in the browser's. */
  readonly SSR: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The generated parts of the config pages for their `.md` copies, by `<part>:<lang>` (theme/plugins/static-components.ts). */
declare const RSLIB_OPTION_TABLES: Record<string, string>;

/** The installed `@rslib/core` version and its release line (`1.x`), defined by rspress.config.ts (theme/documented-version.ts). */
declare const RSLIB_CORE_VERSION: string;
declare const RSLIB_CORE_LINE: string;
/** The site's origin and base path, without a trailing slash (theme/site.ts's `siteUrl`), defined by rspress.config.ts. */
declare const RSLIB_SITE_URL: string;
