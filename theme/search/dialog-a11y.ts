import { trapTab } from '../logic/focusTrap';

/** The words {@link dialogSemantics} uses, in the page's language (theme/search/text.json). */
export type DialogWords = { label: string; oneResult: string; resultCount: string };

const set = (element: Element | null | undefined, name: string, value: string) => {
  if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
};

/**
 * DocSearch 3's markup made a modal dialog for assistive technology (issue 41, S6 and K9), kept so as DocSearch
 * re-renders (in the dialog's chunk, no first-load JavaScript): the backdrop drops the combobox-button role autocomplete gives it (an unnamed button around the whole
 * dialog, axe's nested-interactive and label-content-name-mismatch); the modal is a named `dialog` with `aria-modal`;
 * each result list gets the id the input's `aria-controls` names (DocSearch gives all of them `docsearch-list`), and
 * `aria-controls` lists only lists that exist; the search bar's `<header>` is no second banner; a status line says how
 * many results there are, or that there are none; Tab and Shift+Tab go round the dialog's controls. Returns the cleanup.
 */
export function dialogSemantics(root: HTMLElement, words: DialogWords): () => void {
  const status = document.createElement('div');
  status.setAttribute('role', 'status');
  status.className = 'DocSearch-VisuallyHiddenForAccessibility';
  const apply = () => {
    const backdrop = root.querySelector('.DocSearch-Container');
    for (const name of ['role', 'aria-expanded', 'aria-haspopup', 'aria-labelledby', 'aria-controls', 'tabindex'])
      if (backdrop?.hasAttribute(name)) backdrop.removeAttribute(name);
    const modal = root.querySelector('.DocSearch-Modal');
    if (!modal) return;
    set(modal, 'role', 'dialog');
    set(modal, 'aria-modal', 'true');
    set(modal, 'aria-label', words.label);
    set(modal.querySelector('header'), 'role', 'none');
    // The results scroll, and hold no Tab stop (they are options): the keyboard reaches them as a whole too.
    set(modal.querySelector('.DocSearch-Dropdown'), 'tabindex', '0');
    for (const list of modal.querySelectorAll('[role="listbox"]')) {
      const item = list.querySelector('[role="option"][id]')?.id;
      if (item) set(list, 'id', item.replace(/-item-\d+$/, '-list'));
    }
    const input = modal.querySelector('.DocSearch-Input');
    const controls = (input?.getAttribute('aria-controls') ?? '')
      .split(/\s+/)
      .filter((id) => document.getElementById(id));
    if (controls.length > 0) set(input, 'aria-controls', controls.join(' '));
    else input?.removeAttribute('aria-controls');
    if (status.parentNode !== modal) modal.append(status);
    const query = (input as HTMLInputElement | null)?.value.trim();
    const none = modal.querySelector('.DocSearch-NoResults .DocSearch-Title')?.textContent ?? '';
    const hits = modal.querySelectorAll('.DocSearch-Hits .DocSearch-Hit').length;
    const said = !query ? '' : none || (hits === 1 ? words.oneResult : words.resultCount.replace('{count}', `${hits}`));
    if (status.textContent !== said) status.textContent = said;
  };
  const observer = new MutationObserver(apply);
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  apply();
  const onKey = (event: KeyboardEvent) => {
    const modal = root.querySelector('.DocSearch-Modal');
    if (event.key === 'Tab' && modal) trapTab(event, [], modal);
  };
  root.addEventListener('keydown', onKey);
  return () => {
    observer.disconnect();
    root.removeEventListener('keydown', onKey);
  };
}
