import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named page export; each call site becomes its own chunk. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
