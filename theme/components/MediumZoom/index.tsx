import { useLocation } from '@rspress/core/runtime';
import type { ZoomOptions } from 'medium-zoom/dist/pure';
import { useEffect } from 'react';

/** Props the plugin passes in `theme/plugins/image-zoom.ts`. */
export interface MediumZoomProps {
  /** The images that open in the overlay. */
  selector: string;
  /** medium-zoom options; the overlay background is always the theme's. */
  options?: ZoomOptions;
}

/**
 * Opens images of the doc area in a zoom overlay on the theme background (medium-zoom and `attach.ts`, loaded and
 * attached 100 ms after each navigation on pages with images, so they stay out of every page's first load). Unlike
 * the default, a zoomable image is a button the keyboard reaches and opens; a `data-zoom-src` image is loaded before
 * the overlay opens, so a missing one leaves the normal image in the overlay instead of a broken one; Escape
 * pressed while the image is still growing closes it as soon as it is open; and an image the window cannot show
 * larger (a wide diagram on a phone) opens at its own size in a layer that pans.
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
