import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalTag, robotsTxt, sitemapXml, xDefaultTag } from '../../theme/plugins/seo';
import { rehypeUnfocusableHeaderAnchors } from '../../theme/plugins/static-html';
import { routeIn } from '../../theme/site-model.mjs';

const options = { siteOrigin: 'https://docs.example' } as const;
const route = (lang: string, pureRoutePath: string) => ({
  lang,
  pureRoutePath,
  routePath: routeIn(pureRoutePath, lang),
});

describe('URLs', () => {
  it('joins the origin and the route once, with or without a trailing slash on the origin', () => {
    expect(absoluteUrl('https://docs.example', '/zh/guide/cli')).toBe('https://docs.example/zh/guide/cli');
    expect(absoluteUrl('https://docs.example/', '/')).toBe('https://docs.example/');
  });
});

describe('head tags', () => {
  it('gives a page its canonical URL and an x-default in the default language', () => {
    const page = route('zh', '/guide/basic/cli');
    expect(canonicalTag(page, options.siteOrigin)).toEqual([
      'link',
      { rel: 'canonical', href: 'https://docs.example/zh/guide/basic/cli' },
    ]);
    expect(xDefaultTag(page, options)).toEqual([
      'link',
      { rel: 'alternate', hreflang: 'x-default', href: 'https://docs.example/guide/basic/cli' },
    ]);
  });

  it('gives the 404 page neither', () => {
    const notFound = { routePath: '/404', pureRoutePath: '/404' };
    expect(canonicalTag(notFound, options.siteOrigin)).toBeUndefined();
    expect(xDefaultTag(notFound, options)).toBeUndefined();
  });
});

describe('sitemap.xml', () => {
  const routes = [
    route('en', '/'),
    route('zh', '/'),
    route('en', '/guide/a&b'),
    route('zh', '/guide/a&b'),
    route('en', '/only-en'),
    { lang: 'en', pureRoutePath: '/404', routePath: '/404' },
  ];
  const xml = sitemapXml(routes, options);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['url', 'xhtml:link'].includes(name),
  }).parse(xml);
  const urls = parsed.urlset.url as { loc: string; 'xhtml:link': Record<string, string>[] }[];

  it('is well-formed XML in the sitemap namespace', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  });

  it('lists every page but the 404 page, escaping URLs', () => {
    expect(urls.map((u) => u.loc)).toEqual([
      'https://docs.example/',
      'https://docs.example/guide/a&b',
      'https://docs.example/only-en',
      'https://docs.example/zh/',
      'https://docs.example/zh/guide/a&b',
    ]);
    expect(xml).toContain('a&amp;b');
  });

  it('gives each page the languages it exists in, plus x-default', () => {
    const alternates = (loc: string) =>
      urls.find((u) => u.loc === loc)?.['xhtml:link'].map((l) => `${l['@_hreflang']} ${l['@_href']}`);
    expect(alternates('https://docs.example/zh/')).toEqual([
      'en https://docs.example/',
      'zh https://docs.example/zh/',
      'x-default https://docs.example/',
    ]);
    expect(alternates('https://docs.example/only-en')).toEqual([
      'en https://docs.example/only-en',
      'x-default https://docs.example/only-en',
    ]);
  });
});

describe('robots.txt', () => {
  it('allows everything and names the sitemap', () => {
    expect(robotsTxt('https://docs.example')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.example/sitemap.xml\n',
    );
  });
});

describe('heading anchors', () => {
  it('takes the aria-hidden # links of headings out of the tab order, and nothing else', () => {
    const anchor = { type: 'element', tagName: 'a', properties: { class: 'rp-header-anchor', ariaHidden: 'true' } };
    const link = { type: 'element', tagName: 'a', properties: { href: '/guide' } };
    const tree = { type: 'root', children: [{ type: 'element', tagName: 'h2', children: [anchor, link] }] };
    rehypeUnfocusableHeaderAnchors()(tree);
    expect(anchor.properties).toEqual({ class: 'rp-header-anchor', ariaHidden: 'true', tabIndex: -1 });
    expect(link.properties).toEqual({ href: '/guide' });
  });
});
