import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';

/** The events that show a reader is about to use the page: the first one loads the keys (`attach.ts`). */
const firstUse = ['focusin', 'keydown', 'pointerdown', 'touchstart'] as const;
/** Where a focus counts as use: the toggles and the panels the keys serve (a field a page focuses itself does not). */
const served = '.rp-sidebar-menu, .rp-doc-layout__sidebar, .rp-doc-layout__outline';

let loading: Promise<typeof import('./attach')> | undefined;
/** `attach.ts`, loaded once, on the first key, pointer or touch on the page, or focus in the parts it serves. */
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
 * (`attach.ts`), added around Rspress's doc layout markup rather than in a copy of it, on each page. Loaded on the
 * reader's first key, pointer or touch, or a focus in the sidebar, outline or their toggles (a screen reader's cursor), not with the page: nothing is fetched for it on load, which the
 * first-load budget and tests/e2e/performance.spec.ts check (a keyboard user's first Tab loads it, before focus can
 * reach the toggles). Renders nothing.
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
