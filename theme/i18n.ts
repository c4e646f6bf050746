import type { UserConfig } from '@rspress/core';
import type { Translated } from './site-model.mjs';

type I18nSource = Extract<NonNullable<UserConfig['i18nSource']>, object>;

/**
 * Every UI string of the site, keyed by text id, then by language. Rspress reads it through `useI18n()`. It ships in
 * every page's first-load JavaScript: the search dialog's words are in theme/search/text.ts, with the dialog.
 */
export const i18nSource = {
  prevPageText: { en: 'Previous Page', zh: '上一页' },
  nextPageText: { en: 'Next Page', zh: '下一页' },
  lastUpdatedText: { en: 'Last Updated', zh: '最后更新于' },
  outlineTitle: { en: 'ON THIS PAGE', zh: '本页目录' },
  sourceCodeText: { en: 'Source', zh: '源码' },
  scrollToTopText: { en: 'Back to top', zh: '回到顶部' },
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
  versionMenuLabel: { en: 'Version', zh: '版本' },
  versionReleasesText: { en: 'Releases', zh: '版本发布' },
  breadcrumbLabel: { en: 'Breadcrumb', zh: '页面路径' },
  reportProblemText: { en: 'Report a problem with this page', zh: '反馈本页问题' },
  navMenuLabel: { en: 'Menu', zh: '菜单' },
  opensInNewTab: { en: '(opens in a new tab)', zh: '（在新标签页中打开）' },
  listTermSeparator: { en: ': ', zh: '：' },
  appearanceToggleLabel: { en: 'Dark theme', zh: '深色主题' },
  tableRegionLabel: { en: 'Scrollable table', zh: '可横向滚动的表格' },
  copyMarkdownFailedText: { en: 'Markdown not available', zh: '无法获取 Markdown' },
  copyMarkdownDevText: {
    en: 'Markdown copies come with npm run build',
    zh: 'Markdown 副本要 npm run build 之后才有',
  },
  typeHintsKeys: {
    en: 'Arrow keys move between the names in this code and show the type of each.',
    zh: '用方向键在这段代码的名称之间移动，可查看每个名称的类型。',
  },
  typeHintsDefault: { en: 'Default:', zh: '默认值：' },
  typeHintsDeprecated: { en: 'Deprecated:', zh: '已废弃：' },
  'search.buttonText': { en: 'Search', zh: '搜索' },
} satisfies I18nSource & Record<string, Translated>;

/**
 * Words that the build writes into pages (theme/plugins/start-from.ts, and the `.md` copies through
 * components/StartFrom.tsx; the generated option tables, theme/option-tables.mjs; the translation note), kept apart from `i18nSource` so that they do not travel to the browser with it.
 */
export const pageText = {
  startFromTitle: { en: 'Starting point', zh: '起点' },
  startFromBefore: { en: 'Start from the project of ', zh: '以 ' },
  startFromAfter: { en: ': ', zh: ' 中的项目为起点：' },
  startFromColon: { en: ':', zh: '：' },
  // The option tables and the config changes per release (theme/option-tables.mjs).
  optionsTableOption: { en: 'Option', zh: '选项' },
  optionsTableType: { en: 'Type', zh: '类型' },
  optionsTableDefault: { en: 'Default', zh: '默认值' },
  optionsTableSince: { en: 'Since', zh: '起始版本' },
  optionsTableSummary: { en: 'Summary', zh: '说明' },
  optionsTableOnPage: { en: 'see its section', zh: '见对应章节' },
  changesLibAdded: { en: 'New lib options', zh: '新增的 lib 选项' },
  changesLibRemoved: { en: 'Removed lib options', zh: '移除的 lib 选项' },
  changesConfigAdded: { en: 'New config keys', zh: '新增的配置项' },
  changesConfigRemoved: { en: 'Removed config keys', zh: '移除的配置项' },
  changesRsbuild: { en: 'Config keys read from', zh: '配置项读取自' },
  changesDefault: { en: 'Declared default', zh: '类型声明中的默认值' },
  changesValuesAdded: { en: 'New values', zh: '新增的取值' },
  changesValuesRemoved: { en: 'Values no longer accepted', zh: '不再接受的取值' },
  changesOpen: { en: ' (', zh: '（' },
  changesClose: { en: ')', zh: '）' },
  changesFrom: { en: ' was ', zh: ' 由 ' },
  changesTo: { en: ', now ', zh: ' 改为 ' },
  changesColon: { en: ':', zh: '：' },
  changesSeparator: { en: ', ', zh: '、' },
  changesQuiet: { en: 'Releases that changed no option: ', zh: '以下版本没有改动任何选项：' },
  changesEnd: { en: '.', zh: '。' },
  // The note on a translated page whose English page changed after it (theme/plugins/translation-note.ts).
  translationNoteTitle: { en: 'Translation behind', zh: '译文待更新' },
  translationNote: {
    en: 'The English page has changed since this translation (last on {date}). See [the English page]({link}).',
    zh: '本页翻译之后，英文原文又有更新（最近一次在 {date}），部分内容可能还没同步，请以[英文原文]({link})为准。',
  },
} satisfies Record<string, Translated>;

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
