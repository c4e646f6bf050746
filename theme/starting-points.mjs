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
 * @property {string[]} [examples] The named examples of the section whose files make the project, in this order,
 *   when the section holds more than the project (later examples that change it); without it, every file and
 *   command of the section.
 * @property {string[]} [files] With `examples`: only these files of them (a page's package.json and tsconfig.json, for
 *   examples that show their own sources).
 * @property {string} [extends] The starting point this one is written on top of (its section shows that one's
 *   callout before it).
 */

/** @typedef {keyof typeof startingPoints} StartingPointId */

/**
 * A starting point made of named examples shown earlier on a page, on top of `example-project`. On that page it needs
 * no callout (the reader has just built it); other pages that build on it show one.
 * @param {string} page @param {string} anchor @param {string[]} examples @param {Translated} title
 * @param {Translated} reason @returns {StartingPoint}
 */
const fromExamples = (page, anchor, examples, title, reason) => ({
  page,
  anchor,
  examples,
  extends: 'example-project',
  title,
  reason,
});

/**
 * The project of a framework guide's first example (its package.json and tsconfig.json), which the guide's later
 * examples build on. @param {string} framework @param {string} example @param {Translated} title
 * @returns {StartingPoint}
 */
const componentLibrary = (framework, example, title) => ({
  ...fromExamples(`guide/solution/${framework}`, 'package-json', [example], title, {
    en: 'the examples below use its package.json and tsconfig.json.',
    zh: '下面的示例沿用那里的 package.json 和 tsconfig.json。',
  }),
  files: ['package.json', 'tsconfig.json'],
});

const cssTitle = { en: 'CSS', zh: 'CSS' };
const mfTitle = { en: 'Module Federation', zh: '模块联邦' };
const dtsTitle = { en: 'Declaration files', zh: '类型声明文件' };

