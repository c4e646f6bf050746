import type { SocialLink } from '@rspress/core';
import { communityLinks } from './community';
import locale from './site.json' with { type: 'json' };
import { normalizeBasePath } from './site-model.mjs';
import { namedIcon } from './social-icons';

/** Public origin of the deployed site, used for RSS links and canonical URLs. */
export const siteOrigin = process.env.SITE_ORIGIN ?? 'https://rslib.rs';

/** The path the site is hosted under (`BASE_PATH` when building, such as `/rslib/`); `/` by default. */
export const basePath = normalizeBasePath(process.env.BASE_PATH);

/** The public URL of the site's root, without a trailing slash: the origin and the base path. */
export const siteUrl = `${siteOrigin.replace(/\/+$/, '')}${basePath.replace(/\/$/, '')}`;

/** Where the sources of these pages live; the edit link appends `en/guide/…mdx`. */
export const docsRepoBaseUrl =
  process.env.DOCS_REPO_BASE_URL ?? 'https://github.com/web-infra-dev/rslib/tree/main/website/docs';

/** Links shown at the right end of the top bar, derived from {@link communityLinks}. */
export const socialLinks: SocialLink[] = communityLinks.map((link) => ({
  icon: namedIcon(link.icon, link.name, basePath),
  mode: 'link',
  content: link.url,
}));

/** The two languages of the site (theme/site.json); English is served without a prefix. */
export const locales = [
  { lang: 'en', ...locale.en },
  { lang: 'zh', ...locale.zh },
] as const;
