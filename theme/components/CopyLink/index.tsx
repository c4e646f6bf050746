import { usePage } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { copyLinkClass, nameCopyLink } from './names';

/** `copy.ts`, loaded once; a chunk that fails to load (offline) is asked for again by the next event. */
let loading: Promise<typeof import('./copy')> | undefined;

/** Pointer or focus in a heading, or any key (a first Tab, long before a heading's button), loads `copy.ts`. */
function listener(event: Event) {
  if (event.type !== 'keydown' && !(event.target as Element).closest?.('h2, h3')) return;
  loading ??= import('./copy');
  loading.then(
    (module) => module.handle(event),
    () => (loading = undefined),
  );
}

// One document listener for the page's life, set as the bundle starts (none in the server's).
if (!import.meta.env.SSR) {
  for (const type of ['pointerover', 'focusin', 'keydown', 'click']) document.addEventListener(type, listener);
}

/** Drives the "copy link" buttons theme/plugins/copy-link.ts writes, naming them and their headings as each page shows;
 * Rspress renders it, and it needs no markup. */
export default function CopyLinks() {
  const { page } = usePage();
  // Again for each new page's content.
  useEffect(() => {
    for (const button of document.querySelectorAll(`.${copyLinkClass}`)) nameCopyLink(button);
  }, [page]);
  return null;
}
