/** Class of the "copy link" button of each `##`/`###` heading: the build writes it, the stylesheet and the code find it. */
export const copyLinkClass = 'copy-link';

/** A heading's own text, without its `#` link and its copy-link button (the copy link's name, the problem report). */
export const headingText = (heading: Element): string =>
  [...heading.childNodes]
    .filter((node) => !(node instanceof Element && node.matches('.rp-header-anchor, a[aria-hidden], button')))
    .map((node) => node.textContent)
    .join('')
    .trim();
