import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component loaded on first use (a screen, a product's form), and a way to start loading it early. */
export type LazyComponent<P extends object> = {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** starts (once) loading the component's chunk; the route table calls it for the page the portal opens on. */
  preload: () => Promise<unknown>;
};

const everyLoader: (() => Promise<unknown>)[] = [];

/**
 * A component in its own chunk: `lazyComponent(() => import('./users-page'), 'UsersPage')`, rendered
 * inside a Suspense boundary. The import runs once, whether preload or React asks first. A component
 * whose chunk has already arrived (preloaded with the session check, or shown before) renders at once,
 * without the loading indicator's flash: React.lazy takes a module that is already there when the
 * thenable it is given answers synchronously.
 */
export function lazyComponent<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyComponent<M[K] extends ComponentType<infer P> ? P & object : never> {
  type P = M[K] extends ComponentType<infer Q> ? Q & object : never;
  type Loaded = { default: ComponentType<P> };
  let pending: Promise<M> | undefined;
  let loaded: Loaded | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = { default: module[name] as ComponentType<P> };
        return module;
      },
      (error: unknown) => {
        pending = undefined; // a failed download is tried again when the component is next shown
        throw error;
      },
    ));
  const Component = lazy(() => {
    if (loaded) {
      const ready = loaded;
      // settles synchronously, so React uses the component without suspending
      return { then: (resolve: (value: Loaded) => void) => resolve(ready) } as unknown as Promise<Loaded>;
    }
    return preload().then(() => loaded!);
  });
  everyLoader.push(preload);
  return { Component, preload };
}

/**
 * Registers a loader `preloadEveryLazyModule` runs too (a product's viewer, ../reports/products).
 */
export const registerLazyLoader = (load: () => Promise<unknown>) => void everyLoader.push(load);

/**
 * Loads every lazily loaded component and module declared so far, at once: for tests that keep a fake
 * clock (React reveals a component that suspended on a timer of its own) or read a screen synchronously.
 */
export const preloadEveryLazyModule = () => Promise.all(everyLoader.map((load) => load()));
