import { useI18n, useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import type { SiteI18n } from '../../i18n';
import type { Translate } from './popup';
import { hintBlockOf } from './title.mjs';

let t: Translate = String;
let loading: Promise<typeof import('./popup')> | undefined;
let loaded: typeof import('./popup') | undefined;

function listener(event: Event) {
  // Once loaded, events are handled at once, so that a handled key can still be kept from scrolling the page.
  if (loaded) return loaded.handle(event, t);
  if (!hintBlockOf(event.target)) return;
  loading ??= import('./popup').then((module) => (loaded = module));
  void loading.then((module) => module.handle(event, t));
}

// A document listener per event the popup answers, for the page's life; its code loads when one reaches a config block.
if (!import.meta.env.SSR) {
  for (const type of ['pointerover', 'pointerout', 'pointerdown', 'focusin', 'focusout', 'keydown'])
    document.addEventListener(type, listener);
}

/** Types on hover, focus and tap in config code blocks (theme/plugins/type-hints.ts writes the type files). */
export default function TypeHints() {
  t = useI18n<SiteI18n>();
  const { pathname } = useLocation();

  useEffect(() => {
    if (pathname) loaded?.hide();
  }, [pathname]);

  return null;
}
