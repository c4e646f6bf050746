// The Twoslash notation of code blocks lives with the site that renders it: theme/lib/notation.mjs.
import { stripNotation } from '../../theme/lib/notation.mjs';
import { rewriteFences } from './markdown.mjs';

export * from '../../theme/lib/notation.mjs';

/** The notation out of the blocks of a Markdown text (a `.md` copy, llms-full.txt), every other character kept. */
export const stripNotationInMarkdown = (/** @type {string} */ markdown) =>
  rewriteFences(markdown, { body: stripNotation });
