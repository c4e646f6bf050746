import type { SearchPanelProps } from '@rspress/core/dist/theme/components/Search/SearchPanel.js';
import { lazy, Suspense, useEffect, useState } from 'react';

/** Rspress's search dialog with its full-text engine (FlexSearch), fetched when a reader first opens search. */
const BuiltInSearchPanel = lazy(() =>
  import('@rspress/core/dist/theme/components/Search/SearchPanel.js').then((m) => ({ default: m.SearchPanel })),
);

/**
 * Stands in for Rspress's `SearchPanel` until the reader opens search (the search button, or Ctrl/⌘ K), so the
 * dialog, FlexSearch and the search index stay out of every page's first load. Then it renders the built-in panel.
 */
export function SearchPanel({ focused, setFocused }: SearchPanelProps) {
  const [opened, setOpened] = useState(focused);
  useEffect(() => {
    if (focused) setOpened(true);
  }, [focused]);
  useEffect(() => {
    if (opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'KeyK' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        setFocused(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [opened, setFocused]);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <BuiltInSearchPanel focused={focused} setFocused={setFocused} />
    </Suspense>
  );
}
