import { useCallback, useEffect, useState } from 'react';

/** The event the default theme sends so that every user of a key sees a new value at once. */
const syncEvent = 'RSPRESS_SYNC_STORAGE_EVENT_NAME';

// The one guard around `localStorage` in the app (theme/head.ts guards it once more before the app runs, in inline
// scripts that can import nothing): a browser that blocks storage, or a full one, never breaks a page.

/** A stored value; blocked storage reads as empty. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value, or removes it (`null`); blocked or full storage keeps nothing, and says nothing. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value still applies until the page is left.
  }
}

/** Whether a stored string fits the default: tab groups store a tab index, so they only accept digits. */
const fits = (stored: string, defaultValue: unknown) =>
  !(typeof defaultValue === 'string' && /^\d+$/.test(defaultValue)) || /^\d+$/.test(stored);

/**
 * A value kept in `localStorage`, shared between every component (and browser tab) that uses the key, as in the
 * default theme; unlike there, storage that throws never breaks the page, and a stored value that does not fit the
 * default (`abc` for a tab index) gives the default.
 */
export function useStorageValue<T>(key: string, defaultValue: T) {
  const [value, setValueInternal] = useState<T>(defaultValue);
  useEffect(() => {
    const load = () => {
      const stored = readStored(key);
      setValueInternal(stored !== null && fits(stored, defaultValue) ? (stored as T) : defaultValue);
    };
    load();
    const onStorage = (event: StorageEvent) => event.key === key && load();
    const onSync = (event: Event) => {
      // Carries the value itself, so components stay in step even when storage refused to keep it.
      const detail = (event as CustomEvent<{ key: string; newValue: T | null }>).detail;
      if (detail?.key === key) setValueInternal(detail.newValue ?? defaultValue);
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(syncEvent, onSync);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(syncEvent, onSync);
    };
  }, [key, defaultValue]);

  const setValue = useCallback(
    (next: T) => {
      writeStored(key, next == null ? null : String(next));
      setValueInternal(next);
      window.dispatchEvent(new CustomEvent(syncEvent, { detail: { key, newValue: next } }));
    },
    [key],
  );
  return [value, setValue] as const;
}
