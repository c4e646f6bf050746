/** Class of the "copy link" button of each `##`/`###` heading: the build writes it, the stylesheet and the code find it. */
export const copyLinkClass = 'copy-link';

/** Between the button's words ("Copy link to section") and its section's title in its name. */
export const copyLinkSeparator = { en: ': ', zh: '：' };

/**
 * Issue 41, S4: the heading is named by its own words (`aria-label`: not its `#` link, not this button, whose name was
 * part of the heading's), and the button after its section ("Copy link to section: Environment"). Once per button;
 * in the browser, as a page shows (./index.tsx), so no page's HTML holds each title three times.
 */
export function nameCopyLink(button: Element): void {
  const heading = button.parentElement;
  if (!heading || heading.hasAttribute('aria-label')) return;
  const text = [...heading.childNodes]
    .filter((node) => !(node instanceof Element && node.matches('.rp-header-anchor, a[aria-hidden], button')))
    .map((node) => node.textContent)
    .join('')
    .trim();
  heading.setAttribute('aria-label', text);
  const separator = copyLinkSeparator[document.documentElement.lang === 'zh' ? 'zh' : 'en'];
  button.setAttribute('aria-label', `${button.getAttribute('aria-label')}${separator}${text}`);
}
