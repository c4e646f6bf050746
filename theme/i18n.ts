import type { UserConfig } from '@rspress/core';
import { copyLinkSeparator } from './components/CopyLink/names';
import ui from './i18n.json' with { type: 'json' };
import words from './page-text.json' with { type: 'json' };
import type { Translated } from './site-model.mjs';

/** The UI strings (theme/i18n.json) for `useI18n()`: they ship in every page, the search dialog's are apart. */
export const i18nSource = ui satisfies Extract<NonNullable<UserConfig['i18nSource']>, object> &
  Record<string, Translated>;

/** Words the build writes into pages (theme/page-text.json), kept apart so they do not travel with `i18nSource`. */
export const pageText = words satisfies Record<string, Translated>;

/**
 * Words of each heading's "copy link" button: `label` written at build time, the rest read by the lazily loaded code
 * that copies (it names the button `label` + `separator` + heading), so apart from `i18nSource`.
 */
export const copyLinkText = {
  label: { en: 'Copy link to section', zh: '复制本节链接' },
  separator: copyLinkSeparator,
  copied: { en: 'Link copied', zh: '链接已复制' },
  failed: { en: 'Could not copy the link', zh: '无法复制链接' },
} satisfies Record<string, Translated>;

/** The shape of the site's UI strings, for `useI18n<SiteI18n>()`. */
export type SiteI18n = typeof i18nSource;
