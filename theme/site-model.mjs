// The site's shape for the theme, rspress.config.ts, scripts/ and tests: JavaScript with JSDoc types (`checkJs`), so
// Node runs the scripts that import it without a build step.

/** @typedef {'en' | 'zh'} Lang */
/** A text in every language of the site: the one shape of translated strings. @typedef {Record<Lang, string>} Translated */

/** The languages of the site, the default one (served without a prefix) first. @type {readonly Lang[]} */
export const languages = ['en', 'zh'];
/** @type {Lang} */
export const defaultLang = 'en';

/** Each language with its region, for dates, feeds, `og:locale` and browsers in the benchmarks. @type {Readonly<Record<Lang, string>>} */
export const regionTags = { en: 'en-US', zh: 'zh-CN' };

/** Whether a value names one of the site's languages. @param {unknown} value @returns {value is Lang} */
export const isLang = (value) => languages.some((lang) => lang === value);

/** One of the site's languages for any value, the default one for anything unknown. @param {unknown} value */
export const langOrDefault = (value) => (isLang(value) ? value : defaultLang);

/** The URL prefix of a language: `''` for the default one, `/zh` for Chinese. @param {string} lang */
const langPrefix = (lang) => (lang === defaultLang ? '' : `/${lang}`);

/** The language of a route, from its prefix: `/zh/guide/` → `zh`, `/guide/` → `en`. @param {string} route @returns {Lang} */
export const langOfRoute = (route) => langOrDefault(route.split('/')[1]);

/** A route without its language prefix: `/zh/guide/x` → `/guide/x`, `/zh` and `/zh/` → `/`. @param {string} route */
export function pureRoute(route) {
  const prefix = langPrefix(langOfRoute(route));
  return prefix ? route.slice(prefix.length) || '/' : route;
}

/** The route of a page in a language: `('/guide/', 'zh')` → `/zh/guide/`. @param {string} pure @param {string} lang */
export const routeIn = (pure, lang) => `${langPrefix(lang)}${pure}`;

/** A page's source file (under `docs/`, with `/`) in another language; undefined outside the language folders. @param {string} source @param {Lang} lang */
export function sourceIn(source, lang) {
  const [first, ...rest] = source.split('/');
  return isLang(first) && rest.length > 0 ? [lang, ...rest].join('/') : undefined;
}

/** The clean URL of a page file of a language: `guide/start/index.mdx` → `/zh/guide/start/`. @param {string} lang @param {string} file */
export const routeOf = (lang, file) => routeIn(`/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`, lang);

/** The home page of a language: `/` or `/zh/`. @param {string} lang */
export const homeOf = (lang) => routeIn('/', lang);

/** Reads a frontmatter date (a `Date` or an ISO string) as `YYYY-MM-DD`; anything else is not a date. @param {unknown} value */
export function toIsoDate(value) {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : undefined;
}

/**
 * A page right below the blog with a valid frontmatter `date`: the blog lists it, the feed carries it, its title stays
 * in the shared page data. @param {{ routePath: string, frontmatter?: Record<string, unknown> }} page
 */
export const isBlogPost = (page) =>
  /^\/blog\/[^/]+$/.test(pureRoute(page.routePath)) && toIsoDate(page.frontmatter?.date) !== undefined;

/** Whether a route is the blog overview of its language (`/blog/`, `/zh/blog/`). @param {string} route */
export const isBlogIndex = (route) => pureRoute(route) === '/blog/';

/** Whether a route is the 404 page (`/404`, `/zh/404`). @param {string} route */
export const isNotFoundRoute = (route) => pureRoute(route) === '/404';

/** The kind of a page, which picks its social preview image, from its route (`/zh/config/lib/format` → `config`). @param {string} route */
export function pageKindOf(route) {
  const section = pureRoute(route).split('/')[1];
  return /** @type {const} */ (['guide', 'config', 'blog']).find((kind) => kind === section) ?? 'home';
}

/**
 * The path a build is hosted under, as Rspress's `base` wants it (`/`, or `/sub/` for `sub`); anything else than a plain
 * path stops the build with a message rather than producing broken links. @param {string | undefined} value
 */
export function normalizeBasePath(value) {
  const trimmed = (value ?? '').trim();
  if (trimmed === '' || trimmed === '/') return '/';
  const parts = trimmed.split('/').filter(Boolean);
  if (parts.length === 0 || parts.some((part) => part === '.' || part === '..' || !/^[\w.~-]+$/.test(part))) {
    throw new Error(`BASE_PATH must be a plain path such as /docs/, not ${JSON.stringify(value)}`);
  }
  return `/${parts.join('/')}/`;
}

/** A site path under a base path: `('/sub/', '/guide/')` → `/sub/guide/`. @param {string} base @param {string} path */
export const withBasePath = (base, path) => `${base.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

/** A pathname without its base path (`('/sub/', '/sub/zh/')` → `/zh/`); `null` when it lies outside it. @param {string} base @param {string} pathname */
export function stripBasePath(base, pathname) {
  const root = base.replace(/\/$/, '');
  return pathname === root ? '/' : pathname.startsWith(base) ? pathname.slice(root.length) : null;
}
