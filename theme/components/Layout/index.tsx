import { PageContext, useLocation, warmPageData } from '@rspress/core/runtime';
import { Layout as BaseLayout, type LayoutProps } from '@rspress/core/theme-original';
import { type ContextType, useContext, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { hiddenPartsFromSearch, withHiddenParts } from '../../logic/query';

const subscribeNever = () => () => {};

/**
 * The query string once the page is interactive, and '' while the static HTML hydrates (it was built without one).
 * A page opened without a query string reads the same in both, so hydrating it schedules no second render.
 */
const useHydratedSearch = (search: string) =>
  useSyncExternalStore(
    subscribeNever,
    () => search,
    () => '',
  );

let firstPage = true;

/**
 * Hands the page data the page hydrated with to Rspress's page-data cache, once. Rspress's app reads the data of
 * the first page again after mounting and, finding nothing in that cache, stores a fresh copy in its state, which
 * renders the whole page a second time and makes React hydrate every part of it that was still waiting, all at
 * once, in one long task. With the same object in the cache, that state update changes nothing. This layout
 * effect runs before the app's, which is its parent's.
 */
function useWarmFirstPage(data: ContextType<typeof PageContext>['data'], pathname: string) {
  useLayoutEffect(() => {
    if (!firstPage || !data) return;
    firstPage = false;
    warmPageData(pathname, data);
  }, [data, pathname]);
}

/**
 * The default layout, with `?navbar=0`, `?sidebar=0`, `?outline=0` and `?footer=0` hiding those parts. The query
 * is applied as page frontmatter (`navbar: false`, …), so every part of the default theme honours it, and it is
 * read again on every client-side navigation.
 */
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
