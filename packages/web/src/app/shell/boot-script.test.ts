import { RTL_CODES } from '@storefront/core/domain/rtl';
import { STORAGE_KEYS } from '@storefront/core/domain/session';
import { describe, expect, it } from 'vitest';
import { bootScriptSource, type BootRoute } from './boot-script.js';

const ROUTES: BootRoute[] = [
  ['/', true, ['/assets/Landing-a.js'], 'landing'],
  ['/store/', false, ['/assets/Store-b.js', '/assets/shared-c.js'], 'store'],
  ['/checkout', true, ['/assets/Checkout-d.js', '/assets/shared-c.js'], 'checkout'],
];
const SOURCE = bootScriptSource({
  catalogs: { en: '/assets/en-e.js', ar: '/assets/ar-f.js' },
  routes: ROUTES,
  app: ['/assets/web-g.js'],
  base: '/',
  warmupUrl: '/assets/intl-warmup-h.js',
  rtlCodes: RTL_CODES,
  storageKeys: STORAGE_KEYS,
});

/**
 * Runs the boot script in a page at `path` with `stored` in localStorage (or storage that
 * refuses); `paint()` then records the first contentful paint, `wait()` lets 3 s pass.
 */
function boot(path: string, stored: Record<string, string> | 'refused') {
  const attributes: Record<string, string> = {};
  const added: Record<string, unknown>[] = [];
  const workers: string[] = [];
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null;
  let timer: (() => void) | null = null;
  const document = {
    currentScript: {
      getAttribute: (name: string) => (name === 'data-app' ? '/assets/i.js' : null),
    },
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: Record<string, unknown>) => added.push(element) },
    querySelector: () => null,
  };
  const localStorage =
    stored === 'refused'
      ? new Proxy(
          {},
          {
            get: () => {
              throw new Error('SecurityError');
            },
          },
        )
      : { getItem: (key: string) => stored[key] ?? null };
  const globals = {
    document,
    localStorage,
    window: { matchMedia: () => ({ matches: false }), Worker: true, Intl: { ListFormat: true } },
    matchMedia: () => ({ matches: false }),
    location: { pathname: path },
    PerformanceObserver: class {
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe() {}
    },
    MutationObserver: class {
      observe() {}
      disconnect() {}
    },
    setTimeout: (callback: () => void) => (timer = callback),
    Intl: { ListFormat: true },
    Worker: class {
      constructor(url: string) {
        workers.push(url);
      }
    },
  };
  new Function(...Object.keys(globals), SOURCE)(...Object.values(globals));
  const files = () =>
    added.filter((e) => e.tag === 'link').map((e) => `${String(e.rel)} ${String(e.href)}`);
  return {
    attributes,
    files,
    scripts: () => added.filter((e) => e.tag === 'script'),
    added,
    workers,
    paint: (name = 'first-contentful-paint') =>
      observer?.({ getEntriesByName: (n: string) => (n === name ? [{}] : []) }),
    wait: () => timer?.(),
  };
}

describe('the boot script (issue 9)', () => {
  it("sets the stored theme and language, the page's skeleton, and starts nothing before the first paint", () => {
    const page = boot('/store/al-karama', {
      [STORAGE_KEYS.theme]: 'dark',
      [STORAGE_KEYS.language]: 'ar',
    });
    expect(page.attributes).toEqual({
      'data-theme': 'dark',
      lang: 'ar',
      dir: 'rtl',
      'data-shell': 'store',
    });
    expect(page.added).toEqual([]);
    // A paint that is not contentful starts nothing either.
    page.paint('first-paint');
    expect(page.added).toEqual([]);
  });

  it("starts the app once at the first contentful paint: the entry, its imports, the visitor's catalog and the page's chunks, at low priority", () => {
    const page = boot('/store/al-karama', { [STORAGE_KEYS.language]: 'ar' });
    page.paint();
    expect(page.files()).toEqual([
      'modulepreload /assets/web-g.js',
      'modulepreload /assets/ar-f.js',
      'modulepreload /assets/Store-b.js',
      'modulepreload /assets/shared-c.js',
    ]);
    expect(page.scripts()).toEqual([
      { tag: 'script', type: 'module', src: '/assets/i.js', fetchPriority: 'low' },
    ]);
    expect(page.added.every((e) => e.fetchPriority === 'low')).toBe(true);
    expect(page.workers).toEqual(['/assets/intl-warmup-h.js#ar']);
    // The 3 s fallback and a second paint add nothing more.
    page.wait();
    page.paint();
    expect(page.added).toHaveLength(5);
  });

  it('starts the app after 3 s when the page does not paint (a tab that is not shown)', () => {
    const page = boot('/checkout', {});
    expect(page.attributes['data-shell']).toBe('checkout');
    page.wait();
    expect(page.scripts()).toHaveLength(1);
    expect(page.files()).toContain('modulepreload /assets/en-e.js');
  });

  it('starts the app in English when storage refuses', () => {
    const page = boot('/', 'refused');
    expect(page.attributes).toEqual({ 'data-shell': 'landing' });
    page.paint();
    expect(page.scripts()).toHaveLength(1);
    expect(page.files()).toEqual([
      'modulepreload /assets/web-g.js',
      'modulepreload /assets/en-e.js',
      'modulepreload /assets/Landing-a.js',
    ]);
  });

  it('matches an exact path only exactly, and a prefix by its start', () => {
    expect(boot('/checkout/x', {}).attributes['data-shell']).toBeUndefined();
    expect(boot('/', {}).attributes['data-shell']).toBe('landing');
    expect(boot('/home', {}).attributes['data-shell']).toBeUndefined();
  });
});
