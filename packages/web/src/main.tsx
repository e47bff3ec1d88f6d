import './index.css';
// In this order: errors without a stack while react-dom's module runs (tasks.ts, stacklessErrors).
import { restoreErrors } from './app/start/errors-off.js';
import './app/start/react-dom.js';
import { inTasks } from './app/start/tasks.js';

restoreErrors();

const root = document.getElementById('root');
// No <StrictMode>: its development-only unmount/remount stops XState actors mid-request (the
// module machine loads at start), and the restored actor then reports the aborted fetch.
// The visitor's language (its own chunk), the page's code and the data that decides its layout
// (in parallel, see critical.ts) are in before the first render, so nothing moves after it.
if (root) {
  // The app's code starts in steps, each in a task of its own (tasks.ts), each running the
  // modules the ones before have not. It is all one file, loaded before (vite.config.ts); run
  // as one task it held the main thread for 80-150 ms, four times that at a phone's speed
  // (Lighthouse's total blocking time: a tap waits as long). The language and the data are
  // asked for as soon as their code has run (begin.ts), the page's code once the router's has.
  const { pathname } = window.location;
  let ready: Promise<unknown> = Promise.resolve();
  void inTasks([
    () => import('./app/i18n.js'),
    () =>
      import('./app/start/begin.js').then(({ begin }) => {
        ready = begin(pathname);
      }),
    () => import('./features/layout/Header.js'),
    () =>
      import('./app/router.js').then(({ preloadRoute }) => {
        ready = Promise.all([ready, preloadRoute(pathname)]);
      }),
    () => import('./app/start/render.js'),
  ])
    .then(() => Promise.all([import('./app/start/render.js'), ready]))
    .then(([{ render }]) => render(root));
}
