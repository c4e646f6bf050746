import { usePage } from '@rspress/core/runtime';
import { LlmsHint as OriginalLlmsHint } from '@rspress/core/theme-original';

/**
 * Rspress's hint for AI agents (with a `text/markdown` link to the `.md` copy) on every page but the 404 page, which
 * has no copy. Rspress's injection is off (`llmsUI.injectLlmsHint: false`); the layout renders this one instead.
 */
export function LlmsHint() {
  const { page } = usePage();
  return page.pageType === '404' ? null : <OriginalLlmsHint />;
}
