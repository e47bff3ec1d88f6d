import { renderToStaticMarkup } from 'react-dom/server';
import { Shell } from './Shell.js';

/**
 * Build-time rendering of the shell (scripts/prerender.mjs builds this module for Node after
 * `vite build` and writes its output into dist/index.html).
 */
export function shellHtml(): string {
  return renderToStaticMarkup(<Shell />);
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html with the shell inside its empty `#root`. Refuses a page without exactly one empty
 * root (a template changed, or a page already prerendered), so a build never ships a page with
 * the shell twice or none.
 */
export function withShell(indexHtml: string, shell: string): string {
  const at = indexHtml.indexOf(EMPTY_ROOT);
  if (at < 0 || indexHtml.indexOf(EMPTY_ROOT, at + 1) >= 0) {
    throw new Error('index.html must have exactly one empty <div id="root"></div>');
  }
  if (/<script\b/i.test(shell)) throw new Error('the shell must not carry scripts');
  return `${indexHtml.slice(0, at)}<div id="root">${shell}</div>${indexHtml.slice(at + EMPTY_ROOT.length)}`;
}
