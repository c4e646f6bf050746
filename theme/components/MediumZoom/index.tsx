import { useLocation } from '@rspress/core/runtime';
import type { Zoom, ZoomOptions } from 'medium-zoom/dist/pure';
import { useEffect } from 'react';
import './index.css';

/** Props the plugin passes in `theme/plugins/image-zoom.ts`. */
export interface MediumZoomProps {
  /** The images that open in the overlay. */
  selector: string;
  /** medium-zoom options; the overlay background is always the theme's. */
  options?: ZoomOptions;
}

/** Attribute holding the address of a larger version of an image, loaded when the image is zoomed. */
const hdAttribute = 'data-zoom-src';

/** Loads the high-resolution image first; on failure, warns and drops it, so the normal image is zoomed. */
function checkHighResolution(image: HTMLImageElement): Promise<void> {
  const src = image.getAttribute(hdAttribute);
  if (!src) return Promise.resolve();
  return new Promise((resolve) => {
    const probe = new Image();
    probe.onload = () => resolve();
    probe.onerror = () => {
      console.warn(`Could not load the zoom image ${src}; showing ${image.currentSrc || image.src} instead.`);
      image.removeAttribute(hdAttribute);
      resolve();
    };
    probe.src = src;
  });
}

/**
 * Opens images of the doc area in a zoom overlay on the theme background (medium-zoom, loaded and attached 100 ms
 * after each navigation on pages with images). Unlike the default, a `data-zoom-src` image is loaded before the
 * overlay opens, so a missing one leaves the normal image in the overlay instead of a broken one, and Escape
 * pressed while the image is still growing closes it as soon as it is open.
 */
export function MediumZoom({ selector, options = {} }: MediumZoomProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    let zoom: Zoom | undefined;
    let active = true;
    // medium-zoom ignores Escape during its opening animation; remember it and close once the image is open.
    let opening = false;
    let closeWhenOpened = false;
    const onKeyUp = (event: KeyboardEvent) => {
      if (opening && event.key === 'Escape') closeWhenOpened = true;
    };
    // medium-zoom is loaded only on pages that have images, so it stays out of every page's first load.
    const timer = setTimeout(() => {
      if (!document.querySelector(selector)) return;
      // The pure build with its stylesheet as a file: the default build inserts a <style> element, which the
      // site's Content-Security-Policy blocks (style-src-elem allows only the inline styles of the built pages).
      Promise.all([import('medium-zoom/dist/pure'), import('medium-zoom/dist/style.css')])
        .then(([{ default: mediumZoom }]) => {
          if (!active) return;
          zoom = mediumZoom(selector, { ...options, background: 'var(--rp-c-bg)' });
          zoom.on('open', () => {
            opening = true;
          });
          zoom.on('opened', () => {
            opening = false;
            if (closeWhenOpened) void zoom?.close();
            closeWhenOpened = false;
          });
        })
        // Without the zoom chunk (offline, blocked), images stay plain images.
        .catch(() => undefined);
    }, 100);
    const onClick = (event: MouseEvent) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement) || !zoom?.getImages().includes(image)) return;
      if (!image.hasAttribute(hdAttribute) || image.classList.contains('medium-zoom-image--hidden')) return;
      event.stopPropagation();
      void checkHighResolution(image).then(() => zoom?.open({ target: image }));
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('keyup', onKeyUp);
    return () => {
      active = false;
      clearTimeout(timer);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keyup', onKeyUp);
      zoom?.detach();
      void zoom?.close();
    };
  }, [pathname, selector, options]);
  return null;
}

/** Rspress renders global UI components from their module's default export. */
export default MediumZoom;
