import { useEffect } from 'react';

/** Pointer or focus in a heading, or any key (a first Tab, long before a heading's button), load `copy.ts`. */
const events = ['pointerover', 'focusin', 'keydown', 'click'] as const;

/** `copy.ts`, loaded once; a chunk that fails to load (offline) is asked for again by the next event. */
let loading: Promise<typeof import('./copy')> | undefined;

/** Drives the "copy link" buttons theme/plugins/copy-link.ts writes: one document listener, the rest on demand. */
export function CopyLink() {
  useEffect(() => {
    const listener = (event: Event) => {
      if (event.type !== 'keydown' && !(event.target as Element).closest?.('h2, h3')) return;
      loading ??= import('./copy');
      loading.then(
        (module) => module.handle(event),
        () => {
          loading = undefined;
        },
      );
    };
    for (const type of events) document.addEventListener(type, listener);
    return () => {
      for (const type of events) document.removeEventListener(type, listener);
    };
  }, []);
  return null;
}

/** Rspress renders global UI components from their module's default export. */
export default CopyLink;
