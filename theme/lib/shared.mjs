// Small functions that browser code, the build and the scripts all use. It imports nothing, so that any of them can
// import it (the search dialog's code too) without taking in a Node.js module.

/** @type {Record<string, string>} */
const entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for HTML or XML, in an element or an attribute value, so that `<script>` in a page, a query or a
 * description shows as text and never runs. @param {string} text
 */
export const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => entities[char] ?? char);

/** The middle of some numbers, or the mean of the two middle ones for an even count; NaN for none. @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const high = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 ? high : ((sorted[middle - 1] ?? Number.NaN) + high) / 2;
}
