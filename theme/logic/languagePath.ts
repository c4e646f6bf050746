/** What the language menu needs to know about the page the reader is on. */
export interface LanguagePathInput {
  /** `location.pathname` of the current page. */
  pathname: string;
  /** `location.search` and `location.hash`, kept on the other language's page. */
  suffix: string;
  /** Language of the current page. */
  current: string;
  /** Language served without a prefix (`en` here). */
  defaultLang: string;
  /** True on the 404 page: its other-language twin is that language's home page. */
  notFound: boolean;
}

/** The address of the same page in `target`, derived from the `/<lang>/` prefix of the current path. */
export function languagePath(input: LanguagePathInput, target: string): string {
  const { pathname, suffix, current, defaultLang, notFound } = input;
  const prefix = (lang: string) => (lang === defaultLang ? '' : `/${lang}`);
  if (notFound) return `${prefix(target)}/`;
  const own = prefix(current);
  const rest = own && (pathname === own || pathname.startsWith(`${own}/`)) ? pathname.slice(own.length) : pathname;
  return `${prefix(target)}${rest || '/'}${suffix}`;
}
