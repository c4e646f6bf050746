import type { RspressPlugin } from '@rspress/core';
import type { HastNode } from './static-html';

/**
 * Takes the `#` link that Rspress puts in every heading out of the tab order. The link is `aria-hidden`
 * (screen readers skip it), so a focusable copy would be an invisible stop for keyboard users; they reach
 * sections through the outline instead.
 */
export function rehypeUnfocusableHeaderAnchors() {
  const visit = (node: HastNode): void => {
    const className = node.properties?.class ?? node.properties?.className;
    const classes = Array.isArray(className) ? className : String(className ?? '').split(/\s+/);
    if (node.tagName === 'a' && classes.includes('rp-header-anchor'))
      node.properties = { ...node.properties, tabIndex: -1 };
    node.children?.forEach(visit);
  };
  return visit;
}

export function pluginHeadingAnchors(): RspressPlugin {
  return { name: 'rslib-docs-heading-anchors', markdown: { rehypePlugins: [rehypeUnfocusableHeaderAnchors] } };
}
