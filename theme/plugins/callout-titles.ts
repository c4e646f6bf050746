import { pageText } from '../i18n';
import { callout, type Node, pagePlugin } from './mdx-import';

/** What Rspress's container syntax (`:::tip Title`) turns a callout into: its `Callout` with a string title. */
const calloutName = '$$$callout$$$';
const marker = /^\s*:::\s*(\w+)[ \t]*/;

type Positioned = Node & { position?: { start: { line: number; column: number } } };
type Props = { type: string; title: string };

const defaultTitle = (type: string, lang: 'en' | 'zh') =>
  (pageText as Record<string, { en: string; zh: string } | undefined>)[`callout.${type}`]?.[lang];

/**
 * The nodes of a title line that Rspress cut at its first inline node (`:::warning UMD in a \`x\` package`: it reads
 * the title from the first text node only, and the code and the rest of the line go to the content). Taken out of
 * the content's first paragraph; undefined when the title line was whole.
 */
function titleLine(content: Node[], lines: string[], type: string): Node[] | undefined {
  const paragraph = content[0];
  if (paragraph?.type !== 'paragraph') return undefined;
  const start = (paragraph.children?.[0] as Positioned | undefined)?.position?.start;
  const line = start ? lines[start.line - 1] : undefined;
  const match = line === undefined ? null : marker.exec(line);
  if (!start || !line || match?.[1]?.toLowerCase() !== type) return undefined;
  const nodes: Node[] = [];
  const prefix = line.slice(match[0].length, start.column - 1);
  if (prefix) nodes.push({ type: 'text', value: prefix });
  const children = paragraph.children ?? [];
  for (let node = children[0]; node && (node as Positioned).position?.start.line === start.line; node = children[0]) {
    const end = node.type === 'text' ? (node.value ?? '').indexOf('\n') : -1;
    if (end < 0) {
      nodes.push(children.shift() as Node);
      continue;
    }
    nodes.push({ type: 'text', value: (node.value ?? '').slice(0, end) });
    children[0] = { type: 'text', value: (node.value ?? '').slice(end) };
    break;
  }
  const last = nodes.at(-1);
  if (last?.type === 'text') last.value = (last.value ?? '').trimEnd();
  if (children.every((node) => node.type === 'text' && !node.value?.trim())) content.shift();
  return nodes;
}

/**
 * Callout titles, at compile time: a title with inline code (or any inline markup) is whole, drawn as Rspress's
 * callout markup with the code in it (issue 41, V1); a callout without a title gets its type's word in the page's
 * language from theme/page-text.json, so Chinese pages say 提示 and 警告, not Tip and Warning (V9).
 */
export const pluginCalloutTitles = () =>
  pagePlugin<Node>('rslib-docs:callout-titles', (tree, { lang, source }) => {
    const lines = source?.split('\n') ?? [];
    const visit = (node: Node) => {
      for (const [i, child] of (node.children ?? []).entries()) {
        visit(child);
        const props = child.data?.hProperties as Props | undefined;
        if (child.type !== 'containerDirective' || child.name !== calloutName || !props) continue;
        const { type } = props;
        const title = type === 'details' ? undefined : titleLine(child.children ?? [], lines, type);
        if (title) {
          node.children?.splice(i, 1, callout(type, title, child.children ?? []));
          continue;
        }
        const word = defaultTitle(type, lang);
        const isDefault =
          props.title === type.toUpperCase() || props.title === type.charAt(0).toUpperCase() + type.slice(1);
        if (!word || !isDefault) continue;
        props.title = word;
        (child.attributes as unknown as Props).title = word;
      }
    };
    visit(tree);
  });
