import type { UserConfig } from '@rspress/core';
import ui from './i18n.json' with { type: 'json' };
import words from './page-text.json' with { type: 'json' };
import type { Translated } from './site-model.mjs';

/**
 * Every UI string of the site (theme/i18n.json) by text id, then language, for `useI18n()`. It ships in every page's
 * first-load JavaScript: the search dialog's words are in theme/search/text.json.
 */
export const i18nSource = ui satisfies Extract<NonNullable<UserConfig['i18nSource']>, object> &
  Record<string, Translated>;

/** Words the build writes into pages (theme/page-text.json), kept apart so they do not travel with `i18nSource`. */
export const pageText = words satisfies Record<string, Translated>;

/**
 * Words of the "copy link" button of each `##`/`###` heading: `label` is written into the page at build time
 * (theme/plugins/copy-link.ts), the rest is read by the code that copies (theme/components/CopyLink/copy.ts), which
 * names the button `label` + `separator` + heading. Apart from `i18nSource`, so only that lazily loaded code has them.
 */
export const copyLinkText = {
  label: { en: 'Copy link to section', zh: '复制本节链接' },
  separator: { en: ': ', zh: '：' },
  copied: { en: 'Link copied', zh: '链接已复制' },
  failed: { en: 'Could not copy the link', zh: '无法复制链接' },
} satisfies Record<string, Translated>;

/** The shape of the site's UI strings, for `useI18n<SiteI18n>()`. */
export type SiteI18n = typeof i18nSource;
