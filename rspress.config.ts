import path from 'node:path';
import rslibPackage from '@rslib/core/package.json';
import { defineConfig } from '@rspress/core';
import { pluginRss } from '@rspress/plugin-rss';
import { pluginBreadcrumbs } from './theme/components/Breadcrumbs/trail';
import { browserGuardScript, storedTabsScript } from './theme/head';
import { i18nSource } from './theme/i18n';
import { pluginCalloutTitles } from './theme/plugins/callout-titles';
import { pluginCodeNotation } from './theme/plugins/code-notation';
import { pluginCompactCode } from './theme/plugins/compact-code';
import { pluginCopyLinks } from './theme/plugins/copy-link';
import { pluginLastUpdatedInPage } from './theme/plugins/last-updated';
import { pluginPageRules } from './theme/plugins/page-rules';
import { algoliaFromEnv, algoliaOrigins, pluginSearchIndex, searchRuntimeStyles } from './theme/plugins/search-index';
import { pluginSecurityHeaders } from './theme/plugins/security-headers';
import { pluginSeo } from './theme/plugins/seo';
import { pluginShortChunkNames } from './theme/plugins/short-chunk-names';
import { pluginSiteFooter } from './theme/plugins/site-footer';
import { pluginSkipLink } from './theme/plugins/skip-link';
import { pluginSlimPageData } from './theme/plugins/slim-page-data';
import { pluginStableSidebar } from './theme/plugins/stable-sidebar';
import { pluginStaticComponents } from './theme/plugins/static-components';
import { pluginStaticBlocks } from './theme/plugins/static-html';
import { pluginTables } from './theme/plugins/tables';
import { pluginStripTestMeta } from './theme/plugins/test-meta';
import { pluginTranslationNote } from './theme/plugins/translation-note';
import { pluginTypeHints } from './theme/plugins/type-hints';
import { blogFeeds, blogIndexFeedLink } from './theme/rss';
import { basePath, docsRepoBaseUrl, locales, siteOrigin, siteUrl, socialLinks } from './theme/site';
import { iconHeadTags, socialMetaTags } from './theme/social-meta';
import { pluginRspressStyles } from './theme/styles/rspress-styles';

// Hosted search when the three DOCSEARCH_* variables are set (README, "Hosted search"), else the local index.
const algolia = algoliaFromEnv();
// `rspress dev` sets NODE_ENV to `development` before it reads this file, `rspress build` to `production`.
const dev = process.env.NODE_ENV === 'development';

