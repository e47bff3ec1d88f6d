import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { flash, toasts } from '../adapters/notifier.js';

// The Ark toaster loads with the first toast (see adapters/notifier), not with the page.
const ToasterImpl = lazy(() => import('./ToasterImpl.js'));

/** Renders the app's toasts (see adapters/notifier). */
export function Toaster() {
  const wanted = useSyncExternalStore(toasts.subscribe, toasts.wanted, toasts.wanted);
  // A toast left by an action that reloaded the page (the language change).
  useEffect(() => flash.show(), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterImpl />
    </Suspense>
  );
}
