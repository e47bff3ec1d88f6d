import { startTransition } from 'react';
import { createRoot } from './react-dom.js';
import { App } from '../App.js';

/**
 * The first render is a transition: React renders it in slices of a few milliseconds, yielding
 * to the browser between them, instead of one long task (a phone's main thread stays free for
 * input; Lighthouse's total blocking time). The shell stays on screen until the one commit.
 */
export function render(root: HTMLElement): void {
  const app = createRoot(root);
  startTransition(() => app.render(<App />));
}
