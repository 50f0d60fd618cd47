import { readStorage, removeStorage, writeStorage } from './browser-storage';

type Area = 'local' | 'session';

export interface StoredValueOptions<T> {
  area: Area;
  key: string;
  /** Checks what was read (parsed JSON): the value, or null when it is not one (then it counts as absent). */
  parse: (value: unknown) => T | null;
  /** Follows changes made in other tabs (the `storage` event) while someone listens. */
  followOtherTabs?: boolean;
}

/**
 * One value kept as JSON in Web Storage, with listeners: the shape of `useSyncExternalStore`'s store.
 * `get` returns the same object until the value changes, so React re-renders only on a real change.
 * When storage is unavailable (disabled, full) the value still lives in memory for this page.
 */
export interface StoredValue<T> {
  get: () => T | null;
  set: (value: T) => void;
  remove: () => void;
  /** Reads storage again (another tab may have written it); listeners hear only of a real change. */
  reload: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function storedValue<T>({ area, key, parse, followOtherTabs = false }: StoredValueOptions<T>): StoredValue<T> {
  const listeners = new Set<() => void>();
  let loaded = false;
  let text: string | null = null;
  let value: T | null = null;

  const decode = (raw: string | null): T | null => {
    if (!raw) return null;
    try {
      return parse(JSON.parse(raw));
    } catch {
      return null;
    }
  };

  /** The first read, which tells nobody: there was nothing to compare with. */
  const load = () => {
    if (loaded) return;
    loaded = true;
    text = readStorage(area, key);
    value = decode(text);
  };

  /** Takes `raw` as the stored text; tells the listeners when it differs from what was there. */
  const accept = (raw: string | null) => {
    load();
    if (raw === text) return;
    text = raw;
    value = decode(raw);
    listeners.forEach((listener) => listener());
  };

  const reload = () => accept(readStorage(area, key));
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) reload();
  };

  return {
    get() {
      load();
      return value;
    },
    set(next) {
      load();
      const raw = JSON.stringify(next);
      writeStorage(area, key, raw);
      accept(raw);
    },
    remove() {
      load();
      removeStorage(area, key);
      accept(null);
    },
    reload,
    subscribe(listener) {
      listeners.add(listener);
      if (followOtherTabs && listeners.size === 1) {
        window.addEventListener('storage', onStorage);
        // Another tab may have changed it while nobody listened.
        reload();
      }
      return () => {
        listeners.delete(listener);
        if (followOtherTabs && listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
