// The Twoslash notation that the docs' TypeScript code blocks may carry, and the one function that removes it.
// Every consumer of a code block's text uses `stripNotation`: the rendered page (theme/plugins/type-hints.ts),
// the `.md` copies and llms-full.txt (theme/plugins/test-meta.ts), the examples harness and the snippet checker.
//
//   import { defineConfig } from '@rslib/core';   ← hidden prelude: compiled, never shown
//   // ---cut---                                  ← everything above this line is hidden
//   export default defineConfig({ lib: [] });
//
// Recognised lines (each on a line of its own):
//   // ---cut---  (or // ---cut-before---)   hide every line above
//   // ---cut-after---                       hide this line and every line below
//   // ---cut-start--- … // ---cut-end---    hide the lines in between
//   // @noErrors                             do not report compiler errors for this block
//   // @errors: 2322 2353                    the block must produce exactly these error codes (shown on purpose)
//   // @filename: src/types.ts              the lines below, up to the next @filename, are another file of the
//                                            project (usually in the hidden prelude, for code the block imports)
//
// And the diff and highlight notation of @shikijs/transformers (theme/plugins/code-notation.ts), in any language,
// at the end of a line of code:
//   format: 'cjs', // [!code --]      a removed line: shown struck out, gone from the code (copies, examples, checks)
//   format: 'esm', // [!code ++]      an added line: shown marked, kept without the marker
//   dts: true, // [!code highlight]   a highlighted line: shown marked, kept without the marker
// A block's "after" code, the one every consumer gets, is its text without the removed lines and the markers.
import { rewriteFences } from './markdown.mjs';

/** @typedef {{ visible: string, lines: number[], noErrors: boolean, errors: number[] }} Notation */

const cutBefore = /^\s*\/\/\s*---cut(?:-before)?---\s*$/;
const cutAfter = /^\s*\/\/\s*---cut-after---\s*$/;
const cutStart = /^\s*\/\/\s*---cut-start---\s*$/;
const cutEnd = /^\s*\/\/\s*---cut-end---\s*$/;
const flag = /^\s*\/\/\s*@(noErrors|errors|filename)\b(?::\s*(.*))?$/;

const codeMarker = /\s*\/\/\s*\[!code\s+(\+\+|--|highlight|hl)\]\s*$/;

/**
 * What the diff and highlight notation says of a line: `removed` (a `// [!code --]` line) and the line without its
 * marker. @param {string} line @returns {{ removed: boolean, text: string }}
 */
export function codeNotationLine(line) {
  const marker = codeMarker.exec(line);
  return marker ? { removed: marker[1] === '--', text: line.slice(0, marker.index) } : { removed: false, text: line };
}

/**
 * A block's text without the diff and highlight notation: the "after" code. With `blank`, a removed line becomes an
 * empty line, so that the others keep their line numbers (the snippet checker reports errors by line).
 * @param {string} code @param {{ blank?: boolean }} [options]
 */
export function stripCodeNotation(code, { blank = false } = {}) {
  return code
    .split('\n')
    .flatMap((line) => {
      const { removed, text } = codeNotationLine(line);
      return removed ? (blank ? [''] : []) : [text];
    })
    .join('\n');
}

/** Languages whose code blocks may carry the notation and are type-checked. */
export const typeScriptLangs = /** @type {readonly string[]} */ (['ts', 'tsx', 'typescript', 'mts', 'cts']);

/**
 * Reads the notation of a block: the text readers see (`visible`), the index in `code` of each visible line
 * (`lines`), and the error expectations. The "after" code of the diff notation: removed lines are not visible, and
 * markers are gone, unless `keepCodeNotation` (the text the page highlights, whose Shiki transformer reads them).
 * @param {string} code @param {{ keepCodeNotation?: boolean }} [options] @returns {Notation}
 */
export function readNotation(code, { keepCodeNotation = false } = {}) {
  const source = code.split('\n');
  const lastCut = source.findLastIndex((line) => cutBefore.test(line));
  const firstAfter = source.findIndex((line) => cutAfter.test(line));
  const end = firstAfter === -1 ? source.length : firstAfter;
  /** @type {number[]} */
  const lines = [];
  /** @type {number[]} */
  const errors = [];
  let noErrors = false;
  let hidden = false;
  source.forEach((line, index) => {
    const directive = flag.exec(line);
    if (directive) {
      if (directive[1] === 'noErrors') noErrors = true;
      if (directive[1] === 'errors') errors.push(...(directive[2] ?? '').split(/\s+/).filter(Boolean).map(Number));
      return;
    }
    if (cutStart.test(line)) hidden = true;
    else if (cutEnd.test(line)) hidden = false;
    else if (!hidden && index > lastCut && index < end && !cutBefore.test(line)) {
      if (keepCodeNotation || !codeNotationLine(line).removed) lines.push(index);
    }
  });
  const text = (/** @type {number} */ index) =>
    keepCodeNotation ? (source[index] ?? '') : codeNotationLine(source[index] ?? '').text;
  return { visible: lines.map(text).join('\n'), lines, noErrors, errors };
}

/** Whether a block's text carries any notation. @param {string} code */
export function hasNotation(code) {
  return code.split('\n').some((l) => cutBefore.test(l) || cutAfter.test(l) || cutStart.test(l) || flag.test(l));
}

/**
 * The code of a block as readers copy it: without the hidden lines and the notation, the "after" code of a diff.
 * Blocks in other languages than TypeScript lose the diff and highlight notation only.
 * @param {string} code @param {string} [lang] the block's language, when known
 */
export function stripNotation(code, lang) {
  if (lang !== undefined && !typeScriptLangs.includes(lang)) return stripCodeNotation(code);
  return hasNotation(code) ? readNotation(code).visible : stripCodeNotation(code);
}

/**
 * The text of a block as the page shows it: without the Twoslash notation and hidden lines, with the removed lines of
 * a diff, without the markers. Type hints are stored by this text, with offsets in it. @param {string} code
 */
export const shownText = (code) =>
  stripTwoslash(code)
    .split('\n')
    .map((line) => codeNotationLine(line).text)
    .join('\n');

/**
 * The code of a block as the page highlights it: without the Twoslash notation and hidden lines, with the diff and
 * highlight notation, which Shiki's transformers turn into line classes. @param {string} code
 */
export function stripTwoslash(code) {
  return hasNotation(code) ? readNotation(code, { keepCodeNotation: true }).visible : code;
}

/**
 * Removes the notation from the blocks of a Markdown text (a `.md` copy of a page, llms-full.txt),
 * keeping every other character as it is.
 * @param {string} markdown
 */
export function stripNotationInMarkdown(markdown) {
  return rewriteFences(markdown, { body: stripNotation });
}
