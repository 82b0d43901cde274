import { lazy, type ComponentType } from 'react';

/**
 * A page component loaded with its first visit, so other pages and the first paint do not pay for it. `preload` lets
 * a route's loader fetch the code before the data, so the page mounts as soon as its data is in.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return Object.assign(
    lazy(() => load().then((component) => ({ default: component }))),
    { preload: load },
  );
}
