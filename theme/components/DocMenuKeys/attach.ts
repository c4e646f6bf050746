import { searchIsOpen } from '../../logic/focusTrap';

/** Rspress's narrow-screen menu bar: each toggle, its panel (`--open` when open), what a reader taps to close it. */
const toggles = [
  { button: '.rp-sidebar-menu__left', panel: '.rp-doc-layout__sidebar', close: '.rp-sidebar-menu__mask' },
  { button: '.rp-sidebar-menu__right', panel: '.rp-doc-layout__outline', close: '.rp-sidebar-menu__right' },
];

const find = (selector: string) => document.querySelector<HTMLElement>(selector);
const isOpen = (toggle: (typeof toggles)[number]) => !!find(`${toggle.panel}--open`);

/** Sidebar groups without a page of their own: Rspress renders their header as a `div` that only a pointer can use. */
const groupHeaders = '.rp-doc-layout__sidebar div.rp-sidebar-group:has(.rp-sidebar-item__right svg)';

/** Drawer, outline dropdown and group headers as disclosures until `signal` aborts; a group is open unless folded. */
export function attachDocMenuKeys(signal: AbortSignal): void {
  const sync = () => {
    for (const toggle of toggles) find(toggle.button)?.setAttribute('aria-expanded', String(isOpen(toggle)));
    for (const header of document.querySelectorAll<HTMLElement>(groupHeaders)) {
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
      return target.click();
    }
    if (event.key !== 'Escape' || event.defaultPrevented || searchIsOpen()) return;
    for (const toggle of toggles) {
      const button = find(toggle.button);
      if (!button || !isOpen(toggle)) continue;
      find(toggle.close)?.click();
      button.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown, { signal });
  signal.addEventListener('abort', () => observer.disconnect());
}
