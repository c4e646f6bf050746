import { metaTitle } from '../lib/markdown.mjs';
import type { Node } from './mdx-import';
import { type HastNode, makeStatic } from './static-html';

/** A line of a drawn tree: a file or a folder, with the note written after it (`index.js  # ESM entry`). */
type TreeEntry = { name: string; note?: string; children: TreeEntry[] };

/** `│   ` and `    ` for each level above, then `├── ` or `└── `, then the name. */
const branchLine = /^((?:│ {3}| {4})*)[├└]── (.*)$/;

const entry = (text: string): TreeEntry => {
  const [, name, note] = /^(\S.*?)\s+#\s+(.*\S)\s*$/.exec(text) ?? [];
  return name && note ? { name, note, children: [] } : { name: text.trim(), children: [] };
};

/** The entries of a tree drawn with `├──`, `└──` and `│` (a root on the first line, four characters per level), or
 * null when the text is not such a tree (a line it cannot place): the block then stays a code block. */
export function parseTree(code: string): TreeEntry[] | null {
  const lines = code.replace(/\n+$/, '').split('\n');
  if (!lines.some((line) => branchLine.test(line))) return null;
  const roots: TreeEntry[] = [];
  const open: TreeEntry[] = []; // the last entry at each depth, the root at 0
  for (const line of lines) {
    const [, indent, name = ''] = branchLine.exec(line) ?? [];
    const root = indent === undefined;
    const depth = root ? 0 : indent.length / 4 + 1;
    if (root ? line.trim() === '' || /^\s|[│├└]/.test(line) : !open[depth - 1] || name.trim() === '') return null;
    open.length = depth;
    open.push(entry(root ? line : name));
    (open[depth - 1]?.children ?? roots).push(open[depth] as TreeEntry);
  }
  return roots;
}

const text = (value: string): HastNode => ({ type: 'text', value });
const element = (tagName: string, children: HastNode[], className?: string): HastNode => ({
  type: 'element',
  tagName,
  properties: className ? { className: [className] } : {},
  children,
});

/** An entry as a list item: a folder's name ends with `/` and holds a nested list, a note follows in `<small>`. */
function item(node: TreeEntry): HastNode {
  const folder = node.children.length > 0 || node.name.endsWith('/');
  const children = [text(folder && !node.name.endsWith('/') ? `${node.name}/` : node.name)];
  if (node.note) children.push(element('small', [text(node.note)]));
  if (node.children.length > 0) children.push(element('ul', node.children.map(item)));
  return element('li', children, folder ? 'd' : undefined);
}

export const treeElement = (roots: TreeEntry[], title: string): HastNode =>
  element('figure', [element('figcaption', [text(title)]), element('ul', roots.map(item))], 'ft');

/** Every `text` block with a title that is a drawn tree becomes the tree, one HTML string (static-html.ts); the `.md`
 * copy keeps the fence, which the examples harness compares with a real build. */
export function replaceTrees(tree: Node & { lang?: string | null; meta?: string | null }): void {
  for (const child of (tree.children ?? []) as (typeof tree)[]) {
    const title = child.type === 'code' && child.lang === 'text' ? metaTitle(child.meta ?? undefined) : undefined;
    const roots = title === undefined ? null : parseTree(child.value ?? '');
    // makeStatic replaces every key of the code block: the figure's tag, class and HTML are all that is left.
    if (title !== undefined && roots) makeStatic(Object.assign(child, treeElement(roots, title)));
    else replaceTrees(child);
  }
}
