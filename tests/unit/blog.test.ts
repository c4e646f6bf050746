import { describe, expect, it } from 'vitest';
import { type BlogPageInfo, blogPosts, formatDate } from '../../components/blog';
import { toIsoDate } from '../../theme/site-model.mjs';

const page = (routePath: string, lang: string, date?: unknown, title = routePath): BlogPageInfo => ({
  routePath,
  title,
  lang,
  frontmatter: { date, description: `about ${title}` },
});

describe('blogPosts', () => {
  const pages = [
    page('/blog/', 'en'),
    page('/blog/introducing-rslib', 'en', '2025-05-14'),
    page('/blog/later', 'en', new Date('2025-09-01T00:00:00Z')),
    page('/blog/undated', 'en'),
    page('/blog/bad-date', 'en', 'not a date'),
    page('/guide/start/', 'en', '2025-01-01'),
    page('/zh/blog/introducing-rslib', 'zh', '2025-05-14'),
  ];

  it('keeps dated articles of the language, newest first', () => {
    expect(blogPosts(pages, 'en').map((p) => p.routePath)).toEqual(['/blog/later', '/blog/introducing-rslib']);
  });

  it('separates languages by route prefix and page language', () => {
    expect(blogPosts(pages, 'zh').map((p) => p.routePath)).toEqual(['/zh/blog/introducing-rslib']);
  });

  it('carries the description and a normalised date', () => {
    expect(blogPosts(pages, 'en')[1]).toMatchObject({
      date: '2025-05-14',
      description: 'about /blog/introducing-rslib',
    });
  });
});

describe('blogPosts descriptions', () => {
  it("reads the page's description field first, then the frontmatter's", () => {
    const withField: BlogPageInfo = {
      routePath: '/blog/a',
      title: 'A',
      lang: 'en',
      description: 'from the field',
      frontmatter: { date: '2025-01-02' },
    };
    const withFrontmatter: BlogPageInfo = {
      routePath: '/blog/b',
      title: 'B',
      lang: 'en',
      frontmatter: { date: '2025-01-01', description: 'from the frontmatter' },
    };
    expect(blogPosts([withField, withFrontmatter], 'en').map((p) => p.description)).toEqual([
      'from the field',
      'from the frontmatter',
    ]);
  });
});

describe('dates', () => {
  it('reads strings and Date objects and rejects the rest', () => {
    expect(toIsoDate('2025-05-14')).toBe('2025-05-14');
    expect(toIsoDate(new Date('2025-05-14T00:00:00Z'))).toBe('2025-05-14');
    expect(toIsoDate('yesterday')).toBeUndefined();
    expect(toIsoDate(42)).toBeUndefined();
  });

  it('formats for each language independent of time zone', () => {
    expect(formatDate('2025-05-14', 'en')).toBe('May 14, 2025');
    expect(formatDate('2025-05-14', 'zh')).toBe('2025年5月14日');
  });
});
