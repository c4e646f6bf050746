import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';

/** Props `globalUIComponents` in rspress.config.ts passes. */
export type MediumZoomProps = { selector: string };

/**
 * Loads the zoom (`attach.ts`) 100 ms after each navigation, on pages with images only: out of the first load. Rspress
 * renders global UI components from their module's default export.
 */
export default function MediumZoom({ selector }: MediumZoomProps) {
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
