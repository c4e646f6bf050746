import { homeOf, pureRoute, routeIn } from '../site-model.mjs';

/** What the language menu needs to know about the page the reader is on. */
export interface LanguagePathInput {
  /** `location.pathname` of the current page. */
  pathname: string;
  /** `location.search` and `location.hash`, kept on the other language's page. */
  suffix: string;
  /** True on the 404 page: its other-language twin is that language's home page. */
  notFound: boolean;
}

/** The address of the same page in `target`, from the language prefix of the current path (theme/site-model.mjs). */
export function languagePath(input: LanguagePathInput, target: string): string {
  const { pathname, suffix, notFound } = input;
  if (notFound) return homeOf(target);
  return `${routeIn(pureRoute(pathname), target)}${suffix}`;
}
