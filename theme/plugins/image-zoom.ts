import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/**
 * Zooms the images of a page on click, loading `medium-zoom` only where a page has images. Replaces Rspress's
 * built-in `mediumZoom` (set `mediumZoom: false` next to it), which puts the library in every page's first load.
 */
export function pluginImageZoom(selector: string): RspressPlugin {
  return {
    name: 'rslib-docs-image-zoom',
    globalUIComponents: [[path.join(__dirname, '../components/ImageZoom/index.tsx'), { selector }]],
  };
}
