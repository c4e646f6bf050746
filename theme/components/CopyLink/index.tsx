import { useEffect } from 'react';

/**
 * The events that may lead to a copy: a pointer over a heading or a focus in one loads the code that copies
 * (`copy.ts`), as does a reader's first key anywhere (a keyboard user's first Tab, long before focus reaches a
 * heading's button, which `copy.ts` names after its heading on focus); a click copies.
 */
const events = ['pointerover', 'focusin', 'keydown', 'click'] as const;

/** `copy.ts`, loaded once; a chunk that fails to load (offline) is asked for again by the next event. */
let loading: Promise<typeof import('./copy')> | undefined;

/**
 * The "copy link" buttons that theme/plugins/copy-link.ts writes into every `##`/`###` heading: one listener on the
 * document for all of them, and none of the copying code until a reader comes near a heading or uses a key. Every
 * page ships only this. Renders nothing.
 */
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
