import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { RTL_CODES } from '../core/src/domain/rtl.js';
import { STORAGE_KEYS } from '../core/src/domain/session.js';
import { bootScriptSource, type BootRoute } from './src/app/shell/boot-script.js';
import { INTL_WARMUP_SOURCE } from './src/app/shell/intl-warmup.js';
import type { ShellPage } from './src/app/shell/Shell.js';
import { cssAsClassNames } from './plugins/static-css.js';

const coreSrc = fileURLToPath(new URL('../core/src', import.meta.url));
const webRoot = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

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
 * The pages whose code the boot script asks for with the app's (a path, whether it must match
 * exactly or as a prefix, the route module of `src/app/router.tsx`, and the page skeleton of the
 * prerendered shell it shows, `src/app/shell/Shell.tsx`): the first pages of a visit. A page
 * missing here still works; its code then loads after the app's, and the shell shows the frame.
 */
const PRELOADED_ROUTES: [string, boolean, string, ShellPage | null][] = [
  ['/', true, 'routes/Landing.tsx', 'landing'],
  ['/home', true, 'routes/Home.tsx', 'home'],
  ['/store/latest', true, 'routes/StoreLists.tsx', null],
  ['/store/popular', true, 'routes/StoreLists.tsx', null],
  ['/store/', false, 'routes/Store.tsx', 'store'],
  ['/product/', false, 'routes/Product.tsx', 'product'],
  ['/checkout', true, 'routes/Checkout.tsx', 'checkout'],
];

/** Each preloaded route's chunk and the chunks it imports that the entry does not. */
function routeChunks(bundle: OutputBundle, base: string): BootRoute[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: string[], out = new Set<string>()) => {
    for (const file of start) {
      if (out.has(file)) continue;
      out.add(file);
      closure(byFile.get(file)?.imports ?? [], out);
    }
    return out;
  };
  const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  return PRELOADED_ROUTES.map(([path, exact, module, shell]) => {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${module}`));
    const files = chunk ? [...closure([chunk.fileName])].filter((file) => !entry.has(file)) : [];
    return [path, exact, files.map((file) => `${base}${file}`), shell];
  });
}

/**
 * The boot script (`src/app/shell/boot-script.ts`: theme, direction, the page's skeleton and
 * the guest's address before the first paint; the app's code after it), emitted as a small
 * classic script file in <head> (not inline), so that the server's Content-Security-Policy
 * (`script-src 'self'`) allows it, with the short-lived Intl worker
 * (`src/app/shell/intl-warmup.ts`). The right-to-left codes and the storage keys come from
 * core, so the rule lives in one place.
 */
function bootScript(): Plugin {
  const warmupFile = `assets/intl-warmup-${createHash('sha256').update(INTL_WARMUP_SOURCE).digest('hex').slice(0, 8)}.js`;
  let base = '/';
  const code = (catalogs: Record<string, string>, routes: BootRoute[], app: string[]) =>
    bootScriptSource({
      catalogs,
      routes,
      app,
      base,
      warmupUrl: `${base}${warmupFile}`,
      rtlCodes: RTL_CODES,
      storageKeys: STORAGE_KEYS,
    });
  const nameOf = (source: string) =>
    `assets/boot-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  // In development the shell is not prerendered, but the page's skeleton is named all the same.
  const devCode = () =>
    code(
      {},
      PRELOADED_ROUTES.map(([path, exact, , shell]) => [path, exact, [], shell]),
      [],
    );
  let built: { fileName: string; source: string } | null = null;
  return {
    name: 'storefront-boot-script',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const dev = devCode();
        const source =
          req.url === `${base}${nameOf(dev)}`
            ? dev
            : req.url === `${base}${warmupFile}`
              ? INTL_WARMUP_SOURCE
              : null;
        if (source == null) return next();
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(source);
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => {
        if (!ctx.bundle) {
          return {
            html: _html,
            tags: [
              {
                tag: 'script',
                attrs: { src: `${base}${nameOf(devCode())}` },
                injectTo: 'head-prepend',
              },
            ],
          };
        }
        // The language chunks of this build (their names carry a content hash).
        const catalogs: Record<string, string> = {};
        for (const chunk of Object.values(ctx.bundle)) {
          if (chunk.type !== 'chunk') continue;
          for (const id of chunk.moduleIds) {
            const lang = /\/i18n\/(en|ar)\.ts$/.exec(id)?.[1];
            if (lang) catalogs[lang] = `${base}${chunk.fileName}`;
          }
        }
        // The app's code starts after the first contentful paint (issue 9): the entry's <script>
        // and its modulepreloads leave the HTML; the boot script adds them, with the page's own
        // chunks and the Intl worker, once the prerendered shell has painted (the browser's
        // `first-contentful-paint` entry; at the latest after 3 s, as in a tab that is not shown,
        // which does not paint). The shell's HTML, CSS and pictures then have the network to
        // themselves, and the page's largest paint, the shell's, does not wait for scripts it
        // does not use (Lighthouse counts every request that ended before it). They are fetched
        // at low priority, as before. The entry's address stays in the HTML, on the boot script
        // (`data-app`).
        let entry: string | null = null;
        const preloads: string[] = [];
        const html = _html
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src) => {
            entry = src;
            return '';
          })
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href) => {
            preloads.push(href);
            return '';
          });
        if (entry == null) throw new Error('index.html has no module entry script');
        const source = code(catalogs, routeChunks(ctx.bundle, base), preloads);
        built = { fileName: nameOf(source), source };
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { src: `${base}${built.fileName}`, 'data-app': entry },
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
    // After the HTML (whose transform above chose the script's content and name).
    generateBundle: {
      order: 'post',
      handler() {
        if (!built) return;
        this.emitFile({ type: 'asset', fileName: built.fileName, source: built.source });
        this.emitFile({ type: 'asset', fileName: warmupFile, source: INTL_WARMUP_SOURCE });
      },
    },
  };
}

