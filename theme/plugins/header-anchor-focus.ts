import type { RspressPlugin } from '@rspress/core';

/** The part of a HAST node this plugin reads. */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** Whether a node is one of the `#` links Rspress puts in every heading. */
function isHeaderAnchor(node: HastNode): boolean {
  const { class: classString, className } = node.properties ?? {};
  const classes = Array.isArray(className) ? className : String(classString ?? className ?? '').split(/\s+/);
  return node.tagName === 'a' && classes.includes('rp-header-anchor');
}

/**
 * Takes the `#` links of headings out of the Tab order. Rspress hides them from screen readers
 * (`aria-hidden="true"`) but leaves them focusable, so keyboard users land on a link that announces nothing;
 * the heading's own link in the page outline stays reachable. Runs after Rspress's own rehype plugins.
 */
export function rehypeHeaderAnchorFocus() {
  const visit = (node: HastNode) => {
    if (isHeaderAnchor(node) && node.properties) node.properties.tabIndex = -1;
    for (const child of node.children ?? []) visit(child);
  };
  return (tree: HastNode) => visit(tree);
}

/** Adds {@link rehypeHeaderAnchorFocus} to the MDX pipeline. */
export function pluginHeaderAnchorFocus(): RspressPlugin {
  return { name: 'rslib-docs-header-anchor-focus', markdown: { rehypePlugins: [rehypeHeaderAnchorFocus] } };
}
