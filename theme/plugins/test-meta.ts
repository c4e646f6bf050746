import type { Code, Root, RootContent } from 'mdast';

/** Attributes of code-fence meta that only the tests read (scripts/lib/examples.mjs, scripts/lib/journeys.mjs). */
const valued = ['example', 'journey', 'fixture', 'typescript', 'node'];
const flags = ['fails', 'output'];
const attribute = new RegExp(
  `(^|\\s)(?:(?:${valued.join('|')})(?:="[^"]*"|='[^']*'|=\\S+)?|(?:${flags.join('|')}))(?=\\s|$)`,
  'g',
);

/** The meta of a code fence without the test-only attributes; `title="…"` and highlight ranges stay. */
export function stripTestMeta(meta: string): string {
  return meta.replace(attribute, '$1').replace(/\s+/g, ' ').trim();
}

function walk(node: Root | RootContent, visit: (code: Code) => void): void {
  if (node.type === 'code') visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

/**
 * Remark plugin: removes the test-only attributes from code-fence meta, so that the `.md` copy of a page (and
 * anything else rendered from the Markdown tree) shows readers the blocks without the harness mark-up.
 */
export function remarkStripTestMeta() {
  return (tree: Root) => {
    walk(tree, (code) => {
      if (code.meta) code.meta = stripTestMeta(code.meta) || null;
    });
  };
}
