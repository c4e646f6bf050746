// What a code block is to a reader who follows a page literally, when it is not something to run: the words that
// say so in its visible title, per language. The pages write them, the harness (scripts/lib/block-accounts.mjs)
// reads them, and readers see them in the HTML and the `.md` copy, since a fence's title is printed in both.
//   ```text title="Output"              what a command printed (also "Output: npx rslib build")
//   ```text title="Error"               an excerpt of an error message
//   ```json title="Excerpt: package.json"   part of a file shown in full elsewhere on the page (JSON: fields to add)
//   ```bash title="Alternative: pnpm"   another way to do the step above; the tests follow the first one
//   ```ts title="Type: Dts"             a declaration of the installed package, to read (check:snippets checks it)

/** @typedef {'output' | 'fragment' | 'alternative' | 'reference'} BlockKind */

/** @type {Record<'en' | 'zh', Record<string, BlockKind>>} */
export const blockLabels = {
  en: { Output: 'output', Error: 'output', Excerpt: 'fragment', Alternative: 'alternative', Type: 'reference' },
  zh: { 输出: 'output', 报错: 'output', 片段: 'fragment', 备选: 'alternative', 类型: 'reference' },
};

/** The output labels that mark an excerpt of what was printed (an error message), not all of it. */
const excerptWords = { en: 'Error', zh: '报错' };

/**
 * The kind a visible title gives a block, and what follows the label (a file path for an excerpt), or undefined
 * when the title names a file to write. `Excerpt: package.json`, `片段：package.json` and `Output` all match.
 * `excerpt`: an `Error` block, which may leave out lines of what was printed.
 * @param {string | undefined} title @param {'en' | 'zh'} lang
 * @returns {{ kind: BlockKind, rest: string, excerpt: boolean } | undefined}
 */
export function blockLabel(title, lang) {
  if (title === undefined) return undefined;
  const match = /^([^:：]+?)\s*(?:[:：]\s*(.*))?$/.exec(title.trim());
  const kind = match ? blockLabels[lang][match[1] ?? ''] : undefined;
  return kind && match ? { kind, rest: (match[2] ?? '').trim(), excerpt: match[1] === excerptWords[lang] } : undefined;
}
