/** Class of the "copy link" button of each `##`/`###` heading: the build writes it, the stylesheet and the code find it. */
export const copyLinkClass = 'copy-link';
