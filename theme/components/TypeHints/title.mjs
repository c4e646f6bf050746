// Which code blocks show types on hover. Plain JavaScript without imports, so that Node.js scripts, the Rspress
// config and the page bundle all load the same definition (and the page only this file, see index.tsx).

/** Titles of the code blocks that show types on hover: config files of Rslib, Rstest and Rspress. */
export const typeHintTitle = /(?:^|\/)(?:rslib|rstest|rspress)(?:\.[\w-]+)*\.[cm]?ts$/;

/** The config code block (`<pre data-title="rslib.config.ts">`) an event target is in, if any. @param {EventTarget | null} target */
export function hintBlockOf(target) {
  const pre = target instanceof Element ? target.closest('pre[data-title]') : null;
  return pre instanceof HTMLElement && typeHintTitle.test(pre.dataset.title ?? '') ? pre : null;
}
