// The starting points of the docs' examples: projects that a page section shows in full (every file as a titled code
// block, every command), which other pages link before their first example instead of repeating them. One definition
// (theme/starting-points.json) for the `<StartFrom>` callout, the examples harness that builds each example on top of
// its starting point (scripts/lib/starting-points.mjs) and tests/unit/starting-points.test.ts, which keeps them in
// step. Plain JavaScript with JSDoc types, so the scripts import it without a build step.
import data from './starting-points.json' with { type: 'json' };

/**
 * @typedef {object} StartingPoint
 * @property {string} page The page that shows the project, as a route without language prefix or slash: `guide/start/quick-start`.
 * @property {string} anchor The `{#id}` of the section that shows every file and command of the project.
 * @property {import('./site-model.mjs').Translated} title The page's title, as the link text of the callout.
 * @property {import('./site-model.mjs').Translated} reason Why the examples start there, in one sentence (ends the callout).
 * @property {string[]} [examples] The named examples of the section that make the project, in this order, when the
 *   section holds more (later examples that change it); without it, every file and command of the section.
 * @property {string[]} [files] With `examples`: only these files of them (a page's package.json and tsconfig.json,
 *   for examples that show their own sources).
 * @property {string} [extends] The starting point this one is written on top of (its section shows that one's callout).
 */

/** @typedef {keyof typeof data} StartingPointId */

export const startingPoints = /** @type {Record<StartingPointId, StartingPoint>} */ (
  /** @satisfies {Record<string, StartingPoint>} */ (data)
);

/** The starting point every example uses unless one of its blocks names another with `fixture="<id>"`. */
export const defaultStartingPoint = 'example-project';

/** `/guide/start/quick-start#set-up-a-project-by-hand`, without language prefix. @param {StartingPoint} start */
export const startingPointLink = (start) => `/${start.page}#${start.anchor}`;
