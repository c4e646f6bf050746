import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';

/** The events that show a reader is about to use the page: the first one loads the keys (`attach.ts`). */
const firstUse = ['focusin', 'keydown', 'pointerdown', 'touchstart'] as const;
/** Where a focus counts as use (a screen reader's cursor): the toggles and panels served, not a field a page focuses. */
const served = '.rp-sidebar-menu, .rp-doc-layout__sidebar, .rp-doc-layout__outline';

let loading: Promise<typeof import('./attach')> | undefined;
function whenUsed(): Promise<typeof import('./attach')> {
  if (loading) return loading;
  return new Promise((resolve) => {
    const load = (event: Event) => {
      if (event.type === 'focusin' && !(event.target instanceof Element && event.target.closest(served))) return;
      for (const type of firstUse) document.removeEventListener(type, load, true);
      // A chunk that fails to load (offline, a blocked request) leaves the page as it is, and the next use tries again.
      loading ??= import('./attach').catch(() => {
        loading = undefined;
        return whenUsed();
      });
      loading.then(resolve);
    };
    for (const type of firstUse) document.addEventListener(type, load, { capture: true, passive: true });
  });
}

/**
 * The keys and states of the narrow-screen sidebar and outline toggles and of the sidebar's group headers
 * (`attach.ts`), added around Rspress's doc layout markup rather than in a copy of it, on each page. Loaded on first
 * use, not with the page (the first-load budget and tests/e2e/performance.spec.ts check it): a keyboard user's first
 * Tab loads it before focus can reach the toggles. Renders nothing.
 */
export function DocMenuKeys() {
  const { pathname } = useLocation();
  useEffect(() => {
    let detach: (() => void) | undefined;
    let gone = false;
    whenUsed().then(({ attachDocMenuKeys }) => {
      if (!gone) detach = attachDocMenuKeys();
    });
    return () => {
      gone = true;
      detach?.();
    };
  }, [pathname]);
  return null;
}
