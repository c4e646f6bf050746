import { homeOf, pureRoute, routeIn } from '../site-model.mjs';

/** The reader's page (`suffix`: search and hash) in the `target` language; the 404 page's twin is that home page. */
export function languagePath(input: { pathname: string; suffix: string; notFound: boolean }, target: string): string {
  return input.notFound ? homeOf(target) : `${routeIn(pureRoute(input.pathname), target)}${input.suffix}`;
}
