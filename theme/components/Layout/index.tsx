import { PageContext, useLocation, warmPageData } from '@rspress/core/runtime';
import { Layout as BaseLayout, type LayoutProps } from '@rspress/core/theme-original';
import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { hiddenPartsFromSearch, withHiddenParts } from '../../logic/query';

const subscribeNever = () => () => {};
const serverSearch = () => '';
let firstPage = true;

/**
 * After a move to another page of the site, the focus goes to where the reader lands (issue 41, K11): the new page's
 * heading, which screen readers then read, or the section its address names. Else it stayed on the link that was
 * followed, now off-screen or gone. The first page keeps the browser's focus.
 */
function useFocusOnNewPage(pathname: string) {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const id = decodeURIComponent(location.hash.slice(1));
    const target =
      (id && document.getElementById(id)) ||
      (document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main'));
    if (!target || target.contains(document.activeElement)) return;
    if (!target.matches('a, button, [tabindex]')) target.tabIndex = -1;
    target.focus({ preventScroll: !!id });
  }, [pathname]);
}

/** The default layout; `?navbar=0`, `?sidebar=0`, `?outline=0`, `?footer=0` become frontmatter every part honours. */
export function Layout(props: LayoutProps) {
  const context = useContext(PageContext);
  const { search, pathname } = useLocation();
  useFocusOnNewPage(pathname);
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
