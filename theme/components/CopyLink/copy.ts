import { copyToClipboard } from '@rspress/core/theme-original';
import { copyLinkText } from '../../i18n';
import { copyLinkClass } from './names';

/** How long the button and the status line show the outcome of a copy, in ms (as the code blocks' copy button). */
const shownFor = 2000;

const words = () => (document.documentElement.lang === 'zh' ? 'zh' : 'en');

/** The heading's own text: without its `#` link and the button. */
function headingText(heading: Element): string {
  let text = '';
  for (const node of heading.childNodes) {
    if (node instanceof Element && (node.classList.contains('rp-header-anchor') || node.localName === 'button'))
      continue;
    text += node.textContent ?? '';
  }
  return text.trim();
}

/** Names the button after its section ("Copy link to section: Output format"), once. */
function name(button: HTMLElement, heading: Element): void {
  if (button.title) return;
  const lang = words();
  const label = `${copyLinkText.label[lang]}${copyLinkText.separator[lang]}${headingText(heading)}`;
  button.setAttribute('aria-label', label);
  button.title = label;
}

let status: HTMLElement | undefined;
/**
 * The page's one status line for copies (`role="status"`, a polite live region), made when this code loads, before
 * the first copy, so that screen readers already know it when it first speaks. Outside the app's root: React
 * never renders over it.
 */
function statusLine(): HTMLElement {
  if (status?.isConnected) return status;
  status = document.createElement('div');
  status.setAttribute('role', 'status');
  status.className = `${copyLinkClass}-status`;
  document.body.append(status);
  return status;
}
statusLine();

let shown: HTMLElement | undefined;
let timer: number | undefined;
const clear = () => {
  if (shown) delete shown.dataset.copied;
  statusLine().textContent = '';
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
    statusLine().textContent = message;
    timer = window.setTimeout(clear, shownFor);
  }, 50);
}

/**
 * Copies the section's URL: the page's address (origin and path, base path included, no query) and the heading's
 * id, which is its stable English anchor in both languages. Rspress's `copyToClipboard`, as the code blocks' copy
 * button: the Clipboard API, then `execCommand('copy')`, then a prompt that shows the URL to copy by hand. A
 * refusal never throws: the reader is told that the link was not copied, and the heading's `#` link still holds it.
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
