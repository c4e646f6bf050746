import { useLocation } from '@rspress/core/runtime';
import type { ZoomOptions } from 'medium-zoom/dist/pure';
import { useEffect } from 'react';

/** Props the plugin passes in `theme/plugins/image-zoom.ts`; the overlay background is always the theme's. */
export type MediumZoomProps = { selector: string; options?: ZoomOptions };

/**
 * Zooms doc images on the theme background; medium-zoom and `attach.ts` load 100 ms after each navigation, on pages
 * with images only, out of the first load. Beyond the default (see `attach.ts`): keyboard buttons, a `data-zoom-src`
 * checked before opening, Escape honoured while opening, and a panning layer for images the window cannot enlarge.
 */
export function MediumZoom({ selector, options = {} }: MediumZoomProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    let detach: (() => void) | undefined;
    let active = true;
    const timer = setTimeout(() => {
      if (!document.querySelector(selector)) return;
      import('./attach')
        .then(({ attachZoom }) => {
          if (active) detach = attachZoom(selector, options);
        })
        // Without the zoom chunk (offline, blocked), images stay plain images.
        .catch(() => undefined);
    }, 100);
    return () => {
      active = false;
      clearTimeout(timer);
      detach?.();
    };
  }, [pathname, selector, options]);
  return null;
}

/** Rspress renders global UI components from their module's default export. */
export default MediumZoom;