export default defineConfig({
  root: path.join(__dirname, 'docs'),
  title: 'Rslib',
  description: locales[0].description,
  lang: 'en',
  // `/` unless BASE_PATH says where the site is hosted (`BASE_PATH=/docs/ npm run build`).
  base: basePath,
  siteOrigin,
  icon: '/favicon.svg',
  logo: '/logo.svg',
  logoText: 'Rslib',
  locales: [...locales],
  i18nSource,
  head: [(route) => blogIndexFeedLink(route, basePath), socialMetaTags, ...iconHeadTags(basePath)],
  route: {
    cleanUrls: true,
    exclude: ['**/shared/**'],
    localeRedirect: 'auto',
  },
  markdown: {
    showLineNumbers: false,
    defaultWrapCode: false,
    // A build stops at a dead link or anchor. In `rspress dev` the page rules report them when a page is saved, with
    // the line, the link text and the nearest route (pluginPageRules), instead of Rspress's report, which has neither.
    link: { checkDeadLinks: !dev, checkAnchors: !dev },
  },
  llms: true,
  // Page text for the search index (theme/plugins/search-index.ts); code blocks stay out of it.
  search: { codeBlocks: false },
  // Our image zoom instead (theme/components/MediumZoom), loaded on pages with images only. Decorative images (alt="",
  // such as the tool logos of the introduction) and images inside links do not zoom.
  mediumZoom: false,
  globalUIComponents: [
    [
      path.join(__dirname, 'theme/components/MediumZoom/index.tsx'),
      { selector: '.rp-doc img:not([alt=""]):not(a img)' },
    ],
  ],
  languageParity: { enabled: true },
  themeConfig: {
    socialLinks,
    editLink: { docRepoBaseUrl: docsRepoBaseUrl },
    // Shown by theme/components/LastUpdated from each page's own chunk (theme/plugins/last-updated.ts).
    lastUpdated: false,
    enableScrollToTop: true,
    enableAppearanceAnimation: true,
    // The layout renders the hint for AI agents itself, leaving it off the 404 page (theme/components/LlmsHint).
    llmsUI: { viewOptions: ['markdownLink', 'chatgpt', 'claude'], injectLlmsHint: false },
  },
  builderConfig: {
    // The documented release as two strings in the bundle (theme/documented-version.ts), not package.json's module;
    // the site's address with its base for the report link, which then needs neither useSite nor withBase.
    source: {
      define: {
        RSLIB_CORE_VERSION: JSON.stringify(rslibPackage.version),
        RSLIB_CORE_LINE: JSON.stringify(`${rslibPackage.version.split('.')[0]}.x`),
        RSLIB_SITE_URL: JSON.stringify(siteUrl),
      },
    },
    // Rspress's links import nprogress for the bar of slow page changes: theme/runtime/lazy-nprogress.ts loads it then.
    resolve: { alias: { nprogress$: path.join(__dirname, 'theme/runtime/lazy-nprogress.ts') } },
    // `rspress dev`: a save that truncates the file and then writes it (as `fs.writeFile` and many editors do) comes
    // as two change events. With Rsbuild's aggregateTimeout of 0 they often started two builds, and the edit reached
    // the page only after the second (5 saves in 16); Rspack's own 5 ms takes both in one build (0 in 16).
    tools: { rspack: { watchOptions: { aggregateTimeout: 5 } } },
    // `rspress dev` only (a build's config is unchanged, and has no JS source maps): Rsbuild's default in dev,
    // `cheap-module-source-map`, cost about 60 ms of CPU per save of a page, a quarter of the save's work. The dev
    // bundle is not minified, so its code in the browser's debugger stays readable.
    ...(dev ? { output: { sourceMap: { js: false } } } : {}),
    // Rspress's persistent build cache is not keyed on `base`, which the Markdown copies' links contain: a build for
    // another base path must not reuse them. (Rspress turns its cache off with RSPRESS_PERSISTENT_CACHE=false.)
    performance:
      process.env.RSPRESS_PERSISTENT_CACHE === 'false' ? {} : { buildCache: { cacheDigest: [`base ${basePath}`] } },
    // A function so the guard lands before Rspress's own inline scripts, which read localStorage too.
    // The stored tab choice is applied before first paint, as Rspress does for the colour scheme.
    html: {
      tags: (tags) => [
        { tag: 'script', children: browserGuardScript, head: true, append: false },
        { tag: 'script', children: storedTabsScript, head: true, append: false },
        ...tags,
      ],
    },
  },
  plugins: [
    // Rspress's stylesheets of the components our theme replaces (MAINTAINERS.md, "Forks of Rspress's theme").
    pluginRspressStyles(),
    // The skip link, first in every page's body (issue 41, K1).
    pluginSkipLink(),
    // The footer (`contentinfo`) after the React root, outside <main>, on every page (issue 41, S2).
    pluginSiteFooter(),
    // Feed and item links: the config's siteOrigin and base. Build-only: in `rspress dev` its hooks return at once (no
    // page-data work, no feeds), so article pages get their feed <link> in builds only; the blog index's is in `head`.
    pluginRss({ feed: blogFeeds, output: { dir: 'rss' } }),
    pluginSeo({ siteOrigin: siteUrl }),
    // The steps above each doc page, from the generated nav and sidebar, into its metadata at compile time.
    pluginBreadcrumbs(),
    // A "copy link" button in every ##/### heading: static HTML, its code loaded on first use.
    pluginCopyLinks(),
    // Tables: a caption out of sight (their section's title) and ✓/✗ in words for screen readers (issue 41, S7, S11).
    pluginTables(),
    pluginSearchIndex({ algolia }),
    pluginSlimPageData(),
    pluginLastUpdatedInPage(),
    // A Chinese page whose English page changed after it says so under its title, from the same git log.
    pluginTranslationNote(),
    // `:::tip` titles whole when they hold inline code, and in the page's language when the page gives none.
    pluginCalloutTitles(),
    // <StartFrom>, <OutputExplorer>, <ConsumerTable>, <OptionsTable>, <ConfigChanges> and `text title="dist"` trees
    // drawn with `├──` become static HTML at compile time (the `.md` copies keep the components' text and the fences).
    pluginStaticComponents(),
    pluginCompactCode(),
    // `// [!code ++]`, `// [!code --]`, `// [!code highlight]` in code blocks (the "after" code everywhere else).
    pluginCodeNotation(),
    // `example`, `journey` and the other test-only attributes of code fences stay out of the `.md` copies.
    pluginStripTestMeta(),
    pluginTypeHints(),
    pluginStaticBlocks(),
    pluginShortChunkNames(),
    // The sidebar groups in one order, so an edit in `rspress dev` is a hot update, not a full reload.
    pluginStableSidebar(),
    // Its policy lets the search dialog reach Algolia's hosts when hosted search is on.
    pluginSecurityHeaders({ runtimeStyles: searchRuntimeStyles, connectSrc: algoliaOrigins(algolia) }),
    // `rspress dev`: the prose and page rules of `npm run check:page` on each page a writer saves, one line per problem.
    pluginPageRules(),
  ],
});