/**
 * The language catalogs (core's `i18n/en.ts` and `i18n/ar.ts`) built as one `JSON.parse` of the
 * merged catalog. As written, a catalog's module creates each area's object and merges the 38
 * of them with spreads when it runs: 17–30 ms of the main thread at every page's start on this
 * machine, against 5–10 ms for parsing the same messages as JSON (measured in
 * docs/decisions.md). The modules are evaluated here, at build time, by Vite's module runner;
 * the catalogs' tests in core check their content as before.
 */
function catalogsAsJson(): Plugin {
  return {
    name: 'storefront-catalogs-as-json',
    apply: 'build',
    async transform(_code, id) {
      if (!/\/core\/src\/i18n\/(en|ar)\.ts$/.test(id)) return null;
      const { module } = await runnerImport<{ default: Record<string, string> }>(id, {
        configFile: false,
        logLevel: 'error',
      });
      const json = JSON.stringify(module.default);
      return { code: `export default JSON.parse(${JSON.stringify(json)});\n`, map: null };
    },
  };
}

/**
 * The entry (main.tsx) and the modules it imports step by step (`import()` of each, so that each
 * runs in a task of its own); with their dependencies they are the app's first file.
 */
const appModules = /\/packages\/web\/src\/(main\.tsx|app\/start\/[^/]+)$/;

const api = process.env.STOREFRONT_API ?? 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  plugins: [react(), bootScript(), catalogsAsJson(), cssAsClassNames(webRoot)],
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
    // No polyfill of `<link rel="modulepreload">` (a MutationObserver and a fetch per link, in the
    // entry chunk every page loads): Chromium, Firefox 115 and Safari 17 preload modules
    // themselves; an older browser only fetches the modules when they are imported (issue 9).
    modulePreload: {
      polyfill: false,
      // A lazy chunk's preloaded dependencies, less the runtime (the entry's own, always loaded).
      resolveDependencies: (_file, deps) => deps.filter((dep) => !/rolldown-runtime-/.test(dep)),
    },
    sourcemap: false,
    rolldownOptions: {
      // Panda's generated recipes only define what they export (a recipe's module runs `memo()`
      // at the top, which the bundler cannot tell is pure): a module whose recipe no one uses is
      // left out. Through the recipes' index they were all in the app's first file, where only
      // `button` is used (dialog, combobox, popover, menu, toast: about 3 kB).
      treeshake: {
        moduleSideEffects: (id) =>
          !/\/styled-system\/recipes\/(?!create-recipe)[^/]+\.mjs$/.test(id),
      },
      output: {
        // Everything the entry imports statically is one chunk. Left to the automatic split, it
        // was 23 files (modules the entry shares with lazy pages each became a chunk of their
        // own), and on a phone's connection each request costs a round trip before first paint.
        codeSplitting: {
          // The entry's modules and what it starts in steps (main.tsx: each step's module is
          // imported dynamically so that it runs in a task of its own, yet is part of this file).
          groups: [{ name: 'app', test: (id) => appModules.test(id) }],
          // The code the pages share was split into many small common chunks: a product page
          // asked for 64 files and checkout for 74 (6 connections on HTTP/1.1: a dozen round
          // trips before the page could render). A common chunk under 20 kB (source) is copied
          // into each chunk that imports it instead: 11 and 17 files, fewer bytes (issue 9).
          experimentalInlineCommonChunks: { maxSize: 20_000 },
        },
      },
    },
  },
}));
