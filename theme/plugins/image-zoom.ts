import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import type { MediumZoomProps } from '../components/MediumZoom';

/**
 * Image zoom for the doc area, in place of Rspress's built-in one (`mediumZoom: false` in the config): the
 * same overlay, but a failing `data-zoom-src` image falls back to the normal one. `?globalUIComponents=0`
 * turns it off like every global component.
 */
export function pluginImageZoom(props: MediumZoomProps): RspressPlugin {
  return {
    name: 'rslib-docs-image-zoom',
    globalUIComponents: [[fileURLToPath(new URL('../components/MediumZoom/index.tsx', import.meta.url)), props]],
  };
}
