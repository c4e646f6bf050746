import { searchIsOpen, trapTab } from '../../logic/focusTrap';

/** Rspress's narrow-screen menu bar: each toggle, its panel (`--open` when open), what a reader taps to close it. */
const toggles = [
  { button: '.rp-sidebar-menu__left', panel: '.rp-doc-layout__sidebar', close: '.rp-sidebar-menu__mask' },
  { button: '.rp-sidebar-menu__right', panel: '.rp-doc-layout__outline', close: '.rp-sidebar-menu__right' },
];
type Toggle = (typeof toggles)[number];

const find = (selector: string) => document.querySelector<HTMLElement>(selector);
const isOpen = (toggle: Toggle) => !!find(`${toggle.panel}--open`);
const [drawerToggle] = toggles as [Toggle, Toggle];

/** What stays usable beside the open drawer: the menu bar's drawer button, and the mask a tap closes it with. */
const keptBesideDrawer = (element: Element) =>
  element.matches('.rp-doc-layout__menu, #__rspress_modal_container') || element.contains(find(drawerToggle.button));

/**
 * The sidebar drawer as a modal dialog while open (issue 41, K6): named as its `nav`, everything else inert but its
 * button, the focus inside; on closing, the focus goes back to the button unless the reader left for another page.
 * `stale`: the drawer was open before these keys attached, on the page a link in it left (it closes next).
 */
function drawerModal() {
  let inert: HTMLElement[] = [];
  let openedOn: string | undefined;
  return (open: boolean, stale = false) => {
    const drawer = find(drawerToggle.panel);
    const button = find(drawerToggle.button);
    if (!drawer || open === (openedOn !== undefined)) return;
    if (open) {
      openedOn = stale ? '' : location.pathname;
      drawer.setAttribute('role', 'dialog');
      drawer.setAttribute('aria-modal', 'true');
      drawer.setAttribute('aria-label', drawer.querySelector('nav')?.getAttribute('aria-label') ?? '');
      for (let node: HTMLElement | null = drawer; node && node !== document.body; node = node.parentElement) {
        for (const sibling of node.parentElement?.children ?? []) {
          if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
          if (keptBesideDrawer(sibling)) {
            // Inside the menu bar, only the drawer's own button stays.
            for (const other of sibling.querySelectorAll<HTMLElement>('button'))
              if (other !== button) inert.push(other);
          } else inert.push(sibling);
        }
      }
      for (const element of inert) element.inert = true;
      if (stale) return;
      const target = drawer.querySelector<HTMLElement>('.rp-sidebar-item--active') ?? drawer.querySelector('a, button');
      target?.focus();
      return;
    }
    for (const element of inert) element.inert = false;
    inert = [];
    for (const name of ['role', 'aria-modal', 'aria-label']) drawer.removeAttribute(name);
    const samePage = openedOn === location.pathname;
    openedOn = undefined;
    // After the event that closed it: a press on the mask takes the focus to the body once its listeners ran.
    setTimeout(() => {
      const lost = drawer.contains(document.activeElement) || document.activeElement === document.body;
      if (samePage && lost) button?.focus();
    });
  };
}

/**
 * Drawer (a modal dialog) and outline dropdown (holds Tab while open) as disclosures until `signal` aborts.
 * `afterNavigation`: attached again on a new page, where a drawer still open is closing.
 */
export function attachDocMenuKeys(signal: AbortSignal, afterNavigation: boolean): void {
  const modal = drawerModal();
  const sync = (stale = false) => {
    for (const toggle of toggles) find(toggle.button)?.setAttribute('aria-expanded', String(isOpen(toggle)));
    modal(isOpen(drawerToggle), stale);
  };
  sync(afterNavigation);
  const observer = new MutationObserver(() => sync());
  for (const toggle of toggles) {
    const element = find(toggle.panel);
    if (element) observer.observe(element, { attributeFilter: ['class'] });
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || searchIsOpen()) return;
    for (const toggle of toggles) {
      const button = find(toggle.button);
      const panel = find(toggle.panel);
      if (!button || !panel || !isOpen(toggle)) continue;
      if (event.key === 'Tab') trapTab(event, [button], panel);
      else if (event.key === 'Escape') {
        find(toggle.close)?.click();
        button.focus();
      }
    }
  };
  document.addEventListener('keydown', onKeyDown, { signal });
  // A window grown past the drawer's widths shows the sidebar in place: the drawer closes, the page is usable again.
  const onResize = () => {
    const drawer = find(drawerToggle.panel);
    if (drawer && isOpen(drawerToggle) && getComputedStyle(drawer).position !== 'fixed')
      find(drawerToggle.close)?.click();
  };
  window.addEventListener('resize', onResize, { signal });
  signal.addEventListener('abort', () => {
    observer.disconnect();
    modal(false);
  });
}
