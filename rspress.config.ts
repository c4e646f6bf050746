import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginRss } from '@rspress/plugin-rss';
import { browserGuardScript } from './theme/head';
import { i18nSource } from './theme/i18n';
import { algoliaFromEnv } from './theme/plugins/search-config';
import { pluginSearchIndex } from './theme/plugins/search-index';
import { blogFeeds, blogIndexFeedLink } from './theme/rss';
import { docsRepoBaseUrl, locales, siteOrigin, socialLinks } from './theme/site';

export default defineConfig({
  root: path.join(__dirname, 'docs'),
  title: 'Rslib',
  description: locales[0].description,
  lang: 'en',
  base: '/',
  siteOrigin,
  icon: '/favicon.svg',
  logo: '/logo.svg',
  logoText: 'Rslib',
  locales: [...locales],
  i18nSource,
  head: [blogIndexFeedLink],
  route: {
    cleanUrls: true,
    exclude: ['**/shared/**'],
    localeRedirect: 'auto',
  },
  markdown: {
    showLineNumbers: false,
    defaultWrapCode: false,
    link: { checkDeadLinks: true, checkAnchors: true },
  },
  llms: true,
  // Page text for the search index (theme/plugins/search-index.ts); code blocks stay out of it.
  search: { codeBlocks: false },
  mediumZoom: { selector: '.rp-doc img' },
  languageParity: { enabled: true },
  themeConfig: {
    socialLinks,
    editLink: { docRepoBaseUrl: docsRepoBaseUrl },
    lastUpdated: true,
    enableScrollToTop: true,
    llmsUI: { viewOptions: ['markdownLink', 'chatgpt', 'claude'] },
  },
  builderConfig: {
    // A function so the guard lands before Rspress's own inline scripts, which read localStorage too.
    html: { tags: (tags) => [{ tag: 'script', children: browserGuardScript, head: true, append: false }, ...tags] },
  },
  plugins: [
    pluginRss({ siteUrl: siteOrigin, feed: blogFeeds, output: { dir: 'rss' } }),
    pluginSearchIndex({ algolia: algoliaFromEnv() }),
  ],
});
