import './index.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { startI18n } from './app/i18n.js';

const root = document.getElementById('root');
// No <StrictMode>: its development-only unmount/remount stops XState actors mid-request (the
// module machine loads at start), and the restored actor then reports the aborted fetch.
// The visitor's language (its own chunk) is in before the first render.
if (root) {
  void startI18n().then(() => createRoot(root).render(<App />));
}
