import { stripBasePath } from '../site-model.mjs';

/**
 * The router path of a hit URL (`/guide/x#y`, without the site's base path), or `null` for a URL outside the site.
 * The local index carries router paths; hosted DocSearch records carry absolute URLs of the deployed site, which
 * include the base path (`base`, such as `/` or `/docs/`) that is taken off here.
 */
export function sitePath(url: string, origins: string[], base = '/'): string | null {
  try {
    const parsed = new URL(url, 'http://in-site.invalid');
    const rest = `${parsed.search}${parsed.hash}`;
    if (parsed.origin === 'http://in-site.invalid') return `${parsed.pathname}${rest}`;
    if (!origins.includes(parsed.origin)) return null;
    const path = stripBasePath(base, parsed.pathname);
    return path === null ? null : `${path}${rest}`;
  } catch {
    return null;
  }
}
