import { type FocusEvent, type PointerEvent, useEffect, useRef, useState } from 'react';

/** A disclosure that also opens on hover (after `delays`, ms); Escape, a pointer or focus elsewhere close it. */
export function useHoverDisclosure(delays: { open: number; close: number }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
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
      if (root.current?.contains(document.activeElement)) button.current?.focus();
      set(false);
    };
    const onPointer = (event: globalThis.PointerEvent) => !root.current?.contains(event.target as Node) && set(false);
    const stop = new AbortController();
    document.addEventListener('keydown', onKey, { signal: stop.signal });
    document.addEventListener('pointerdown', onPointer, { signal: stop.signal });
    return () => stop.abort();
  });

  return {
    open,
    button,
    // The first click after a hover opened it keeps it open instead of closing it under the pointer.
    onClick: () => set(!open || openedByHover.current),
    ref: root,
    onPointerEnter: hover(true),
    onPointerLeave: hover(false),
    onBlur: (event: FocusEvent) => event.relatedTarget && !root.current?.contains(event.relatedTarget) && set(false),
  };
}
