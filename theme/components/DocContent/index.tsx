import { DocContent as BaseDocContent } from '@rspress/core/theme-original';
import { memo } from 'react';

/**
 * The default page content, re-rendered only when its props change. Rspress's doc layout sets state from the
 * content's ref as soon as the page is hydrated (to watch its headings); without this, that re-render reaches the
 * content while React still has to hydrate it, and React then hydrates the whole content at once, in one long
 * task, instead of in slices of a few milliseconds after the page frame. Client-side navigation still re-renders
 * it: it reads the location.
 */
export const DocContent = memo(BaseDocContent);
