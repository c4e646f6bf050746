import type { RspressPlugin } from '@rspress/core';

/** The part of a hast node this plugin reads. */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const isHeaderAnchor = (node: HastNode): boolean => {
  const className = node.properties?.class ?? node.properties?.className;
  const classes = Array.isArray(className) ? className : String(className ?? '').split(/\s+/);
  return node.type === 'element' && node.tagName === 'a' && classes.includes('rp-header-anchor');
};

/**
 * Takes the `#` link that Rspress puts in every heading out of the tab order. The link is `aria-hidden`
 * (screen readers skip it), so a focusable copy would be an invisible stop for keyboard users; they reach
 * sections through the outline instead.
 */
export function rehypeUnfocusableHeaderAnchors() {
  const visit = (node: HastNode): void => {
    if (isHeaderAnchor(node)) node.properties = { ...node.properties, tabIndex: -1 };
    node.children?.forEach(visit);
  };
  return visit;
}

/** Rspress plugin that applies {@link rehypeUnfocusableHeaderAnchors} to every page. */
export function pluginHeadingAnchors(): RspressPlugin {
  return { name: 'rslib-docs-heading-anchors', markdown: { rehypePlugins: [rehypeUnfocusableHeaderAnchors] } };
}
