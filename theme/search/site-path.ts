import { stripBasePath } from '../site-model.mjs';

/**
 * The router path of a hit URL (`/guide/x#y`, without the site's base path), or `null` for a URL outside the site:
 * hosted DocSearch records carry absolute URLs of the deployed site, base path included; the local index, router paths.
 */
export function sitePath(url: string, origins: string[], base = '/'): string | null {
  try {
    const parsed = new URL(url, 'http://in-site.invalid');
    const rest = `${parsed.search}${parsed.hash}`;
    if (parsed.origin === 'http://in-site.invalid') return `${parsed.pathname}${rest}`;
    const path = origins.includes(parsed.origin) ? stripBasePath(base, parsed.pathname) : null;
    return path === null ? null : `${path}${rest}`;
  } catch {
    return null;
  }
}
