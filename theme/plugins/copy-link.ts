import { fileURLToPath } from 'node:url';
import { copyLinkClass } from '../components/CopyLink/names';
import { copyLinkText } from '../i18n';
import { pagePlugin } from './mdx-import';
import type { HastNode } from './static-html';

/** The headings that get a button: the `##` and `###` of a page, the ones its outline lists. */
const headingTags = new Set(['h2', 'h3']);

/**
 * Ends every `##`/`###` heading of a page with a "copy link" button: `<button class="copy-link rp-toc-exclude"
 * aria-label="Copy link to section">`, nothing else, as it stands in every heading of every page (the HTML budget);
 * `rp-toc-exclude` keeps it out of the outline, which Rspress fills with copies of the headings. The icon comes from
 * theme/styles/copy-link.css, and the code that copies the section's URL (theme/components/CopyLink) names each button
 * after its heading when a reader reaches it. Runs after Rspress's own plugins, so the heading's `#` link and its id
 * are already there. Rspress renders the `.md` copies without rehype plugins, and the search index reads the page's
 * Markdown: neither sees the button.
 */
export function rehypeCopyLinks(lang: 'en' | 'zh') {
  const button = (): HastNode => ({
    type: 'element',
    tagName: 'button',
    properties: { className: [copyLinkClass, 'rp-toc-exclude'], ariaLabel: copyLinkText.label[lang] },
    children: [],
  });
  const visit = (node: HastNode): void => {
    for (const child of node.children ?? []) {
      if (child.type === 'element' && headingTags.has(child.tagName ?? '') && child.properties?.id) {
        child.children = [...(child.children ?? []), button()];
      } else visit(child);
    }
  };
  return visit;
}

/**
 * The section-link buttons: {@link rehypeCopyLinks} for every page (in the language of its folder under `docs/`),
 * their stylesheet, and the listener that loads the copying code on first use (theme/components/CopyLink).
 */
export const pluginCopyLinks = () =>
  pagePlugin<HastNode>('rslib-docs-copy-links', (tree, page) => rehypeCopyLinks(page.lang)(tree), {
    rehype: true,
    globalStyles: fileURLToPath(new URL('../styles/copy-link.css', import.meta.url)),
    globalUIComponents: [fileURLToPath(new URL('../components/CopyLink/index.tsx', import.meta.url))],
  });
