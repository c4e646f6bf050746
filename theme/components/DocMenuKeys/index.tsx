import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';

/** The events that show a reader is about to use the page: the first one loads the keys (`attach.ts`). */
const firstUse = ['focusin', 'keydown', 'pointerdown', 'touchstart'];
/** Where a focus counts as use (a screen reader's cursor): the toggles and panels, not a field a page focuses. */
const served = '.rp-sidebar-menu, .rp-doc-layout__sidebar, .rp-doc-layout__outline';

/** Whether the keys were attached on an earlier page of this visit. */
let attached = false;
let loading: Promise<typeof import('./attach')> | undefined;
function whenUsed(): Promise<typeof import('./attach')> {
  loading ??= new Promise((resolve) => {
    const stop = new AbortController();
    const load = (event: Event) => {
      if (event.type === 'focusin' && !(event.target as Element).closest?.(served)) return;
      stop.abort();
      // A chunk that fails to load (offline, a blocked request) leaves the page as it is; the next use tries again.
      import('./attach').then(resolve, () => {
        loading = undefined;
        whenUsed().then(resolve);
      });
    };
    const options = { capture: true, passive: true, signal: stop.signal };
    for (const type of firstUse) document.addEventListener(type, load, options);
  });
  return loading;
}

/** `attach.ts` on each page, loaded on first use to spare the first load; a first Tab loads it in time. */
export function DocMenuKeys() {
  const { pathname } = useLocation();
  useEffect(() => {
    const stop = new AbortController();
    whenUsed().then(({ attachDocMenuKeys }) => {
      if (stop.signal.aborted) return;
      attachDocMenuKeys(stop.signal, attached);
      attached = true;
    });
    return () => stop.abort();
  }, [pathname]);
  return null;
}
