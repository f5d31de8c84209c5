import { lazy, type ComponentType } from 'react';

/**
 * A page whose code loads when it is first rendered, from a module that exports it by name. Prerendering waits for
 * it; in the browser the prerendered markup stays in place until the code has arrived.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}
