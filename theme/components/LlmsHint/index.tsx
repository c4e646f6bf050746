import { usePage } from '@rspress/core/runtime';
import { LlmsHint as OriginalLlmsHint } from '@rspress/core/theme-original';

/**
 * Rspress's hint for AI agents (a visually hidden sentence and a `text/markdown` alternate link to the page's `.md`
 * copy) on every page but the 404 page, which has no Markdown copy: a link there would send crawlers to another
 * 404. Rspress's own injection is off (`themeConfig.llmsUI.injectLlmsHint: false` in rspress.config.ts) and the
 * layout renders this one in its place, so the built 404.html needs no rewriting after the build.
 */
export function LlmsHint() {
  const { page } = usePage();
  return page.pageType === '404' ? null : <OriginalLlmsHint />;
}
