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
  llmsOpenText: { en: 'Open', zh: '打开' },
  llmsChatPrompt: {
    en: 'Read {{url}} (a page of the Rslib docs); I have questions about it.',
    zh: '请阅读 {{url}}（Rslib 文档中的一页），我想就其中的内容提问。',
  },
  blogPostedOn: { en: 'Published on', zh: '发布于' },
  blogReadMore: { en: 'Read the article', zh: '阅读全文' },
  blogRssText: { en: 'Subscribe via RSS', zh: '通过 RSS 订阅' },
  ecosystemMenuLabel: { en: 'Rstack tools', zh: 'Rstack 工具' },
  ecosystemCardsTitle: { en: 'Part of the Rstack toolchain', zh: 'Rstack 工具链的一员' },
  ecosystemCardsText: {
    en: 'Rslib shares its compiler, configuration style and plugins with these tools. Pick the ones your project needs.',
    zh: 'Rslib 与这些工具共用编译器、配置方式和插件，按项目需要挑选即可。',
  },
  languageMenuLabel: { en: 'Language', zh: '语言' },
  opensInNewTab: { en: '(opens in a new tab)', zh: '（在新标签页中打开）' },
  appearanceToggleLabel: { en: 'Dark theme', zh: '深色主题' },
  tableRegionLabel: { en: 'Scrollable table', zh: '可横向滚动的表格' },
  copyMarkdownFailedText: { en: 'Markdown not available', zh: '无法获取 Markdown' },
} satisfies I18nSource;

/** The shape of the site's UI strings, for `useI18n<SiteI18n>()`. */
export type SiteI18n = typeof i18nSource;
