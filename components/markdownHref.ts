import { withBase } from '@rspress/core/runtime';

/**
 * The address of a section in the `.md` copies, as Rspress writes every other link there: the page's Markdown copy
 * under the base path, after the site's origin (`https://rslib.rs/zh/guide/start/quick-start.md#example-project`).
 */
export function markdownHref(route: string, origin: string): string {
  const [page = '', hash = ''] = route.split('#');
  const file = page.endsWith('/') ? `${page}index.md` : `${page}.md`;
  return `${origin.replace(/\/+$/, '')}${withBase(file)}${hash ? `#${hash}` : ''}`;
}
