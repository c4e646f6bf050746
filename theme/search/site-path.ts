/**
 * The in-site path of a hit URL (`/guide/x#y`), or `null` for a URL of another site. Hosted DocSearch records carry
 * absolute URLs of the deployed site; the local index carries paths.
 */
export function sitePath(url: string, origins: string[]): string | null {
  try {
    const parsed = new URL(url, 'http://in-site.invalid');
    if (parsed.origin !== 'http://in-site.invalid' && !origins.includes(parsed.origin)) return null;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}
