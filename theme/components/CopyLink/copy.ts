import { copyToClipboard } from '@rspress/core/theme-original';
import { copyLinkText } from '../../i18n';
import { announce } from '../../logic/announce';
import { copyLinkClass, nameCopyLink } from './names';

let timer: number | undefined;
const clear = () => document.querySelector(`.${copyLinkClass}[data-copied]`)?.removeAttribute('data-copied');

/** First focus or pointer shows the button's name (./names.ts) as a tooltip; a click copies its URL (no query; the id
 * is the stable English anchor) with Rspress's `copyToClipboard`, as code blocks do, and shows and says the outcome
 * (refusals too) for 2 s. */
export async function handle(event: Event): Promise<void> {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`.${copyLinkClass}`) : null;
  const heading = button?.parentElement;
  if (!button || !heading?.id) return;
  const lang = document.documentElement.lang === 'zh' ? 'zh' : 'en';
  nameCopyLink(button);
  button.title ||= button.getAttribute('aria-label') ?? '';
  if (event.type !== 'click') return;
  const copied = await copyToClipboard(`${location.origin}${location.pathname}#${heading.id}`).catch(() => false);
  window.clearTimeout(timer);
  clear();
  button.dataset.copied = String(copied);
  // The page's status line (theme/logic/announce.ts) says it for 2 s, as long as the button shows it.
  announce(copyLinkText[copied ? 'copied' : 'failed'][lang]);
  timer = window.setTimeout(clear, 2050);
}
