import { type RefObject, useEffect } from 'react';

/** What the search shortcuts act on. */
export interface SearchHotkeysOptions {
  /** Whether search is on at all; when off, the keys do nothing. */
  enabled: boolean;
  /** Whether the dialog is open. */
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** Opens the dialog with a first character, typed while the search button has focus. */
  onInput: (key: string) => void;
  /** The first key of the shortcut (Ctrl or ⌘) went down: the dialog may be wanted next. */
  onIntent: () => void;
  /** The search button. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

const isEditing = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

/**
 * Ctrl/Cmd+K toggles the search dialog, `/` opens it unless the reader is typing in a field, Escape closes it. Ctrl
 * or Cmd alone is reported as an intent.
 */
export function useSearchHotkeys(options: SearchHotkeysOptions): void {
  const { enabled, isOpen, onOpen, onClose, onInput, onIntent, buttonRef } = options;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isOpen && (event.key === 'Control' || event.key === 'Meta')) onIntent();
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isEditing(event.target);
      const closing = event.key === 'Escape' && isOpen;
      if (toggle || slash || closing) {
        event.preventDefault();
        if (isOpen) onClose();
        // Another DocSearch dialog on the page may be open already.
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      const typed = /^[\p{L}\p{N}]$/u.test(event.key) && !event.metaKey && !event.ctrlKey && !event.altKey;
      if (!isOpen && typed && buttonRef.current === document.activeElement) {
        event.preventDefault();
        onInput(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, isOpen, onOpen, onClose, onInput, onIntent, buttonRef]);
}
