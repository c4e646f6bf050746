import { searchIsOpen } from '../../logic/focusTrap';

/** Rspress's narrow-screen menu bar: its two toggles, the panel each opens and the class of the open panel. */
const toggles = [
  { button: '.rp-sidebar-menu__left', panel: '.rp-doc-layout__sidebar', open: 'rp-doc-layout__sidebar--open' },
  { button: '.rp-sidebar-menu__right', panel: '.rp-doc-layout__outline', open: 'rp-doc-layout__outline--open' },
] as const;

const find = (selector: string) => document.querySelector<HTMLElement>(selector);
const isOpen = (toggle: (typeof toggles)[number]) => !!find(toggle.panel)?.classList.contains(toggle.open);

/**
 * Makes the sidebar drawer and the outline dropdown of Rspress's doc layout (narrow screens) disclosures: each
 * toggle's `aria-expanded` follows its panel's open class, and Escape closes an open panel the way a reader would (a
 * tap on the mask closes the drawer, the toggle closes the outline) and puts the focus back on its toggle. Returns
 * the function that undoes it.
 */
export function attachDocMenuKeys(): () => void {
  const sync = () => {
    for (const toggle of toggles) find(toggle.button)?.setAttribute('aria-expanded', String(isOpen(toggle)));
  };
  sync();
  const observer = new MutationObserver(sync);
  for (const selector of ['.rp-doc-layout__menu', ...toggles.map((toggle) => toggle.panel)]) {
    const element = find(selector);
    if (element)
      observer.observe(element, {
        attributes: true,
        attributeFilter: ['class'],
        childList: true,
        subtree: selector === '.rp-doc-layout__menu',
      });
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || searchIsOpen()) return;
    for (const toggle of toggles) {
      const button = find(toggle.button);
      if (!button || !isOpen(toggle)) continue;
      if (toggle.panel === '.rp-doc-layout__sidebar') find('.rp-sidebar-menu__mask')?.click();
      else button.click();
      button.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => {
    observer.disconnect();
    document.removeEventListener('keydown', onKeyDown);
  };
}
