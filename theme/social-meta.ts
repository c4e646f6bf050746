import type { RouteMeta } from '@rspress/core';
import { escapeHtml } from './lib/shared.mjs';
import { siteUrl } from './site';
import { langOrDefault, pageKindOf, regionTags, type Translated, withBasePath } from './site-model.mjs';

/** Preview image of each page kind (1200 × 630, by scripts/make-og-images.mjs in docs/public/og/) and its alt. */
const ogImages: Record<ReturnType<typeof pageKindOf>, { path: string; alt: Translated }> = {
  home: { path: '/og/home.png', alt: { en: 'Rslib, the library build tool', zh: 'Rslib 库构建工具' } },
  guide: { path: '/og/guide.png', alt: { en: 'Rslib guide', zh: 'Rslib 指南' } },
  config: { path: '/og/config.png', alt: { en: 'Rslib config reference', zh: 'Rslib 配置参考' } },
  blog: { path: '/og/blog.png', alt: { en: 'Rslib blog', zh: 'Rslib 博客' } },
};

const meta = (key: 'property' | 'name', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}">`;

/** Open Graph and Twitter card tags Rspress does not write (it writes title, description, `og:type`). */
export function socialMetaTags(route: RouteMeta): string {
  const lang = langOrDefault(route.lang);
  const image = ogImages[pageKindOf(route.pureRoutePath)];
  const imageUrl = `${siteUrl}${image.path}`;
  return [
    meta('property', 'og:url', `${siteUrl}${route.routePath}`),
    meta('property', 'og:site_name', 'Rslib'),
    meta('property', 'og:locale', regionTags[lang].replace('-', '_')),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', image.alt[lang]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', image.alt[lang]),
  ].join('');
}

/** Icons beside `favicon.svg` (PNG for browsers without SVG icons, the home-screen icon) and the web manifest. */
export const iconHeadTags = (base = '/'): [string, Record<string, string>][] => [
  ['link', { rel: 'icon', type: 'image/png', sizes: '32x32', href: withBasePath(base, '/favicon-32x32.png') }],
  ['link', { rel: 'apple-touch-icon', sizes: '180x180', href: withBasePath(base, '/apple-touch-icon.png') }],
  ['link', { rel: 'manifest', href: withBasePath(base, '/site.webmanifest') }],
  ['meta', { name: 'theme-color', content: '#e0542c' }],
];
