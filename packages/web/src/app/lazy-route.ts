import { createElement, lazy, useState, useSyncExternalStore, type ComponentType } from 'react';

/**
 * Route-level code splitting without the data router: each route's component is a chunk loaded
 * on its first render (React.lazy, the navigation kept on the old page by the router's
 * transition), or before the first render for the page being opened (`preload`, see main.tsx),
 * so the first paint never shows an empty page. While a route's chunk loads, `useRouteLoading`
 * is true (the navigation progress bar).
 */
let loading = 0;
const listeners = new Set<() => void>();

function track<T>(promise: Promise<T>): Promise<T> {
  const change = (by: number) => {
    loading += by;
    // Notified after the render that started the load (a store update during a render warns).
    queueMicrotask(() => listeners.forEach((listener) => listener()));
  };
  change(1);
  return promise.finally(() => change(-1));
}

/** True while a route's code loads. */
export function useRouteLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loading > 0,
  );
}

export interface LazyRoute {
  /** The route's component: the loaded one, or a lazy one that suspends until it is in. */
  Component: ComponentType;
  /** Loads the route's code (once). */
  preload: () => Promise<unknown>;
}

export function lazyRoute<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyRoute {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const preload = () => {
    pending ??= track(load()).then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        // A failed chunk is tried again on the next visit (the error page shows meanwhile).
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));
  function Component() {
    // Chosen once per mount: a page mounted through the lazy wrapper keeps it (no remount).
    const [Ready] = useState(() => loaded);
    return createElement(Ready ?? Lazy);
  }
  return { Component, preload };
}
