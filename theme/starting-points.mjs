// The starting points of the docs' examples: projects that a page section shows in full (every file as a code block
// with a title, every command and install), which other pages name and link before their first example instead
// of repeating them. One definition for the `<StartFrom>` callout the pages render (components/StartFrom.tsx), the
// examples harness that builds each example on top of its starting point (scripts/lib/starting-points.mjs) and the
// tests that keep the two in step (tests/unit/starting-points.test.ts). Plain JavaScript with JSDoc types, so the
// scripts import it without a build step.

/** @typedef {import('./site-model.mjs').Translated} Translated */

/**
 * @typedef {object} StartingPoint
 * @property {string} page The page that shows the project, as a route without language prefix or slash: `guide/start/quick-start`.
 * @property {string} anchor The `{#id}` of the section that shows every file and command of the project.
 * @property {Translated} title The page's title, as the link text of the callout.
 * @property {Translated} reason Why the examples start there, in one sentence (ends the callout).
 */

/** @typedef {keyof typeof startingPoints} StartingPointId */

export const startingPoints = /** @type {const} @satisfies {Record<string, StartingPoint>} */ ({
  /** The project that the option pages and most guides build on: one source file, a tsconfig.json for DOM, JSX and Node.js. */
  'example-project': {
    page: 'guide/start/quick-start',
    anchor: 'example-project',
    title: { en: 'Quick start', zh: '快速上手' },
    reason: {
      en: 'the examples below show only the files they add or change, and its package.json, tsconfig.json and src/index.ts stay as that section writes them.',
      zh: '下面的示例只列出新增或改动的文件，其余的 package.json、tsconfig.json 和 src/index.ts 保持那一节的写法。',
    },
  },
  /** The project set up by hand in Quick start, for pages that continue it. */
  'quick-start': {
    page: 'guide/start/quick-start',
    anchor: 'set-up-a-project-by-hand',
    title: { en: 'Quick start', zh: '快速上手' },
    reason: {
      en: 'this page continues the project set up by hand there, with its two source files, its tsconfig.json and its rslib.config.ts.',
      zh: '本页接着那里手动搭建的项目往下做，沿用它的两个源文件、tsconfig.json 和 rslib.config.ts。',
    },
  },
});

/** The starting point every example uses unless one of its blocks names another with `fixture="<id>"`. */
export const defaultStartingPoint = 'example-project';

/** The link of a starting point, without language prefix: `/guide/start/quick-start#set-up-a-project-by-hand`. @param {StartingPoint} start */
export function startingPointLink(start) {
  return `/${start.page}#${start.anchor}`;
}
