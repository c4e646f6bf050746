import { fileURLToPath } from 'node:url';
import { copyLinkClass } from '../components/CopyLink/names';
import { copyLinkText } from '../i18n';
import { pagePlugin } from './mdx-import';
import type { HastNode } from './static-html';

/** Ends every `##`/`###` heading with a bare labelled `<button class="copy-link">` (every heading has one: the HTML
 * budget), `rp-toc-exclude` keeping it out of the outline's copies of the headings. After Rspress's plugins, so the
 * heading has its `#` link and id; the `.md` copies and the search index read the Markdown and never see it. */
export function rehypeCopyLinks(node: HastNode, lang: 'en' | 'zh'): void {
  for (const child of node.children ?? []) {
    if (child.type === 'element' && /^h[23]$/.test(child.tagName ?? '') && child.properties?.id) {
      const properties = { className: [copyLinkClass, 'rp-toc-exclude'], ariaLabel: copyLinkText.label[lang] };
      child.children = [...(child.children ?? []), { type: 'element', tagName: 'button', properties, children: [] }];
    } else rehypeCopyLinks(child, lang);
  }
}

/** The buttons, their icon, and the code that copies a section's URL, loaded on first use (theme/components/CopyLink). */
export const pluginCopyLinks = () =>
  pagePlugin<HastNode>('rslib-docs-copy-links', (tree, page) => rehypeCopyLinks(tree, page.lang), {
    rehype: true,
    globalStyles: fileURLToPath(new URL('../styles/copy-link.css', import.meta.url)),
    globalUIComponents: [fileURLToPath(new URL('../components/CopyLink/index.tsx', import.meta.url))],
  });
