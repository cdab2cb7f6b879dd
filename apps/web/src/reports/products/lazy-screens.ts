import { registerLazyLoader } from '../../lib/lazy-component';
import type { ProductViewer } from './portal-product';

export { lazyComponent as lazyOrderForm } from '../../lib/lazy-component';

/** A product's viewer in its own chunk, loaded when a report of the product is first shown. */
export type LazyProductViewer = { load: () => Promise<ProductViewer> };

/** A promise React's `use` reads synchronously once it has settled (React's own convention for thenables). */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * `lazyViewer(() => import('./adv-viewer'), 'ADV_VIEWER')`: the registry's line for a product's viewer.
 * The import runs once; the report's page reads the viewer with `use`, inside a Suspense boundary.
 */
export function lazyViewer<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyProductViewer {
  let pending: TrackedPromise<ProductViewer> | undefined;
  const viewer: LazyProductViewer = {
    load: () => {
      if (pending) return pending;
      const promise: TrackedPromise<ProductViewer> = load().then((module) => module[name] as ProductViewer);
      promise.then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
        },
        (reason: unknown) => {
          promise.status = 'rejected';
          promise.reason = reason;
          pending = undefined; // a failed download is tried again when a report is next shown
        },
      );
      pending = promise;
      return promise;
    },
  };
  registerLazyLoader(viewer.load);
  return viewer;
}

export const isLazyViewer = (viewer: ProductViewer | LazyProductViewer): viewer is LazyProductViewer => 'load' in viewer;
