import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';

/** Loads the zoom (`attach.ts`) 100 ms after a navigation, on pages with images only; Rspress takes default exports. */
export default function MediumZoom({ selector }: { selector: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    let detach: (() => void) | undefined;
    let active = true;
    const timer = setTimeout(() => {
      if (!document.querySelector(selector)) return;
      import('./attach')
        .then(({ attachZoom }) => {
          if (active) detach = attachZoom(selector);
        })
        // Without the zoom chunk (offline, blocked), images stay plain images.
        .catch(() => undefined);
    }, 100);
    return () => {
      active = false;
      clearTimeout(timer);
      detach?.();
    };
  }, [pathname, selector]);
  return null;
}
