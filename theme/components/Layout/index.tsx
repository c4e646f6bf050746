import { PageContext, useLocation, warmPageData } from '@rspress/core/runtime';
import { Layout as BaseLayout, type LayoutProps } from '@rspress/core/theme-original';
import { useContext, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { hiddenPartsFromSearch, withHiddenParts } from '../../logic/query';

const subscribeNever = () => () => {};
const serverSearch = () => '';
let firstPage = true;

/** The default layout; `?navbar=0`, `?sidebar=0`, `?outline=0`, `?footer=0` become frontmatter every part honours. */
export function Layout(props: LayoutProps) {
  const context = useContext(PageContext);
  const { search, pathname } = useLocation();
  // The first page's data goes into Rspress's page-data cache before the app (our parent) reads it after mounting:
  // otherwise the app stores a fresh copy in its state and React hydrates the whole page in one long task.
  useLayoutEffect(() => {
    if (!firstPage || !context.data) return;
    firstPage = false;
    warmPageData(pathname, context.data);
  }, [context.data, pathname]);
  // '' while the static HTML (built without a query) hydrates: no second render for most pages.
  const hydratedSearch = useSyncExternalStore(subscribeNever, () => search, serverSearch);
  const value = useMemo(() => {
    const hidden = hiddenPartsFromSearch(hydratedSearch);
    if (hidden.size === 0 || !context.data) return context;
    const frontmatter = withHiddenParts(context.data.frontmatter ?? {}, hidden);
    return { ...context, data: { ...context.data, frontmatter } };
  }, [context, hydratedSearch]);
  return (
    <PageContext.Provider value={value}>
      <BaseLayout {...props} />
    </PageContext.Provider>
  );
}
