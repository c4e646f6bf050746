// Plain JavaScript without imports: Node.js scripts, the Rspress config and the page bundle (only this file) load it.

/** Titles of the code blocks that show types on hover: config files of Rslib, Rstest and Rspress. */
export const typeHintTitle = /(?:^|\/)(?:rslib|rstest|rspress)(?:\.[\w-]+)*\.[cm]?ts$/;

/** The config code block (`<pre data-title="rslib.config.ts">`) an event target is in, if any. */
export function hintBlockOf(/** @type {EventTarget | null} */ target) {
  const pre = target instanceof Element ? target.closest('pre[data-title]') : null;
  return pre instanceof HTMLElement && typeHintTitle.test(pre.dataset.title ?? '') ? pre : null;
}
