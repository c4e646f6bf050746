import { useI18n, useLocation } from '@rspress/core/runtime';
import { useEffect, useRef } from 'react';
import type { SiteI18n } from '../../i18n';
import { hintBlockOf } from './block';
import type { TypeHintStrings } from './popup';

type PopupModule = typeof import('./popup');

/** The events the popup answers; it is loaded by the first one that reaches a config code block. */
const events = ['pointerover', 'pointerout', 'pointerdown', 'focusin', 'focusout', 'keydown'] as const;

/**
 * Types on hover, focus and tap in config code blocks (theme/plugins/type-hints.ts writes the type files). Every
 * page ships only these listeners; the popup's code loads when a reader first points at, taps or focuses a config
 * block, and the types of a block when the block is first reached.
 */
export function TypeHints() {
  const t = useI18n<SiteI18n>();
  const { pathname } = useLocation();
  const strings = useRef<TypeHintStrings>({ keys: '', tags: {} });
  strings.current = {
    keys: t('typeHintsKeys'),
    tags: { default: t('typeHintsDefault'), defaultValue: t('typeHintsDefault'), deprecated: t('typeHintsDeprecated') },
  };
  const popup = useRef<{ loading?: Promise<PopupModule>; loaded?: PopupModule }>({});

  useEffect(() => {
    const state = popup.current;
    const listener = (event: Event) => {
      // Once loaded, events are handled at once, so that a handled key can still be kept from scrolling the page.
      if (state.loaded) return state.loaded.handle(event, strings.current);
      if (!hintBlockOf(event.target)) return;
      state.loading ??= import('./popup').then((module) => {
        state.loaded = module;
        return module;
      });
      void state.loading.then((module) => module.handle(event, strings.current));
    };
    for (const type of events) document.addEventListener(type, listener);
    return () => {
      for (const type of events) document.removeEventListener(type, listener);
    };
  }, []);

  useEffect(() => {
    if (pathname) popup.current.loaded?.hide();
  }, [pathname]);

  return null;
}

// Rspress loads global UI components through their default export.
export default TypeHints;
