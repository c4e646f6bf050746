import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import './ImageZoom.css';

/** Props of {@link ImageZoom}. */
export interface ImageZoomProps {
  /** CSS selector of the images that open in the zoom overlay when clicked. */
  selector?: string;
}

/**
 * Opens the images of a page in a zoom overlay when clicked, like Rspress's built-in `mediumZoom`, but loads
 * `medium-zoom` only on pages that have such images, so it stays out of every page's first-load JavaScript.
 */
export function ImageZoom({ selector = '.rp-doc img' }: ImageZoomProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    let zoom: Zoom | undefined;
    let active = true;
    // The page's content renders right after a route change; look for images once it is there.
    const timer = setTimeout(() => {
      const images = document.querySelectorAll<HTMLImageElement>(selector);
      if (images.length === 0) return;
      import('medium-zoom')
        .then(({ default: mediumZoom }) => {
          if (active) zoom = mediumZoom(images, { background: 'var(--rp-c-bg)' });
        })
        // Without the zoom chunk (offline, blocked), images stay plain images.
        .catch(() => undefined);
    }, 100);
    return () => {
      active = false;
      clearTimeout(timer);
      zoom?.detach();
      zoom?.close();
    };
  }, [pathname, selector]);
  return null;
}

export default ImageZoom;
