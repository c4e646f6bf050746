import type { Translated } from '../site-model.mjs';

/**
 * The words of the search dialog, keyed like the site's UI strings (theme/i18n.ts). They travel with the dialog's
 * chunk, which loads when search is first wanted, instead of with Rspress's `i18nSource` in every page's first-load
 * JavaScript; the Search button's own label stays there.
 */
export const searchDialogText = {
  'search.placeholder': { en: 'Search the docs', zh: '搜索文档' },
  'search.resetButtonTitle': { en: 'Clear the query', zh: '清空输入' },
  'search.cancelButtonText': { en: 'Cancel', zh: '取消' },
  'search.searchInputLabel': { en: 'Search', zh: '搜索' },
  'search.selectText': { en: 'to select', zh: '打开' },
  'search.selectKeyAriaLabel': { en: 'Enter key', zh: '回车键' },
  'search.navigateText': { en: 'to navigate', zh: '上下切换' },
  'search.navigateUpKeyAriaLabel': { en: 'Arrow up', zh: '上方向键' },
  'search.navigateDownKeyAriaLabel': { en: 'Arrow down', zh: '下方向键' },
  'search.closeText': { en: 'to close', zh: '关闭' },
  'search.closeKeyAriaLabel': { en: 'Escape key', zh: 'Esc 键' },
  'search.searchByText': { en: 'Search by', zh: '搜索服务来自' },
  'search.errorTitle': { en: 'Unable to fetch results', zh: '无法获取搜索结果' },
  'search.errorHelp': { en: 'You might want to check your network connection.', zh: '请检查一下网络连接是否正常。' },
  'search.recentTitle': { en: 'Recent', zh: '最近搜索' },
  'search.noRecentText': { en: 'No recent searches', zh: '暂无搜索记录' },
  'search.saveRecentTitle': { en: 'Keep this search', zh: '收藏这条搜索' },
  'search.removeRecentTitle': { en: 'Remove from recent searches', zh: '从最近搜索中移除' },
  'search.favoriteTitle': { en: 'Favorites', zh: '收藏' },
  'search.removeFavoriteTitle': { en: 'Remove from favorites', zh: '从收藏中移除' },
  'search.noResultsText': { en: 'No results for', zh: '没有找到相关结果' },
  'search.suggestedQueryText': { en: 'Try searching for', zh: '你可以试试搜索' },
  'search.reportMissingText': { en: 'Expected to find something here?', zh: '觉得应该搜得到？' },
  'search.reportMissingLinkText': { en: 'Tell us on GitHub.', zh: '到 GitHub 上告诉我们。' },
} satisfies Record<string, Translated>;

/** The id of a word of the search dialog. */
export type SearchTextKey = keyof typeof searchDialogText;
