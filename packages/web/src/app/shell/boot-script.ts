import type { RTL_CODES } from '@storefront/core/domain/rtl';
import type { STORAGE_KEYS } from '@storefront/core/domain/session';
import { intlWarmupStatement } from './intl-warmup.js';
import { shellAddressStatement } from './shell-address.js';
import type { ShellPage } from './Shell.js';

/** A page the boot script knows: its path (exact or a prefix), its files and its skeleton. */
export type BootRoute = [path: string, exact: boolean, files: string[], shell: ShellPage | null];

export interface BootScriptInput {
  /** Each language's catalog chunk (`en`, `ar`), as URLs. */
  catalogs: Record<string, string>;
  routes: BootRoute[];
  /** The entry's static imports, preloaded with it (URLs). */
  app: string[];
  /** The build's base (`/`) and the Intl worker's URL. */
  base: string;
  warmupUrl: string;
  /** Core's RTL_CODES and STORAGE_KEYS (passed in: the build's config imports core's source). */
  rtlCodes: typeof RTL_CODES;
  storageKeys: typeof STORAGE_KEYS;
}

/**
 * The files the script may preload, each named once (`n`, without the folder `b` they share),
 * the entry's imports (`app`), the catalogs and the routes naming them by index: the route lists
 * repeat their shared chunks, and the script counts in every page's first-load JavaScript.
 */
function compact({ catalogs, routes, app, base }: BootScriptInput) {
  const urls = [
    ...new Set([...app, ...Object.values(catalogs), ...routes.flatMap((route) => route[2])]),
  ];
  const folder = `${base}assets/`;
  const prefix = urls.every((url) => url.startsWith(folder)) ? folder : '';
  const index = (url: string) => urls.indexOf(url);
  return {
    prefix,
    names: urls.map((url) => url.slice(prefix.length)),
    app: app.map(index),
    catalogs: Object.fromEntries(Object.entries(catalogs).map(([lang, url]) => [lang, index(url)])),
    routes: routes.map(([path, exact, files, shell]) => [
      path,
      exact ? 1 : 0,
      files.map(index),
      shell ?? 0,
    ]),
  };
}

/**
 * The boot script (vite.config.ts emits it as a classic script file at the top of <head>; the
 * server's Content-Security-Policy allows `'self'`). Before the first paint it applies the stored
 * theme and the language direction (no flash of the light theme or of a left-to-right layout),
 * names the page's skeleton (`data-shell` on <html>) for the prerendered shell and shows a
 * guest's stored delivery address in it (shell-address.ts). Once the shell has painted (the
 * browser's `first-contentful-paint` entry; at the latest after 3 s, as in a tab that is not
 * shown, which does not paint) it starts the app: the entry (`data-app` on the script's tag),
 * its imports, the visitor's catalog and the page's own chunks, at low priority, and the Intl
 * worker (intl-warmup.ts). Storage that refuses (a sandboxed frame, storage turned off) leaves
 * English and the light theme, and the app starts all the same.
 *
 * Written short, as it counts in every page's first-load JavaScript: `D` document, `d` <html>,
 * `s` localStorage, `A` the entry, `l` the stored language and `L` its catalog, `f` the files to
 * preload (indexes in `n`), `q` adds a low-priority link or script, `G` starts the app once.
 */
export function bootScriptSource(input: BootScriptInput): string {
  const files = compact(input);
  const keys = input.storageKeys;
  const json = JSON.stringify;
  return (
    `(function(){var D=document,C=D.currentScript,A=C&&C.getAttribute('data-app'),d=D.documentElement,l='en';` +
    `try{var s=localStorage,t=s.getItem(${json(keys.theme)});` +
    `if(t!='dark'&&t!='light')t=window.matchMedia&&matchMedia('(prefers-color-scheme:dark)').matches?'dark':'light';` +
    `d.setAttribute('data-theme',t);l=s.getItem(${json(keys.language)})||l;` +
    `d.setAttribute('lang',l);d.setAttribute('dir',${json(input.rtlCodes)}.indexOf(l.toLowerCase().split(/[-_]/)[0])<0?'ltr':'rtl');` +
    shellAddressStatement('s', 'd', keys, 'D') +
    `}catch(e){}var L=l=='ar'?'ar':'en',b=${json(files.prefix)},n=${json(files.names)},c=${json(files.catalogs)},` +
    `f=${json(files.app)}.concat(c[L]),r=${json(files.routes)},p=location.pathname,i=0;` +
    `for(;i<r.length;i++)if(r[i][1]?p==r[i][0]:!p.indexOf(r[i][0])){f=f.concat(r[i][2]);r[i][3]&&d.setAttribute('data-shell',r[i][3]);break}` +
    `var q=function(t,o,k,x){k=D.createElement(t);k.fetchPriority='low';for(x in o)k[x]=o[x];D.head.appendChild(k)},` +
    `G=function(){if(f){for(i=0;i<f.length;i++)f[i]!=null&&q('link',{rel:'modulepreload',href:b+n[f[i]]});` +
    `f=0;A&&q('script',{type:'module',src:A});${intlWarmupStatement(input.warmupUrl, 'L')}}};` +
    `try{new PerformanceObserver(function(e){e.getEntriesByName('first-contentful-paint').length&&G()}).observe({type:'paint',buffered:!0})}catch(e){G()}` +
    `setTimeout(G,3e3)})();\n`
  );
}
