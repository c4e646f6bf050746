// The type file of a code block, as the build writes it and the popup reads it. Plain JavaScript without imports, so
// that Node.js scripts, the Rspress config and the popup's chunk can all load it.

/**
 * A block's type file. `h`: the names that have a type, as [offset in the block's text, length, index into `i`]; `i`:
 * the distinct infos, each a signature `s` (`(property) format?: Format | undefined`), doc comment `d`, JSDoc tags `t`.
 * @typedef {{ s: string, d: string, t: [string, string][] }} TypeHintInfo
 * @typedef {{ v: 1, h: [number, number, number][], i: TypeHintInfo[] }} TypeHintData
 */
export const typeHintDir = 'static/type-hints';

/** A block's type file name, cyrb53 of its text: the browser hashes the rendered `<code>`, no attribute per block. */
export function textHash(/** @type {string} */ text) {
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
