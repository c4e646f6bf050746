import type { PageIndexInfo, RouteMeta } from '@rspress/core';
import type { FeedChannel } from '@rspress/plugin-rss';
import { type BlogLang, blogFeeds as feeds } from '../components/blog';
import { isBlogIndex, isBlogPost, langOfRoute, languages, regionTags, withBasePath } from './site-model.mjs';

/** A feed carries the blog posts of its language (theme/site-model.mjs defines a blog post). */
const isArticle = (page: PageIndexInfo, lang: BlogLang): boolean => page.lang === lang && isBlogPost(page);

const channel = (lang: BlogLang, language: string): FeedChannel => ({
  id: feeds[lang].id,
  test: (page) => isArticle(page, lang),
  title: feeds[lang].title,
  description: feeds[lang].description,
  language,
  output: { type: 'rss', filename: `${feeds[lang].id}.xml` },
});

/**
 * One RSS 2.0 channel per language: `/rss/blog-rss.xml` and `/rss/blog-rss-zh.xml`. Region tags keep the feed
 * links' `hreflang` apart from the page's own `hreflang="en"` alternate, which a bare `en` would replace.
 */
export const blogFeeds: FeedChannel[] = languages.map((lang) => channel(lang, regionTags[lang]));

/** The feed link of the blog overview pages, under the site's base path; article pages get theirs from the RSS plugin. */
export function blogIndexFeedLink(route: RouteMeta, base = '/'): [string, Record<string, string>] | undefined {
  if (!isBlogIndex(route.routePath)) return undefined;
  const lang = langOfRoute(route.routePath);
  const href = withBasePath(base, feeds[lang].path);
  return ['link', { rel: 'alternate', type: 'application/rss+xml', href, title: feeds[lang].title }];
}
