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
import { rewriteFences } from './markdown.mjs';

/** @typedef {{ visible: string, lines: number[], noErrors: boolean, errors: number[] }} Notation */

const cutBefore = /^\s*\/\/\s*---cut(?:-before)?---\s*$/;
const cutAfter = /^\s*\/\/\s*---cut-after---\s*$/;
const cutStart = /^\s*\/\/\s*---cut-start---\s*$/;
const cutEnd = /^\s*\/\/\s*---cut-end---\s*$/;
const flag = /^\s*\/\/\s*@(noErrors|errors|filename)\b(?::\s*(.*))?$/;

/** Languages whose code blocks may carry the notation and are type-checked. */
export const typeScriptLangs = /** @type {readonly string[]} */ (['ts', 'tsx', 'typescript', 'mts', 'cts']);

/**
 * Reads the notation of a block: the text readers see (`visible`), the index in `code` of each visible line
 * (`lines`), and the error expectations.
 * @param {string} code @returns {Notation}
 */
export function readNotation(code) {
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
    else if (!hidden && index > lastCut && index < end && !cutBefore.test(line)) lines.push(index);
  });
  return { visible: lines.map((index) => source[index]).join('\n'), lines, noErrors, errors };
}

/** Whether a block's text carries any notation. @param {string} code */
export function hasNotation(code) {
  return code.split('\n').some((l) => cutBefore.test(l) || cutAfter.test(l) || cutStart.test(l) || flag.test(l));
}

/**
 * The code of a block as readers see it: without the hidden lines and the notation. Blocks in other languages than
 * TypeScript are returned as they are.
 * @param {string} code @param {string} [lang] the block's language, when known
 */
export function stripNotation(code, lang) {
  if (lang !== undefined && !typeScriptLangs.includes(lang)) return code;
  return hasNotation(code) ? readNotation(code).visible : code;
}

/**
 * Removes the notation from the TypeScript blocks of a Markdown text (a `.md` copy of a page, llms-full.txt),
 * keeping every other character as it is.
 * @param {string} markdown
 */
export function stripNotationInMarkdown(markdown) {
  return rewriteFences(markdown, { body: stripNotation });
}
