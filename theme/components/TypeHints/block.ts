import { typeHintTitle } from './title.mjs';

/** The config code block (`<pre data-title="rslib.config.ts">`) an event target is in, if any. */
export function hintBlockOf(target: EventTarget | null): HTMLElement | null {
  const pre = target instanceof Element ? target.closest<HTMLElement>('pre[data-title]') : null;
  return pre && typeHintTitle.test(pre.dataset.title ?? '') ? pre : null;
}
