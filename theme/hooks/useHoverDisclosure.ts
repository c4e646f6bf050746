import { type FocusEvent, type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';

/** How long a disclosure waits, in milliseconds, after the pointer enters (`open`) or leaves (`close`) it. */
export type HoverDelays = { open: number; close: number };

/**
 * State and handlers of a disclosure that opens on hover (after `delays.open`, at once when it is 0), on click and
 * from the keyboard, and closes `delays.close` after the pointer leaves; Escape closes it (focus back on `button`
 * when it was inside), as does a pointer or focus elsewhere.
 */
export function useHoverDisclosure(
  root: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
  delays: HoverDelays,
) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const set = (next: boolean, byHover = false, delay = 0) => {
    window.clearTimeout(timer.current);
    const apply = () => {
      openedByHover.current = byHover && next;
      setOpen(next);
    };
    if (delay > 0) timer.current = window.setTimeout(apply, delay);
    else apply();
  };
  const hover = (next: boolean) => (event: PointerEvent) =>
    event.pointerType === 'mouse' && set(next, true, next ? delays.open : delays.close);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const inside = root.current?.contains(document.activeElement);
      set(false);
      if (inside) button.current?.focus();
    };
    const onPointer = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) set(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  });

  return {
    open,
    onPointerEnter: hover(true),
    onPointerLeave: hover(false),
    onClick: () => {
      // The first click after a hover opened the popover keeps it open instead of closing it under the pointer.
      if (open && openedByHover.current) set(true);
      else set(!open);
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !root.current?.contains(next)) set(false);
    },
  };
}
