import { DocContent as BaseDocContent } from '@rspress/core/theme-original';
import { memo } from 'react';

/** Memoised: Rspress's doc layout sets state right after hydration, which would hydrate the content in a long task. */
export const DocContent = memo(BaseDocContent);
