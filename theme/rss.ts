import type { RouteMeta } from '@rspress/core';
import type { FeedChannel } from '@rspress/plugin-rss';
import { blogFeeds as feeds } from '../components/blog';
import { isBlogIndex, isBlogPost, langOfRoute, languages, regionTags, withBasePath } from './site-model.mjs';

/**
 * One RSS 2.0 channel of blog posts per language (`/rss/blog-rss.xml`, `/rss/blog-rss-zh.xml`). Region tags keep the
 * feed links' `hreflang` apart from the page's own `hreflang="en"` alternate, which a bare `en` would replace.
 */
export const blogFeeds: FeedChannel[] = languages.map((lang) => {
  const { id, title, description } = feeds[lang];
  const test: FeedChannel['test'] = (page) => page.lang === lang && isBlogPost(page);
  return { id, test, title, description, language: regionTags[lang], output: { type: 'rss', filename: `${id}.xml` } };
});

/** The feed link of the blog overview pages; article pages get theirs from the RSS plugin. */
export function blogIndexFeedLink(route: RouteMeta, base = '/'): [string, Record<string, string>] | undefined {
  if (!isBlogIndex(route.routePath)) return undefined;
  const { path, title } = feeds[langOfRoute(route.routePath)];
  return ['link', { rel: 'alternate', type: 'application/rss+xml', href: withBasePath(base, path), title }];
}
