// Twoslash notation of TypeScript blocks (CONTRIBUTING.md, "TypeScript code blocks") and diff/highlight markers (any
// language, code-notation.ts) for every reader of a block: page, `.md` copies, llms-full.txt, examples, snippet checks.
/** @typedef {{ visible: string, lines: number[], noErrors: boolean, errors: number[] }} Notation */

/** A `// ---cut---` line; its group is `before` (or none: hide every line above), `after`, `start` or `end`. */
const cut = /^\s*\/\/\s*---cut(?:-(before|after|start|end))?---\s*$/;
const flag = /^\s*\/\/\s*@(noErrors|errors|filename)\b(?::\s*(.*))?$/;
const codeMarker = /\s*\/\/\s*\[!code\s+(\+\+|--|highlight|hl)\]\s*$/;
const cutOf = (/** @type {string} */ line) => (cut.test(line) ? (cut.exec(line)?.[1] ?? 'before') : undefined);

/** A line's diff notation: `removed` (`// [!code --]`) and the line without its marker. @param {string} line */
export function codeNotationLine(line) {
  const marker = codeMarker.exec(line);
  return { removed: marker?.[1] === '--', text: marker ? line.slice(0, marker.index) : line };
}

/** A block's text without the diff and highlight notation: its "after" code. @param {string} code */
export const stripCodeNotation = (code) =>
  code
    .split('\n')
    .map(codeNotationLine)
    .flatMap(({ removed, text }) => (removed ? [] : [text]))
    .join('\n');

/** Languages whose code blocks may carry the notation and are type-checked. */
export const typeScriptLangs = /** @type {readonly string[]} */ (['ts', 'tsx', 'typescript', 'mts', 'cts']);

/**
 * A block's visible text, the index in `code` of each visible line (`lines`) and its error expectations. Removed lines
 * and markers go, unless `keepCodeNotation` (the text the page highlights, whose Shiki transformers read them).
 * @param {string} code @param {{ keepCodeNotation?: boolean }} [options] @returns {Notation}
 */
export function readNotation(code, { keepCodeNotation = false } = {}) {
  const source = code.split('\n');
  const cuts = source.map(cutOf);
  const lastCut = cuts.lastIndexOf('before');
  const end = cuts.includes('after') ? cuts.indexOf('after') : source.length;
  /** @type {Notation} */
  const notation = { visible: '', lines: [], noErrors: false, errors: [] };
  let hidden = false;
  source.forEach((line, index) => {
    const [, name, value = ''] = flag.exec(line) ?? [];
    if (name === 'noErrors') notation.noErrors = true;
    if (name === 'errors') notation.errors.push(...value.split(/\s+/).filter(Boolean).map(Number));
    if (cuts[index] === 'start' || cuts[index] === 'end') hidden = cuts[index] === 'start';
    else if (!name && !cuts[index] && !hidden && index > lastCut && index < end) {
      if (keepCodeNotation || !codeNotationLine(line).removed) notation.lines.push(index);
    }
  });
  const text = (/** @type {number} */ i) => (keepCodeNotation ? source[i] : codeNotationLine(source[i] ?? '').text);
  return { ...notation, visible: notation.lines.map(text).join('\n') };
}

/** Whether a block's text carries Twoslash notation (a lone `---cut-end---` does not). @param {string} code */
export const hasNotation = (code) =>
  code.split('\n').some((line) => (cutOf(line) ?? 'end') !== 'end' || flag.test(line));

/** A block's "after" code as readers copy it (Twoslash notation only in TypeScript). @param {string} [lang] */
export const stripNotation = (/** @type {string} */ code, lang) =>
  stripCodeNotation(lang === undefined || typeScriptLangs.includes(lang) ? stripTwoslash(code) : code);

/** A block's code as the page highlights it: without Twoslash notation and hidden lines, with the diff notation. */
export const stripTwoslash = (/** @type {string} */ code) =>
  hasNotation(code) ? readNotation(code, { keepCodeNotation: true }).visible : code;

/** A block's text as the page shows it (removed lines included, no markers): type hints are stored by it. */
export const shownText = (/** @type {string} */ code) =>
  stripTwoslash(code)
    .split('\n')
    .map((line) => codeNotationLine(line).text)
    .join('\n');
