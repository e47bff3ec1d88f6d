import './index.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';

const root = document.getElementById('root');
// No <StrictMode>: its development-only unmount/remount stops XState actors mid-request (the
// module machine loads at start), and the restored actor then reports the aborted fetch.
if (root) createRoot(root).render(<App />);
