import { usePage } from '@rspress/core/runtime';
import { LlmsHint as OriginalLlmsHint } from '@rspress/core/theme-original';

/** Rspress's hint for AI agents, except on the 404 page (no `.md` copy); Rspress's own injection is off (config). */
export function LlmsHint() {
  const { page } = usePage();
  return page.pageType === '404' ? null : <OriginalLlmsHint />;
}
