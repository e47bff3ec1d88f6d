import type { NavigatorPort } from '@storefront/core/ports';

let navigateImpl: ((path: string) => void) | null = null;

/** The router binds its navigate function once it exists (see app/router.tsx). */
export function bindNavigate(navigate: (path: string) => void): void {
  navigateImpl = navigate;
}

/** Core's navigator port: client-side navigation and full reloads. */
export const navigatorPort: NavigatorPort = {
  go(path) {
    if (navigateImpl) navigateImpl(path);
    else window.location.assign(path);
  },
  reload() {
    window.location.reload();
  },
};
