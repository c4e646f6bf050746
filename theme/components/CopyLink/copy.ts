import { copyToClipboard } from '@rspress/core/theme-original';
import { copyLinkText } from '../../i18n';
import { copyLinkClass } from './names';

// The status line (polite live region) exists before the first copy, so screen readers know it when it speaks;
// outside the app's root, so React never renders over it.
const status = document.body.appendChild(document.createElement('div'));
status.setAttribute('role', 'status');
status.className = `${copyLinkClass}-status`;

let timer: number | undefined;
const clear = () => {
  document.querySelector(`.${copyLinkClass}[data-copied]`)?.removeAttribute('data-copied');
  status.textContent = '';
};

/** First focus or pointer names the button after its section; a click copies its URL (no query; the id is the stable
 * English anchor) with Rspress's `copyToClipboard`, as code blocks do, and shows the outcome (refusals too) for 2 s. */
export async function handle(event: Event): Promise<void> {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`.${copyLinkClass}`) : null;
  const heading = button?.parentElement;
  if (!button || !heading?.id) return;
  const lang = document.documentElement.lang === 'zh' ? 'zh' : 'en';
  if (!button.title) {
    // The heading's own text, without its `#` link and this button.
    const text = [...heading.childNodes]
      .filter((node) => !(node instanceof Element && node.matches('.rp-header-anchor, a[aria-hidden], button')))
      .map((node) => node.textContent)
      .join('')
      .trim();
    button.title = `${copyLinkText.label[lang]}${copyLinkText.separator[lang]}${text}`;
    button.setAttribute('aria-label', button.title);
  }
  if (event.type !== 'click') return;
  const copied = await copyToClipboard(`${location.origin}${location.pathname}#${heading.id}`).catch(() => false);
  window.clearTimeout(timer);
  // Emptied first, so that a second copy within the time still changes the text and is announced again.
  clear();
  button.dataset.copied = String(copied);
  timer = window.setTimeout(() => {
    status.textContent = copyLinkText[copied ? 'copied' : 'failed'][lang];
    timer = window.setTimeout(clear, 2000);
  }, 50);
}
