import mediumZoom from 'medium-zoom/dist/pure';
// The pure build with its stylesheet as a file: the default build inserts a <style> element, which the site's
// Content-Security-Policy blocks (style-src-elem allows only the inline styles of the built pages).
import 'medium-zoom/dist/style.css';
import './zoom.css';

/** Preloads medium-zoom's larger image (`data-zoom-src`); if it fails, warns and drops it, so the plain one zooms. */
function checkHighResolution(image: HTMLImageElement): Promise<void> {
  const src = image.getAttribute('data-zoom-src');
  if (!src) return Promise.resolve();
  return new Promise((resolve) => {
    const probe = new Image();
    probe.onload = () => resolve();
    probe.onerror = () => {
      console.warn(`Could not load the zoom image ${src}; showing ${image.currentSrc || image.src} instead.`);
      image.removeAttribute('data-zoom-src');
      resolve();
    };
    probe.src = src;
  });
}

/** `image` at its own size in a modal dialog that pans; a click, Escape or a new width closes it (focus goes back). */
function openPanView(image: HTMLImageElement) {
  const dialog = document.createElement('dialog');
  dialog.className = 'rslib-zoom-pan';
  dialog.setAttribute('aria-label', image.alt);
  // It scrolls, so it is the focus stop the keys scroll (axe: scrollable-region-focusable).
  dialog.tabIndex = 0;
  const copy = dialog.appendChild(document.createElement('img'));
  copy.src = image.getAttribute('data-zoom-src') || image.currentSrc || image.src;
  copy.alt = '';
  copy.width = image.naturalWidth;
  const width = window.innerWidth;
  const onResize = () => window.innerWidth !== width && dialog.close();
  window.addEventListener('resize', onResize);
  dialog.addEventListener('click', () => dialog.close());
  dialog.addEventListener('keydown', (event) => {
    // The dialog is its own only Tab stop, so Tab stays; Enter and Space close it as Escape does.
    if (event.key !== 'Tab' && event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (event.key !== 'Tab') dialog.close();
  });
  document.body.append(dialog);
  dialog.showModal();
  dialog.addEventListener('close', () => {
    dialog.remove();
    image.focus({ preventScroll: true });
    window.removeEventListener('resize', onResize);
  });
}

/** Zoom on the images matching `selector`, which become buttons named by their alt text; returns its detacher. */
export function attachZoom(selector: string): () => void {
  const zoom = mediumZoom(selector, { background: 'var(--rp-c-bg)' });
  const images = zoom.getImages();
  for (const image of images) {
    image.tabIndex = 0;
    image.setAttribute('role', 'button');
  }
  // While open, the zoomed copy is a modal view (issue 41, K10): the page behind it is inert, the copy (a button
  // named by the alt text, as the image) holds the focus, and the focus goes back to the image when it closes.
  let inert: HTMLElement[] = [];
  let returnTo: HTMLImageElement | undefined;
  const opened = () => [...document.querySelectorAll<HTMLElement>('.medium-zoom-image--opened')];
  zoom.on('open', (event) => {
    returnTo = event.target as HTMLImageElement;
    inert = [...document.body.children].filter((el): el is HTMLElement => el instanceof HTMLElement && !el.inert);
    for (const element of inert) element.inert = true;
  });
  zoom.on('opened', () => opened().at(-1)?.focus({ preventScroll: true }));
  zoom.on('close', () => {
    for (const element of inert) element.inert = false;
    inert = [];
  });
  zoom.on('closed', () => returnTo?.focus({ preventScroll: true }));
  // medium-zoom ignores Escape during its opening animation; remember it and close once the image is open.
  let escaped = false;

  const zoomable = (target: EventTarget | null) =>
    target instanceof HTMLImageElement && images.includes(target) ? target : undefined;
  /** Opens `image` as medium-zoom does, or in the pan view when the overlay would not make it larger. */
  const open = (image: HTMLImageElement) => {
    void checkHighResolution(image).then(() => {
      escaped = false;
      // medium-zoom fits the window: a wide diagram on a phone (832 px in 390 px) would grow by a few pixels.
      if (image.naturalWidth > 1.25 * window.innerWidth) openPanView(image);
      else void zoom.open({ target: image }).then((z) => (escaped ? z.close() : z));
    });
  };
  // Captured before medium-zoom's own listener on the image, which then never sees the click.
  const onClick = (event: MouseEvent) => {
    const image = zoomable(event.target);
    if (!image || image.classList.contains('medium-zoom-image--hidden')) return;
    event.stopPropagation();
    open(image);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (opened().length > 0) {
      // The zoomed image is the one Tab stop; Enter and Space close it as Escape and a click do.
      if (event.key === 'Tab' || event.key === 'Enter' || event.key === ' ') event.preventDefault();
      if (event.key === 'Enter' || event.key === ' ') void zoom.close();
      return;
    }
    const image = zoomable(event.target);
    if (!image || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    open(image);
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === 'Escape') escaped = true;
  };
  const listening = new AbortController();
  document.addEventListener('click', onClick, { capture: true, signal: listening.signal });
  document.addEventListener('keydown', onKeyDown, { signal: listening.signal });
  document.addEventListener('keyup', onKeyUp, { signal: listening.signal });
  return () => {
    listening.abort();
    for (const image of images) {
      image.removeAttribute('tabindex');
      image.removeAttribute('role');
    }
    zoom.detach();
    void zoom.close();
  };
}
