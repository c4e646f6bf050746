import { useI18n, useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import type { SiteI18n } from '../../i18n';
import type { Translate } from './popup';
import { hintBlockOf } from './title.mjs';

/** The events the popup answers; it is loaded by the first one that reaches a config code block. */
const events = ['pointerover', 'pointerout', 'pointerdown', 'focusin', 'focusout', 'keydown'] as const;
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

/**
 * Types on hover, focus and tap in config code blocks (theme/plugins/type-hints.ts writes the type files). Every
 * page ships only these listeners; the popup's code loads when a reader first reaches a config block.
 */
export default function TypeHints() {
  t = useI18n<SiteI18n>();
  const { pathname } = useLocation();

  useEffect(() => {
    for (const type of events) document.addEventListener(type, listener);
    return () => {
      for (const type of events) document.removeEventListener(type, listener);
    };
  }, []);

  useEffect(() => {
    if (pathname) loaded?.hide();
  }, [pathname]);

  return null;
}
