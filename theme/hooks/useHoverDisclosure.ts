import { type FocusEvent, type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';

/** How long a disclosure waits, in milliseconds, after the pointer enters (`open`) or leaves (`close`) it. */
export type HoverDelays = { open: number; close: number };

/** A disclosure that also opens on hover; Escape (focus back on `button`), a pointer or focus elsewhere close it. */
export function useHoverDisclosure(
  root: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
  delays: HoverDelays,
) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number>(undefined);
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
    const onPointer = (event: globalThis.PointerEvent) => !root.current?.contains(event.target as Node) && set(false);
    const stop = new AbortController();
    document.addEventListener('keydown', onKey, { signal: stop.signal });
    document.addEventListener('pointerdown', onPointer, { signal: stop.signal });
    return () => stop.abort();
  });

  return {
    open,
    onPointerEnter: hover(true),
    onPointerLeave: hover(false),
    // The first click after a hover opened it keeps it open instead of closing it under the pointer.
    onClick: () => set(!open || openedByHover.current),
    onBlur: (event: FocusEvent) => event.relatedTarget && !root.current?.contains(event.relatedTarget) && set(false),
  };
}
