import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import type { MediumZoomProps } from '../components/MediumZoom';

/**
 * Image zoom of the doc area instead of Rspress's (`mediumZoom: false`): a failing `data-zoom-src` image falls back
 * to the normal one. `?globalUIComponents=0` turns it off like every global component.
 */
export const pluginImageZoom = (props: MediumZoomProps): RspressPlugin => ({
  name: 'rslib-docs-image-zoom',
  globalUIComponents: [[fileURLToPath(new URL('../components/MediumZoom/index.tsx', import.meta.url)), props]],
});
