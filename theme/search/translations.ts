import type { DocSearchTranslations } from '@docsearch/react';
import { useI18n } from '@rspress/core/runtime';
import { useMemo } from 'react';
import type { SiteI18n } from '../i18n';

/** Every text of the DocSearch dialog, from the site's UI strings in the current language. */
export function useDocSearchTranslations(): Required<Pick<DocSearchTranslations, 'modal'>> & { placeholder: string } {
  const t = useI18n<SiteI18n>();
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
