// The starting points of the docs' examples: projects that a page section shows in full, which other pages link
// before their first example instead of repeating them. One definition for the `<StartFrom>` callout and the examples
// harness (scripts/lib/starting-points.mjs); plain JavaScript with JSDoc, so scripts import it without a build.
import data from './starting-points.json' with { type: 'json' };

/**
 * @typedef {object} StartingPoint
 * @property {string} page The page that shows the project, as a route without language prefix or slash.
 * @property {string} anchor The `{#id}` of its section that shows every file and command of the project.
 * @property {import('./site-model.mjs').Translated} title The page's title: the callout's link text.
 * @property {import('./site-model.mjs').Translated} reason Why the examples start there: the callout's last sentence.
 * @property {string[]} [examples] The section's named examples that make the project, in order, when the section
 *   holds more; without it, every file and command of the section.
 * @property {string[]} [files] With `examples`: only these files of them (package.json and tsconfig.json, when the
 *   examples show their own sources).
 * @property {string} [extends] The starting point this one is written on top of (its section shows that callout).
 */

/** @typedef {keyof typeof data} StartingPointId */

export const startingPoints = /** @type {Record<StartingPointId, StartingPoint>} */ (
  /** @satisfies {Record<string, StartingPoint>} */ (data)
);

/** The starting point every example uses unless one of its blocks names another with `fixture="<id>"`. */
export const defaultStartingPoint = 'example-project';

/** `/guide/start/quick-start#set-up-a-project-by-hand`, without language prefix. @param {StartingPoint} start */
export const startingPointLink = (start) => `/${start.page}#${start.anchor}`;
