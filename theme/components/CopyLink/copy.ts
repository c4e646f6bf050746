import { copyToClipboard } from '@rspress/core/theme-original';
import { copyLinkText } from '../../i18n';
import { copyLinkClass, headingText } from './names';

/** How long the button and the status line show the outcome of a copy, in ms (as the code blocks' copy button). */
const shownFor = 2000;

const words = () => (document.documentElement.lang === 'zh' ? 'zh' : 'en');

/** Names the button after its section ("Copy link to section: Output format"), once. */
function name(button: HTMLElement, heading: Element): void {
  if (button.title) return;
  const lang = words();
  const label = `${copyLinkText.label[lang]}${copyLinkText.separator[lang]}${headingText(heading)}`;
  button.setAttribute('aria-label', label);
  button.title = label;
}

/**
 * The page's one status line for copies (a polite live region), made as this code loads, before the first copy, so
 * screen readers already know it when it speaks; outside the app's root, so React never renders over it.
 */
const status = document.body.appendChild(document.createElement('div'));
status.setAttribute('role', 'status');
status.className = `${copyLinkClass}-status`;

let shown: HTMLElement | undefined;
let timer: number | undefined;
const clear = () => {
  if (shown) delete shown.dataset.copied;
  status.textContent = '';
};

/** Tells the reader how the copy went: on the button (its icon) and in the status line, for {@link shownFor} ms. */
function report(button: HTMLElement, copied: boolean): void {
  window.clearTimeout(timer);
  // Emptied first, so that a second copy within the time still changes the text and is announced again.
  clear();
  shown = button;
  button.dataset.copied = String(copied);
  const message = copyLinkText[copied ? 'copied' : 'failed'][words()];
  timer = window.setTimeout(() => {
    status.textContent = message;
    timer = window.setTimeout(clear, shownFor);
  }, 50);
}

/**
 * Copies the section's URL (no query; the id is the stable English anchor) with Rspress's `copyToClipboard`, as the
 * code blocks' button: Clipboard API, then `execCommand('copy')`, then a prompt. A refusal is reported, never thrown.
 */
async function copy(button: HTMLElement, heading: Element): Promise<void> {
  const url = `${location.origin}${location.pathname}#${heading.id}`;
  report(button, await copyToClipboard(url).catch(() => false));
}

/** Handles an event of the document: names a heading's button on focus or pointer, copies on click. */
export function handle(event: Event): void {
  const target = event.target;
  const button = target instanceof Element ? target.closest<HTMLElement>(`.${copyLinkClass}`) : null;
  const heading = button?.parentElement;
  if (!button || !heading?.id) return;
  name(button, heading);
  if (event.type === 'click') void copy(button, heading);
}
