import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { RTL_CODES } from '../core/src/domain/rtl.js';
import { STORAGE_KEYS } from '../core/src/domain/session.js';

const coreSrc = fileURLToPath(new URL('../core/src', import.meta.url));

/**
 * react-router 7's package exports name only its development build (remix-run/react-router
 * #14753), so a production bundle would carry its dev-only checks and warnings. Builds take
 * the production files of the same version instead.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * Applies the stored theme and the language direction before the first paint (no flash of the
 * light theme or of a left-to-right layout). The right-to-left codes and the storage keys come
 * from core, so the rule lives in one place. It is a small classic script file in <head> (not
 * inline), so the server's Content-Security-Policy (`script-src 'self'`) allows it.
 */
function bootScript(): Plugin {
  const code = `(function(){try{var s=window.localStorage,d=document.documentElement;var t=s.getItem(${JSON.stringify(
    STORAGE_KEYS.theme,
  )});if(t!=='dark'&&t!=='light'){t=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';}d.setAttribute('data-theme',t);var l=s.getItem(${JSON.stringify(
    STORAGE_KEYS.language,
  )})||'en';var rtl=${JSON.stringify(RTL_CODES)};d.setAttribute('lang',l);d.setAttribute('dir',rtl.indexOf(String(l).toLowerCase().split(/[-_]/)[0])>=0?'rtl':'ltr');}catch(e){}})();\n`;
  const fileName = `assets/boot-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  let base = '/';
  return {
    name: 'storefront-boot-script',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url !== `${base}${fileName}`) return next();
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(code);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'script', attrs: { src: `${base}${fileName}` }, injectTo: 'head-prepend' },
      ],
    },
  };
}

const api = process.env.STOREFRONT_API ?? 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  plugins: [react(), bootScript()],
  resolve: {
    alias: [
      // Build against core's TypeScript sources (the package's `source` export condition).
      { find: /^@storefront\/core(?=\/|$)/, replacement: coreSrc },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/storage': { target: api, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/storage': { target: api, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
}));
