/**
 * The page's one polite status line, for the results of copies ("Copied", "Link copied"), shown for as long at the
 * bottom of the window (chrome.css). It exists from the start (screen readers only speak changes of a region they
 * know) and outside the app's root, so React never renders over it. In the server's bundle, nothing.
 */
const status = import.meta.env.SSR ? undefined : document.body.appendChild(document.createElement('div'));
status?.setAttribute('role', 'status');
if (status) status.className = 'rslib-status';

let timer: number | undefined;

/** Says `text` once, emptied first so that the same text twice is heard twice, and cleared after 2 s. */
export function announce(text: string): void {
  if (!status) return;
  window.clearTimeout(timer);
  status.textContent = '';
  timer = window.setTimeout(() => {
    status.textContent = text;
    timer = window.setTimeout(() => (status.textContent = ''), 2000);
  }, 50);
}
