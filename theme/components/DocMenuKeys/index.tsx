import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';

/**
 * The keys and states of the narrow-screen sidebar and outline toggles and of the sidebar's group headers
 * (`attach.ts`), added around Rspress's doc layout markup rather than in a copy of it, on each page. Loaded after the page is interactive, out of its
 * first-load JavaScript. Renders nothing.
 */
export function DocMenuKeys() {
  const { pathname } = useLocation();
  useEffect(() => {
    let detach: (() => void) | undefined;
    let gone = false;
    import('./attach').then(({ attachDocMenuKeys }) => {
      if (!gone) detach = attachDocMenuKeys();
    });
    return () => {
      gone = true;
      detach?.();
    };
  }, [pathname]);
  return null;
}
