// The starting points of the docs' examples: projects that a page section shows in full, which other pages link
// before their first example instead of repeating them. One definition for the `<StartFrom>` callout and the examples
// harness (scripts/lib/starting-points.mjs); plain JavaScript with JSDoc, so scripts import it without a build.
import data from './starting-points.json' with { type: 'json' };

/**
 * `page` (a route without language prefix or slash) shows the project in its section `anchor`: every file and command
 * of the section, or with `examples` its named examples that make it (`files`: only these files of them); `title` and
 * `reason`: the callout's link text and last sentence; `extends`: the starting point it builds on (shown there).
 * @typedef {{ page: string, anchor: string, examples?: string[], files?: string[], extends?: string,
 *   title: import('./site-model.mjs').Translated, reason: import('./site-model.mjs').Translated }} StartingPoint
 */

/** @typedef {keyof typeof data} StartingPointId */

export const startingPoints = /** @type {Record<StartingPointId, StartingPoint>} */ (
  /** @satisfies {Record<string, StartingPoint>} */ (data)
);

/** The starting point every example uses unless one of its blocks names another with `fixture="<id>"`. */
export const defaultStartingPoint = 'example-project';

/** `/guide/start/quick-start#set-up-a-project-by-hand`, without language prefix. @param {StartingPoint} start */
export const startingPointLink = (start) => `/${start.page}#${start.anchor}`;
