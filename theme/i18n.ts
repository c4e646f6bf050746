import type { UserConfig } from '@rspress/core';

type I18nSource = Extract<NonNullable<UserConfig['i18nSource']>, object>;

/** Every UI string of the site, keyed by text id, then by language. Rspress reads it through `useI18n()`. */
export const i18nSource = {
  prevPageText: { en: 'Previous Page', zh: '上一页' },
  nextPageText: { en: 'Next Page', zh: '下一页' },
  lastUpdatedText: { en: 'Last Updated', zh: '最后更新于' },
  outlineTitle: { en: 'ON THIS PAGE', zh: '本页目录' },
  sourceCodeText: { en: 'Source', zh: '源码' },
  editLinkText: { en: 'Edit this page on GitHub', zh: '在 GitHub 上编辑此页' },
  notFoundText: { en: 'PAGE NOT FOUND', zh: '页面未找到' },
  takeMeHomeText: { en: 'Take me home', zh: '返回首页' },
  'overview.filterNameText': { en: 'Filter', zh: '筛选' },
  'overview.filterPlaceholderText': { en: 'Enter keyword', zh: '输入关键词' },
  'overview.filterNoResultText': { en: 'No matching API found', zh: '没有找到匹配的 API' },
  blogPostedOn: { en: 'Published on', zh: '发布于' },
  blogReadMore: { en: 'Read the article', zh: '阅读全文' },
  blogRssText: { en: 'Subscribe via RSS', zh: '通过 RSS 订阅' },
  tableRegionLabel: { en: 'Scrollable table', zh: '可横向滚动的表格' },
  llmsViewOptionsLabel: { en: 'More ways to open this page', zh: '以其他方式打开本页' },
} satisfies I18nSource;

/** The shape of the site's UI strings, for `useI18n<SiteI18n>()`. */
export type SiteI18n = typeof i18nSource;
