import { describe, expect, it } from 'vitest';
import { locales } from '../../theme/site';
import {
  defaultLang,
  homeOf,
  isBlogIndex,
  isBlogPost,
  isNotFoundRoute,
  langOfRoute,
  langOrDefault,
  languages,
  pageKindOf,
  pureRoute,
  routeIn,
  toIsoDate,
} from '../../theme/site-model.mjs';

describe('languages and prefixes', () => {
  it('lists the languages of the site config, the default one first and served without a prefix', () => {
    expect(locales.map((l) => l.lang)).toEqual([...languages]);
    expect(languages[0]).toBe(defaultLang);
    expect(routeIn('/guide/start/', 'en')).toBe('/guide/start/');
    expect(routeIn('/guide/start/', 'zh')).toBe('/zh/guide/start/');
    expect(homeOf('zh')).toBe('/zh/');
    expect(homeOf('en')).toBe('/');
  });

  it('reads the language and the pure route back from any route', () => {
    for (const [route, lang, pure] of [
      ['/zh/guide/x', 'zh', '/guide/x'],
      ['/zh/', 'zh', '/'],
      ['/zh', 'zh', '/'],
      ['/guide/x', 'en', '/guide/x'],
      ['/', 'en', '/'],
      ['/zhx/guide', 'en', '/zhx/guide'],
      ['/en/guide', 'en', '/en/guide'],
      ['/zh/no-such-page', 'zh', '/no-such-page'],
      ['', 'en', ''],
      ['/guide/zh/', 'en', '/guide/zh/'],
      ['/zh-cn/', 'en', '/zh-cn/'],
      ['/ZH/', 'en', '/ZH/'],
      ['zh/', 'en', 'zh/'],
    ] as const) {
      expect([langOfRoute(route), pureRoute(route)], route).toEqual([lang, pure]);
    }
  });

  it('falls back to the default language for anything it does not know', () => {
    expect(langOrDefault('zh')).toBe('zh');
    expect(langOrDefault('fr')).toBe('en');
    expect(langOrDefault(undefined)).toBe('en');
  });
});

describe('blog posts', () => {
  const post = (routePath: string, date: unknown) => ({ routePath, frontmatter: { date } });

  it('are pages right below the blog, in any language, with a valid date', () => {
    expect(isBlogPost(post('/blog/introducing-rslib', '2025-05-14'))).toBe(true);
    expect(isBlogPost(post('/zh/blog/introducing-rslib', new Date('2025-05-14')))).toBe(true);
  });

  it('exclude the overview, deeper pages, pages elsewhere and pages without a valid date', () => {
    expect(isBlogPost(post('/blog/', '2025-05-14'))).toBe(false);
    expect(isBlogPost(post('/blog/a/b', '2025-05-14'))).toBe(false);
    expect(isBlogPost(post('/guide/blog/a', '2025-05-14'))).toBe(false);
    expect(isBlogPost(post('/blog/a', 'not a date'))).toBe(false);
    expect(isBlogPost(post('/blog/a', undefined))).toBe(false);
    expect(isBlogPost({ routePath: '/blog/a' })).toBe(false);
  });

  it('read dates as YYYY-MM-DD', () => {
    expect(toIsoDate('2025-05-14')).toBe('2025-05-14');
    expect(toIsoDate(new Date(Date.UTC(2025, 4, 14)))).toBe('2025-05-14');
    expect(toIsoDate(20250514)).toBeUndefined();
  });

  it('have an overview in each language', () => {
    expect(isBlogIndex('/blog/')).toBe(true);
    expect(isBlogIndex('/zh/blog/')).toBe(true);
    expect(isBlogIndex('/blog/a')).toBe(false);
  });
});

describe('page kinds', () => {
  it('come from the first part of the route, in either language', () => {
    expect(pageKindOf('/config/lib/format')).toBe('config');
    expect(pageKindOf('/zh/guide/start/')).toBe('guide');
    expect(pageKindOf('/zh/blog/')).toBe('blog');
    expect(pageKindOf('/')).toBe('home');
    expect(pageKindOf('/community/')).toBe('home');
  });

  it('know the 404 page in every language', () => {
    expect(isNotFoundRoute('/404')).toBe(true);
    expect(isNotFoundRoute('/zh/404')).toBe(true);
    expect(isNotFoundRoute('/guide/404')).toBe(false);
  });
});
