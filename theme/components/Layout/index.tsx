import { PageContext, useLocation } from '@rspress/core/runtime';
import { Layout as BaseLayout, type LayoutProps } from '@rspress/core/theme-original';
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { hiddenPartsFromSearch, withHiddenParts } from '../../chrome/query';

const subscribeNever = () => () => {};

/** False while the static HTML hydrates, true afterwards: the query string is only known in the browser. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

/**
 * The default layout, with `?navbar=0`, `?sidebar=0`, `?outline=0` and `?footer=0` hiding those parts. The query
 * is applied as page frontmatter (`navbar: false`, …), so every part of the default theme honours it, and it is
 * read again on every client-side navigation.
 */
export function Layout(props: LayoutProps) {
  const context = useContext(PageContext);
  const { search } = useLocation();
  const hydrated = useHydrated();
  const hidden = useMemo(() => hiddenPartsFromSearch(hydrated ? search : ''), [hydrated, search]);
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
