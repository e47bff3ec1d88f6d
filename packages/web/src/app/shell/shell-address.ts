import type { STORAGE_KEYS } from '@storefront/core/domain/session';

/**
 * The boot script's statement (vite.config.ts) that shows a guest's stored delivery address in
 * the prerendered checkout (issue 9): the page's largest text, which would otherwise paint only
 * once the app's code has run. For a visitor who is not signed in and has a stored location with
 * a valid point (the same rule as core's `isSignedIn` and `sessionAddress`, proven equal by
 * shell-address.test.ts), it sets `data-shell-address` on <html>, which shows the shell's guest
 * view (features/checkout/CheckoutLoading.tsx), and writes the address into the shell's empty
 * `<span data-shell-address>` as the parser adds it (a MutationObserver, before the first paint;
 * `textContent`, never markup). `storage` and `root` name the script's variables holding
 * `localStorage` and `document.documentElement` (`doc`: `document`); `keys` is core's STORAGE_KEYS (passed in: the
 * build's config imports core's source, not its package).
 */
export function shellAddressStatement(
  storage: string,
  root: string,
  keys: typeof STORAGE_KEYS,
  doc = 'document',
): string {
  const key = (name: keyof typeof STORAGE_KEYS) => JSON.stringify(keys[name]);
  // Short: the boot script counts in every page's first-load JavaScript. `Number.isFinite`
  // takes numbers only (no strings), as core's isValidLatLng.
  return (
    `try{var a=(${storage}.getItem(${key('location')})||'').trim(),` +
    `g=JSON.parse(${storage}.getItem(${key('currentLatLng')})||'0'),F=Number.isFinite,M=Math.abs;` +
    `if(!${storage}.getItem(${key('token')})&&a&&g&&F(g.lat)&&F(g.lng)&&M(g.lat)<=90&&M(g.lng)<=180){` +
    `${root}.setAttribute('data-shell-address','');var o=new MutationObserver(function(){` +
    `var e=${doc}.querySelector('span[data-shell-address]');if(e){e.textContent=a;o.disconnect()}});` +
    `o.observe(${root},{childList:1,subtree:1})}}catch(e){}`
  );
}
