import {
  type FocusEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

/** How long a disclosure waits, in milliseconds, after the pointer enters (`open`) or leaves (`close`) it. */
export interface HoverDelays {
  open: number;
  close: number;
}

/**
 * State and handlers of a disclosure that opens on hover (after `delays.open`, at once when it is 0), on click and
 * from the keyboard, and closes `delays.close` after the pointer leaves.
 */
export function useHoverDisclosure(
  root: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
  delays: HoverDelays,
) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const { open: openDelay, close: closeDelay } = delays;

  const schedule = useCallback(
    (next: boolean) => {
      window.clearTimeout(timer.current);
      const apply = () => {
        openedByHover.current = next;
        setOpen(next);
      };
      const delay = next ? openDelay : closeDelay;
      if (delay <= 0) apply();
      else timer.current = window.setTimeout(apply, delay);
    },
    [openDelay, closeDelay],
  );
  const close = useCallback(
    (returnFocus: boolean) => {
      window.clearTimeout(timer.current);
      setOpen(false);
      if (returnFocus) button.current?.focus();
    },
    [button],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close(root.current?.contains(document.activeElement) ?? false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, root]);

  return {
    open,
    onPointerEnter: (event: ReactPointerEvent) => event.pointerType === 'mouse' && schedule(true),
    onPointerLeave: (event: ReactPointerEvent) => event.pointerType === 'mouse' && schedule(false),
    onClick: () => {
      window.clearTimeout(timer.current);
      // The first click after a hover opened the popover keeps it open instead of closing it under the pointer.
      if (open && openedByHover.current) openedByHover.current = false;
      else setOpen(!open);
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !root.current?.contains(next)) close(false);
    },
  };
}
