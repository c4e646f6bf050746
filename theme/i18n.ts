import type { UserConfig } from '@rspress/core';
import ui from './i18n.json' with { type: 'json' };
import words from './page-text.json' with { type: 'json' };
import type { Translated } from './site-model.mjs';

type I18nSource = Extract<NonNullable<UserConfig['i18nSource']>, object>;

/**
 * Every UI string of the site (theme/i18n.json), by text id, then by language; Rspress reads it through `useI18n()`.
 * It ships in the first-load JavaScript of every page: the search dialog's words are in theme/search/text.json.
 */
export const i18nSource = ui satisfies I18nSource & Record<string, Translated>;

/**
 * Words that the build writes into pages (theme/page-text.json): starting points (theme/plugins/start-from.ts, and the
 * `.md` copies through components/StartFrom.tsx), option tables and config changes (theme/option-tables.ts), the
 * translation note. Apart from `i18nSource`, so that they do not travel to the browser with it.
 */
export const pageText = words satisfies Record<string, Translated>;

/**
 * Words of the "copy link" button of each `##`/`###` heading: `label` is written into the page at build time
 * (theme/plugins/copy-link.ts); the code that copies (theme/components/CopyLink/copy.ts) names the button after its
 * heading (`label` + `separator` + heading) and says how the copy went. Apart from `i18nSource`, so that only the
 * button's lazily loaded code carries them.
 */
export const copyLinkText = {
  label: { en: 'Copy link to section', zh: '复制本节链接' },
  separator: { en: ': ', zh: '：' },
  copied: { en: 'Link copied', zh: '链接已复制' },
  failed: { en: 'Could not copy the link', zh: '无法复制链接' },
} satisfies Record<string, Translated>;

/** The shape of the site's UI strings, for `useI18n<SiteI18n>()`. */
export type SiteI18n = typeof i18nSource;
