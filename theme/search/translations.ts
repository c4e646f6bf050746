import type { DocSearchTranslations } from '@docsearch/react';
import { useLang } from '@rspress/core/runtime';
import { useCallback, useMemo } from 'react';
import { langOrDefault } from '../site-model.mjs';
import { type SearchTextKey, searchDialogText } from './text';

/** The search dialog's words in the page's language (theme/search/text.ts). */
export function useSearchText(): (key: SearchTextKey) => string {
  const lang = langOrDefault(useLang());
  return useCallback((key: SearchTextKey) => searchDialogText[key][lang], [lang]);
}

/** Every text of the DocSearch dialog in the current language. */
export function useDocSearchTranslations(): Required<Pick<DocSearchTranslations, 'modal'>> & { placeholder: string } {
  const t = useSearchText();
  return useMemo(
    () => ({
      placeholder: t('search.placeholder'),
      modal: {
        searchBox: {
          resetButtonTitle: t('search.resetButtonTitle'),
          resetButtonAriaLabel: t('search.resetButtonTitle'),
          cancelButtonText: t('search.cancelButtonText'),
          cancelButtonAriaLabel: t('search.cancelButtonText'),
          searchInputLabel: t('search.searchInputLabel'),
        },
        footer: {
          selectText: t('search.selectText'),
          selectKeyAriaLabel: t('search.selectKeyAriaLabel'),
          navigateText: t('search.navigateText'),
          navigateUpKeyAriaLabel: t('search.navigateUpKeyAriaLabel'),
          navigateDownKeyAriaLabel: t('search.navigateDownKeyAriaLabel'),
          closeText: t('search.closeText'),
          closeKeyAriaLabel: t('search.closeKeyAriaLabel'),
          searchByText: t('search.searchByText'),
        },
        errorScreen: { titleText: t('search.errorTitle'), helpText: t('search.errorHelp') },
        startScreen: {
          recentSearchesTitle: t('search.recentTitle'),
          noRecentSearchesText: t('search.noRecentText'),
          saveRecentSearchButtonTitle: t('search.saveRecentTitle'),
          removeRecentSearchButtonTitle: t('search.removeRecentTitle'),
          favoriteSearchesTitle: t('search.favoriteTitle'),
          removeFavoriteSearchButtonTitle: t('search.removeFavoriteTitle'),
        },
        noResultsScreen: {
          noResultsText: t('search.noResultsText'),
          suggestedQueryText: t('search.suggestedQueryText'),
          reportMissingResultsText: t('search.reportMissingText'),
          reportMissingResultsLinkText: t('search.reportMissingLinkText'),
        },
      },
    }),
    [t],
  );
}
