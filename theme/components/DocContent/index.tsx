import { DocContent as BaseDocContent } from '@rspress/core/theme-original';
import { memo } from 'react';

/**
 * The page content, re-rendered only when its props change: Rspress's doc layout sets state from the content's ref
 * right after hydration, which would make React hydrate the whole content in one long task instead of in slices.
 */
export const DocContent = memo(BaseDocContent);