export const startingPoints = /** @type {const} @satisfies {Record<string, StartingPoint>} */ ({
  /** The project that the option pages and most guides build on: one source file, a tsconfig.json for DOM, JSX and Node.js. */
  'example-project': {
    page: 'guide/start/quick-start',
    anchor: 'example-project',
    title: { en: 'Quick start', zh: '快速上手' },
    reason: {
      en: 'the examples below show only the files they add or change, and every other file stays as that section writes it.',
      zh: '下面的示例只列出新增或改动的文件，其他文件都保持那一节的写法。',
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
  'start-intro': fromExamples(
    'guide/start/index',
    'what-is-rslib',
    ['intro-bundle'],
    { en: 'Introduction', zh: '介绍' },
    {
      en: 'the examples below build its src/index.ts and the helper module it imports.',
      zh: '下面的示例构建的是那里的 src/index.ts 和它引入的工具模块。',
    },
  ),
  'redirect-project': fromExamples(
    'config/lib/redirect',
    'examples',
    ['bundleless'],
    { en: 'lib.redirect', zh: 'lib.redirect' },
    {
      en: 'the examples below change only the rslib.config.ts of its bundleless library.',
      zh: '下面的示例只改动那里 bundleless 库的 rslib.config.ts。',
    },
  ),
  'wasm-file': {
    page: 'guide/advanced/wasm',
    anchor: 'the-module',
    extends: 'example-project',
    title: { en: 'WebAssembly', zh: 'WebAssembly' },
    reason: {
      en: 'the examples below import the src/add.wasm that its command writes.',
      zh: '下面的示例导入的是那里的命令写出的 src/add.wasm。',
    },
  },
  'wasm-add': {
    page: 'guide/advanced/wasm',
    anchor: 'wildcard-declaration',
    examples: ['wildcard-types'],
    extends: 'wasm-file',
    title: { en: 'WebAssembly', zh: 'WebAssembly' },
    reason: {
      en: 'the examples below import its src/add.wasm (written by the command at the top of that page) with the types of its src/env.d.ts.',
      zh: '下面的示例导入那里的 src/add.wasm（由那一页开头的命令写出），类型来自那里的 src/env.d.ts。',
    },
  },
  'wasm-bindgen': {
    page: 'guide/advanced/wasm-bindgen',
    anchor: 'the-files',
    extends: 'example-project',
    title: { en: 'Rust and wasm-bindgen', zh: 'Rust 与 wasm-bindgen' },
    reason: {
      en: 'the examples below build on the wasm-pack output that its commands unpack into src/pkg.',
      zh: '下面的示例基于那里的命令解压到 src/pkg 的 wasm-pack 产物。',
    },
  },
  /** The Module Federation guide's provider, set up from an empty folder in its complete example. */
  'mf-provider': {
    page: 'guide/advanced/module-federation',
    anchor: 'a-complete-example',
    title: mfTitle,
    reason: {
      en: 'the examples below change the rslib.config.ts of its React remote, set up from an empty folder there.',
      zh: '下面的示例修改的是那里从空目录搭建的 React 远程模块的 rslib.config.ts。',
    },
  },
  /** The second project of the Module Federation guide, which loads modules from another remote. */
  'mf-consumer': {
    page: 'guide/advanced/module-federation',
    anchor: 'consume-remotes',
    examples: ['mf-consumer'],
    title: mfTitle,
    reason: {
      en: 'the examples below build its consumer project, which imports a module of another remote.',
      zh: '下面的示例构建的是那里引用其他远程模块的消费方项目。',
    },
  },
  /** The package that the Web Workers guide sets up first, which its examples build on. */
  'web-workers': {
    page: 'guide/advanced/web-workers',
    anchor: 'set-up',
    title: { en: 'Web Workers', zh: 'Web Workers' },
    reason: {
      en: 'the examples below build on its package.json with "type": "module" and its install.',
      zh: '下面的示例基于那里带 "type": "module" 的 package.json 和安装命令。',
    },
  },
  'static-assets': {
    page: 'guide/advanced/static-assets',
    anchor: 'the-assets',
    extends: 'example-project',
    title: { en: 'Static assets', zh: '静态资源' },
    reason: {
      en: 'the examples below import the images and the font that its commands write.',
      zh: '下面的示例引用的是那里的命令写出的图片和字体。',
    },
  },
  'solid-library': componentLibrary('solid', 'solid-bundleless', { en: 'Solid component library', zh: 'Solid 组件库' }),
  'svelte-library': componentLibrary('svelte', 'svelte-bundle', {
    en: 'Svelte component library',
    zh: 'Svelte 组件库',
  }),
  'vue-library': {
    ...fromExamples(
      'guide/solution/vue',
      'package-json',
      ['vue-bundle'],
      { en: 'Vue component library', zh: 'Vue 组件库' },
      {
        en: 'the examples below use its package.json.',
        zh: '下面的示例沿用那里的 package.json。',
      },
    ),
    files: ['package.json'],
  },
  'css-banner': fromExamples('guide/advanced/css', 'why-no-css', ['node-default'], cssTitle, {
    en: 'its src/style.css and the src/index.ts that imports it are the stylesheet the examples below build.',
    zh: '下面的示例构建的就是那里的 src/style.css 和引入它的 src/index.ts。',
  }),
  'css-button': fromExamples('guide/advanced/css', 'css-modules', ['css-modules'], cssTitle, {
    en: 'the examples below build its CSS Module button.',
    zh: '下面的示例构建的是那里用 CSS Modules 写的按钮。',
  }),
  'css-components': fromExamples('guide/advanced/css', 'bundle-and-bundleless', ['bundle'], cssTitle, {
    en: 'the examples below build its two components and their stylesheets.',
    zh: '下面的示例构建的是那里的两个组件及其样式表。',
  }),
  'css-query': fromExamples('guide/advanced/css', 'query-parameters', ['query-inline'], cssTitle, {
    en: 'the examples below build its stylesheet imported with query parameters.',
    zh: '下面的示例构建的是那里带查询参数引入的样式表。',
  }),
  'css-import-package': fromExamples(
    'guide/advanced/css',
    'styles-from-node-modules',
    ['css-import-package'],
    cssTitle,
    {
      en: 'the examples below build its stylesheet that imports a package’s CSS.',
      zh: '下面的示例构建的是那里引入了第三方包 CSS 的样式表。',
    },
  ),
  'css-js-import': fromExamples(
    'guide/advanced/css',
    'styles-from-node-modules',
    ['css-import-package', 'js-import-package'],
    cssTitle,
    {
      en: 'the examples below build its src/index.ts that imports a package’s CSS.',
      zh: '下面的示例构建的是那里在 src/index.ts 中引入第三方包 CSS 的写法。',
    },
  ),
  'css-px-to-rem': fromExamples(
    'guide/advanced/tailwind-css',
    'postcss',
    ['postcss'],
    { en: 'Tailwind CSS and PostCSS', zh: 'Tailwind CSS 与 PostCSS' },
    {
      en: 'the examples below build its stylesheet with its PostCSS plugin.',
      zh: '下面的示例用那里的 PostCSS 插件构建那里的样式表。',
    },
  ),
  /** The package that the declaration files guide sets up first, which its examples build on. */
  'dts-project': {
    page: 'guide/advanced/dts',
    anchor: 'set-up',
    title: dtsTitle,
    reason: {
      en: 'the examples below build on its package.json (with "type": "module" and exports), its install and its tsconfig.json.',
      zh: '下面的示例基于那里的 package.json（带 "type": "module" 和 exports）、安装命令和 tsconfig.json。',
    },
  },
  'dts-alias-tsgo': {
    ...fromExamples('guide/advanced/dts', 'alias', ['alias'], dtsTitle, {
      en: 'the examples below build its sources that import through a path alias.',
      zh: '下面的示例构建的是那里通过路径别名互相引用的源码。',
    }),
    extends: 'dts-project',
  },
  'dts-css': {
    ...fromExamples('guide/advanced/dts', 'css-side-effect-imports', ['dts-css'], dtsTitle, {
      en: 'the examples below build its stylesheet, the module that imports it and its consumer.ts.',
      zh: '下面的示例构建的是那里的样式表、引入它的模块和 consumer.ts。',
    }),
    extends: 'dts-project',
  },
  'rspress-lib': fromExamples(
    'guide/advanced/rspress',
    'the-library',
    ['site'],
    { en: 'Rspress', zh: 'Rspress' },
    {
      en: 'the examples below document its component library.',
      zh: '下面的示例为那里的组件库编写文档。',
    },
  ),
  'tsc-project': fromExamples(
    'guide/migration/tsc',
    'the-tsc-project',
    ['tsc', 'rslib'],
    { en: 'Migrating from tsc', zh: '从 tsc 迁移' },
    {
      en: 'the examples below change its tsconfig.json and its Rslib config.',
      zh: '下面的示例在那里的 tsconfig.json 和 Rslib 配置上做修改。',
    },
  ),
});

/** The starting point every example uses unless one of its blocks names another with `fixture="<id>"`. */
export const defaultStartingPoint = 'example-project';

/** The link of a starting point, without language prefix: `/guide/start/quick-start#set-up-a-project-by-hand`. @param {StartingPoint} start */
export function startingPointLink(start) {
  return `/${start.page}#${start.anchor}`;
}
