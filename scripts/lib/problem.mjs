// One problem that a check found in a page, and the one line it is printed as everywhere: by `npm run check:page`,
// scripts/check-terms.mjs, scripts/check-rules.mjs and the dev server (file:line: what is wrong → how to fix it).

/**
 * Where (`file` relative to the repository, 1-based `line`), what is wrong, and how to fix it.
 * @typedef {{ file: string, line: number, message: string, fix: string }} Problem
 */

/** The one line of a problem. @param {Problem} problem */
export const formatProblem = ({ file, line, message, fix }) => `${file}:${line}: ${message} → ${fix}`;
