import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { metaTitle } from '../lib/markdown.mjs';
import type { Node } from './mdx-import';
import { type HastNode, makeStatic } from './static-html';

/** A line of a drawn tree: a file or a folder, with the note written after it (`index.js  # ESM entry`). */
export interface TreeEntry {
  name: string;
  note?: string;
  children: TreeEntry[];
}

/** `│   ` and `    ` for each level above, then `├── ` or `└── `, then the name. */
const branchLine = /^((?:│ {3}| {4})*)[├└]── (.*)$/;
/** A name and the comment after it: `index  # the executable`. */
const withNote = /^(\S.*?)\s+#\s+(.*\S)\s*$/;

const entry = (text: string): TreeEntry => {
  const note = withNote.exec(text);
  return note?.[1] && note[2] ? { name: note[1], note: note[2], children: [] } : { name: text.trim(), children: [] };
};

/**
 * The entries of a file tree drawn with `├──`, `└──` and `│` (a root on the first line, four characters per level),
 * or null when the text is not such a tree (any line it cannot place): the block then stays a code block.
 */
export function parseTree(code: string): TreeEntry[] | null {
  const lines = code.replace(/\n+$/, '').split('\n');
  if (!lines.some((line) => branchLine.test(line))) return null;
  const roots: TreeEntry[] = [];
  /** The last entry at each depth, the root at 0. */
  const open: TreeEntry[] = [];
  for (const line of lines) {
    const branch = branchLine.exec(line);
    if (!branch) {
      if (line.trim() === '' || /^\s|[│├└]/.test(line)) return null;
      const root = entry(line);
      roots.push(root);
      open.length = 0;
      open.push(root);
      continue;
    }
    const [, indent = '', name = ''] = branch;
    const depth = indent.length / 4 + 1;
    const parent = open[depth - 1];
    if (!parent || name.trim() === '') return null;
    const child = entry(name);
    parent.children.push(child);
    open.length = depth;
    open.push(child);
  }
  return roots;
}

const isFolder = (item: TreeEntry) => item.children.length > 0 || item.name.endsWith('/');
const text = (value: string): HastNode => ({ type: 'text', value });
const element = (tagName: string, children: HastNode[], className?: string): HastNode => ({
  type: 'element',
  tagName,
  properties: className ? { className: className.split(' ') } : {},
  children,
});

/** An entry as a list item: a folder's name ends with `/` and holds a nested list, a note follows in `<small>`. */
function item(node: TreeEntry): HastNode {
  const folder = isFolder(node);
  const label = folder && !node.name.endsWith('/') ? `${node.name}/` : node.name;
  const children: HastNode[] = [text(label)];
  if (node.note) children.push(element('small', [text(node.note)]));
  if (node.children.length > 0) children.push(element('ul', node.children.map(item)));
  return element('li', children, folder ? 'd' : undefined);
}

/** The tree as `<figure class="ft"><figcaption>title</figcaption><ul>…</ul></figure>`. */
export function treeElement(roots: TreeEntry[], title: string): HastNode {
  return element('figure', [element('figcaption', [text(title)]), element('ul', roots.map(item))], 'ft');
}

/** The mdast nodes the transform reads. */
type MdNode = Node & { lang?: string | null; meta?: string | null; children?: MdNode[] };

/**
 * The remark transform: every `text` block with a title whose text is a drawn tree becomes nested lists, as one
 * HTML string (static-html.ts), with the title as the caption. Other blocks stay as they are.
 */
export function replaceTrees(tree: MdNode): void {
  const visit = (node: MdNode) => {
    for (const child of node.children ?? []) {
      if (child.type !== 'code' || child.lang !== 'text') {
        visit(child);
        continue;
      }
      const title = metaTitle(child.meta ?? undefined);
      const roots = title === undefined ? null : parseTree(child.value ?? '');
      if (title === undefined || !roots) continue;
      // makeStatic replaces every key of the code block: the figure's tag, class and HTML are all that is left.
      makeStatic(Object.assign(child, treeElement(roots, title)));
    }
  };
  visit(tree);
}

/**
 * File trees (`text title="dist"` blocks drawn with `├──`) render at build time as nested lists in a figure, folders
 * with a trailing `/`, styled by theme/styles/file-tree.css: no JavaScript, no highlighted spans. The source keeps the
 * fence, which the examples harness compares with a real build; the `.md` copy, which Rspress renders without
 * `markdown.remarkPlugins`, keeps it too.
 */
export function pluginFileTree(): RspressPlugin {
  return {
    name: 'rslib-docs-file-tree',
    globalStyles: path.join(__dirname, '../styles/file-tree.css'),
    markdown: { remarkPlugins: [() => replaceTrees] },
  };
}
