const cache = new Map<string, string>();

/**
 * The Markdown copy of a page, or `undefined` when it cannot be had: the request failed, the server answered
 * with an error, or it sent an HTML page instead (a host's 404 page, or the dev server's fallback). Only good
 * answers are kept, so a later click tries again.
 */
export async function fetchMarkdown(url: string): Promise<string | undefined> {
  const cached = cache.get(url);
  if (cached !== undefined) return cached;
  try {
    const response = await fetch(url);
    if (!response.ok || response.headers.get('content-type')?.includes('text/html')) return undefined;
    const markdown = await response.text();
    cache.set(url, markdown);
    return markdown;
  } catch {
    return undefined;
  }
}
