import fs from 'node:fs/promises';
import path from 'node:path';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { escapeHtml } from '../lib/shared.mjs';
import { defaultLang, isNotFoundRoute, languages, routeIn } from '../site-model.mjs';

type HeadTag = [string, Record<string, string>];

/** The public URL of the site's root: the origin, and the base path when the site is hosted under one. */
type SeoOptions = { siteOrigin: string };

/** The absolute URL of a route of the site whose root is at `siteRoot` (an origin, with or without a base path). */
export const absoluteUrl = (siteRoot: string, routePath: string) =>
  new URL(routePath.replace(/^\/+/, ''), `${siteRoot.replace(/\/+$/, '')}/`).href;

/** `<link rel="canonical">` of a page; none for the 404 page (a route too), which also stays out of the sitemap. */
export const canonicalTag = ({ routePath }: Pick<RouteMeta, 'routePath'>, siteOrigin: string): HeadTag | undefined =>
  isNotFoundRoute(routePath) ? undefined : ['link', { rel: 'canonical', href: absoluteUrl(siteOrigin, routePath) }];

/** `<link rel="alternate" hreflang="x-default">`, pointing at the page in the default language. */
export function xDefaultTag(route: Pick<RouteMeta, 'routePath' | 'pureRoutePath'>, { siteOrigin }: SeoOptions) {
  if (isNotFoundRoute(route.routePath)) return undefined;
  const href = absoluteUrl(siteOrigin, routeIn(route.pureRoutePath, defaultLang));
  return ['link', { rel: 'alternate', hreflang: 'x-default', href }] satisfies HeadTag;
}

/** A sitemap of every page, each with its language alternates and `x-default`. */
export function sitemapXml(routes: Pick<RouteMeta, 'routePath' | 'pureRoutePath' | 'lang'>[], options: SeoOptions) {
  const pages = routes.filter((route) => !isNotFoundRoute(route.routePath));
  const url = (routePath: string) => escapeHtml(absoluteUrl(options.siteOrigin, routePath));
  const link = (hreflang: string, routePath: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(routePath)}"/>`;
  const entries = pages
    .sort((a, b) => a.routePath.localeCompare(b.routePath))
    .map(({ routePath, pureRoutePath }) => {
      const langs = languages.filter((lang) => pages.some((p) => p.pureRoutePath === pureRoutePath && p.lang === lang));
      const alternates = langs.map((lang) => link(lang, routeIn(pureRoutePath, lang)));
      if (langs.includes(defaultLang)) alternates.push(link('x-default', pureRoutePath));
      return ['  <url>', `    <loc>${url(routePath)}</loc>`, ...alternates, '  </url>'].join('\n');
    });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.map((entry) => `${entry}\n`).join('')}</urlset>
`;
}

export const robotsTxt = (siteOrigin: string) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteOrigin, '/sitemap.xml')}\n`;

/** Canonical and `x-default` links on every page; `sitemap.xml` and `robots.txt` in the build output. */
export function pluginSeo(options: SeoOptions): RspressPlugin {
  let routes: RouteMeta[] = [];
  return {
    name: 'rslib-docs-seo',
    config: (config) => ({
      ...config,
      head: [
        ...(config.head ?? []),
        (route: RouteMeta) => canonicalTag(route, options.siteOrigin),
        (route: RouteMeta) => xDefaultTag(route, options),
      ],
    }),
    routeGenerated(generated) {
      routes = generated;
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      await fs.writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(routes, options));
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(options.siteOrigin));
    },
  };
}
