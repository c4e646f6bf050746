import { isBlogPost, type Lang, langOrDefault, regionTags, toIsoDate } from '../theme/site-model.mjs';

/** The languages that have a blog: all of them. */
export type BlogLang = Lang;

/** The RSS channel of each language, shared by the RSS plugin config and the blog overview. */
export const blogFeeds: Record<BlogLang, { id: string; path: string; title: string; description: string }> = {
  en: {
    id: 'blog-rss',
    path: '/rss/blog-rss.xml',
    title: 'Rslib Blog',
    description: 'Release notes and articles about Rslib, the library build tool powered by Rsbuild.',
  },
  zh: {
    id: 'blog-rss-zh',
    path: '/rss/blog-rss-zh.xml',
    title: 'Rslib 博客',
    description: 'Rslib 的版本发布与技术文章。',
  },
};

/** The fields of a page that the blog list needs. */
export interface BlogPageInfo {
  routePath: string;
  /** Kept in the shared page data for blog articles only (`theme/plugins/slim-page-data.ts`). */
  title?: string;
  lang: string;
  description?: string;
  frontmatter?: { date?: unknown; description?: unknown };
}

/** A blog article as listed on the blog overview. */
export interface BlogPost {
  routePath: string;
  title: string;
  description: string;
  date: string;
}

/** The articles of one language (blog posts as theme/site-model.mjs defines them), newest first. */
export function blogPosts(pages: readonly BlogPageInfo[], lang: string): BlogPost[] {
  return pages
    .flatMap((page) => {
      const date = toIsoDate(page.frontmatter?.date);
      if (page.lang !== lang || !isBlogPost(page) || !date) return [];
      const fromFrontmatter = typeof page.frontmatter?.description === 'string' ? page.frontmatter.description : '';
      const description = page.description ?? fromFrontmatter;
      return [{ routePath: page.routePath, title: page.title ?? '', description, date }];
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** Formats `YYYY-MM-DD` for readers of a language, without depending on the reader's time zone. */
export function formatDate(isoDate: string, lang: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return new Intl.DateTimeFormat(regionTags[langOrDefault(lang)], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
