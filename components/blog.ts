/** The languages that have a blog. */
export type BlogLang = 'en' | 'zh';

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

/** Reads a frontmatter date (a `Date` or an ISO string) as `YYYY-MM-DD`; anything else is not a date. */
export function toIsoDate(value: unknown): string | undefined {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : undefined;
}

/** The articles of one language: pages below `/blog/` with a valid date, newest first. */
export function blogPosts(pages: readonly BlogPageInfo[], lang: string): BlogPost[] {
  const prefix = lang === 'en' ? '/blog/' : `/${lang}/blog/`;
  return pages
    .flatMap((page) => {
      const date = toIsoDate(page.frontmatter?.date);
      if (page.lang !== lang || !page.routePath.startsWith(prefix) || page.routePath === prefix || !date) {
        return [];
      }
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
  return new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
