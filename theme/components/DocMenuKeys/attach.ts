import { searchIsOpen } from '../../logic/focusTrap';

/** Rspress's narrow-screen menu bar: its two toggles, the panel each opens and the class of the open panel. */
const toggles = [
  { button: '.rp-sidebar-menu__left', panel: '.rp-doc-layout__sidebar', open: 'rp-doc-layout__sidebar--open' },
  { button: '.rp-sidebar-menu__right', panel: '.rp-doc-layout__outline', open: 'rp-doc-layout__outline--open' },
] as const;

const find = (selector: string) => document.querySelector<HTMLElement>(selector);
const isOpen = (toggle: (typeof toggles)[number]) => !!find(toggle.panel)?.classList.contains(toggle.open);

/** Sidebar groups without a page of their own: Rspress renders their header as a `div` that only a pointer can use. */
const groupHeaders = '.rp-doc-layout__sidebar div.rp-sidebar-group';

/**
 * The drawer, the outline dropdown and the group headers as disclosures; Escape closes a panel the way a reader would
 * (a tap on the drawer's mask, the outline's toggle). `aria-expanded` of a group: the grid row Rspress folds (`0fr`).
 */
export function attachDocMenuKeys(): () => void {
  const sync = () => {
    for (const toggle of toggles) find(toggle.button)?.setAttribute('aria-expanded', String(isOpen(toggle)));
    for (const header of document.querySelectorAll<HTMLElement>(groupHeaders)) {
      if (!header.querySelector('.rp-sidebar-item__right svg')) continue;
      header.setAttribute('role', 'button');
      header.tabIndex = 0;
      const rows = (header.nextElementSibling as HTMLElement | null)?.style?.gridTemplateRows;
      header.setAttribute('aria-expanded', String(rows !== '0fr'));
    }
  };
  sync();
  const observer = new MutationObserver(sync);
  for (const selector of ['.rp-doc-layout__menu', ...toggles.map((toggle) => toggle.panel)]) {
    const element = find(selector);
    const subtree = selector !== '.rp-doc-layout__outline';
    if (element) observer.observe(element, { attributeFilter: ['class', 'style'], childList: true, subtree });
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target;
    if ((event.key === 'Enter' || event.key === ' ') && target instanceof HTMLElement && target.matches(groupHeaders)) {
      event.preventDefault();
      target.click();
      return;
    }
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
