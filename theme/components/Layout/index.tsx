import { PageContext, useLocation, warmPageData } from '@rspress/core/runtime';
import { Layout as BaseLayout, type LayoutProps } from '@rspress/core/theme-original';
import { type ContextType, useContext, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { hiddenPartsFromSearch, withHiddenParts } from '../../logic/query';

const subscribeNever = () => () => {};

/** The query string, but '' while the static HTML (built without one) hydrates: no second render for most pages. */
const useHydratedSearch = (search: string) =>
  useSyncExternalStore(
    subscribeNever,
    () => search,
    () => '',
  );

let firstPage = true;

/**
 * Puts the data the first page hydrated with in Rspress's page-data cache, once: otherwise the app, reading it again
 * after mounting, stores a fresh copy in its state and React hydrates the whole page in one long task. This layout
 * effect runs before the app's (its parent's).
 */
function useWarmFirstPage(data: ContextType<typeof PageContext>['data'], pathname: string) {
  useLayoutEffect(() => {
    if (!firstPage || !data) return;
    firstPage = false;
    warmPageData(pathname, data);
  }, [data, pathname]);
}

/** The default layout; `?navbar=0`, `?sidebar=0`, `?outline=0`, `?footer=0` become frontmatter every part honours. */
export function Layout(props: LayoutProps) {
  const context = useContext(PageContext);
  const { search, pathname } = useLocation();
  useWarmFirstPage(context.data, pathname);
  const hydratedSearch = useHydratedSearch(search);
  const hidden = useMemo(() => hiddenPartsFromSearch(hydratedSearch), [hydratedSearch]);
  const value = useMemo(() => {
    if (hidden.size === 0 || !context.data) return context;
    return {
      ...context,
      data: { ...context.data, frontmatter: withHiddenParts(context.data.frontmatter ?? {}, hidden) },
    };
  }, [context, hidden]);
  return (
    <PageContext.Provider value={value}>
      <BaseLayout {...props} />
    </PageContext.Provider>
  );
}
