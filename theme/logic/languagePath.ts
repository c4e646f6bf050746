import { homeOf, pureRoute, routeIn } from '../site-model.mjs';

/**
 * The address of the page the reader is on (`pathname`, with `suffix`: its search and hash) in the `target` language,
 * from the language prefix of the path (theme/site-model.mjs). The 404 page's twin is that language's home page.
 */
export function languagePath(input: { pathname: string; suffix: string; notFound: boolean }, target: string): string {
  const { pathname, suffix, notFound } = input;
  if (notFound) return homeOf(target);
  return `${routeIn(pureRoute(pathname), target)}${suffix}`;
}
