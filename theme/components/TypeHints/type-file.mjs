// The type file of a code block, as the build writes it and the popup reads it. Plain JavaScript without imports, so
// that Node.js scripts, the Rspress config and the popup's chunk can all load it.

/**
 * The type information of one code block, written by the build to `static/type-hints/<hash>.json`.
 * `h`: the names that have a type, as [offset in the block's text, length, index into `i`];
 * `i`: the distinct infos: `s` the signature (`(property) format?: Format | undefined`), `d` the doc comment,
 * `t` the JSDoc tags as [name, text].
 * @typedef {{ s: string, d: string, t: [string, string][] }} TypeHintInfo
 * @typedef {{ v: 1, h: [number, number, number][], i: TypeHintInfo[] }} TypeHintData
 */

/** The folder of the type files in the build output. */
export const typeHintDir = 'static/type-hints';

/**
 * A 53-bit hash of a code block's text (cyrb53), as 14 hex digits: the name of its type file. The browser computes it
 * from the rendered `<code>` text, so the page needs no attribute per block. @param {string} text
 */
export function textHash(text) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}
