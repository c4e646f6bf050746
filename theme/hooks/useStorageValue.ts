import { useEffect, useState } from 'react';

/** The event the default theme sends so that every user of a key sees a new value at once. */
const syncEvent = 'RSPRESS_SYNC_STORAGE_EVENT_NAME';

/** A stored value, empty if storage is blocked: the app's one `localStorage` guard (head.ts has its own). */
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
  } catch {}
}

/** A stored value shared by every user of the key; the sync event carries it, so they agree when storage refused it. */
export function useStorageValue(key: string, defaultValue: string) {
  // `undefined` until read: only the browser knows the stored value.
  const [value, setValueInternal] = useState<string>();
  useEffect(() => {
    const load = () => setValueInternal(readStored(key) ?? defaultValue);
    load();
    const onStorage = (event: StorageEvent) => event.key === key && load();
    const onSync = ({ detail }: Event & { detail?: { key: string; newValue: string } }) =>
      detail?.key === key && setValueInternal(detail.newValue);
    const stop = new AbortController();
    window.addEventListener('storage', onStorage, { signal: stop.signal });
    window.addEventListener(syncEvent, onSync, { signal: stop.signal });
    return () => stop.abort();
  }, [key, defaultValue]);

  const setValue = (next: string) => {
    writeStored(key, next);
    setValueInternal(next);
    window.dispatchEvent(new CustomEvent(syncEvent, { detail: { key, newValue: next } }));
  };
  return [value ?? defaultValue, setValue, value !== undefined] as const;
}
