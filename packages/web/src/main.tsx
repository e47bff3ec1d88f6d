import './index.css';
import { ensureGuestId } from '@storefront/core/api/guest';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { storage } from './adapters/storage.js';
import { api } from './app/api.js';
import { App } from './app/App.js';
import { prefetchCritical } from './app/critical.js';
import { startI18n } from './app/i18n.js';
import { preloadRoute } from './app/router.js';

const root = document.getElementById('root');
// No <StrictMode>: its development-only unmount/remount stops XState actors mid-request (the
// module machine loads at start), and the restored actor then reports the aborted fetch.
// The visitor's language (its own chunk), the page's code and the data that decides its layout
// (in parallel, see critical.ts) are in before the first render, so nothing moves after it.
if (root) {
  // A guest id is requested on the first visit (core: when none is stored), beside the rest.
  void ensureGuestId(api, storage);
  const { pathname } = window.location;
  // The first render is a transition: React renders it in slices of a few milliseconds, yielding
  // to the browser between them, instead of one long task (a phone's main thread stays free for
  // input; Lighthouse's total blocking time). The shell stays on screen until the one commit.
  void Promise.all([startI18n(), preloadRoute(pathname), prefetchCritical(pathname)]).then(() => {
    const app = createRoot(root);
    startTransition(() => app.render(<App />));
  });
}
