import { homeLeadsWithBanners } from '@storefront/core/domain/modules';
import { configQuery, landingPageQuery, modulesQuery } from './queries.js';
import { queryClient } from './query-client.js';
import { hasLocation, readCurrentSession } from './session.js';

/**
 * How long the first paint may wait for the data that decides the page's layout. On a usual
 * connection the answers come before the route's code; past this the page paints with its
 * skeletons and the data arrives into the space they reserve.
 */
const CRITICAL_WAIT_MS = 1500;

/** A store's or a product's page (`routes/Store.tsx`, `routes/Product.tsx`). */
const CATALOGUE_PAGE = /^\/(store|product)\/[^/]+\/?$/;

/**
 * Prefetches, in parallel with the route's code, what the first paint lays out: the business
 * config (logo, footer), the landing content on `/` and the zone's modules (the module strip)
 * elsewhere. Never fails: a missing answer is the page's own loading state.
 */
export async function prefetchCritical(pathname: string): Promise<null> {
  const session = readCurrentSession();
  const wanted: Promise<unknown>[] = [queryClient.prefetchQuery(configQuery(session.language))];
  let page = false;
  if (pathname === '/') {
    wanted.push(queryClient.prefetchQuery(landingPageQuery(session.language)));
  } else if (hasLocation(session)) {
    wanted.push(queryClient.prefetchQuery(modulesQuery(session.zoneId, session.language)));
    // A shop's home leads with its banners, the page's largest picture: asked for now, beside the
    // page's code, not after its first render (rental and parcel have homes of their own).
    if (pathname === '/home' && homeLeadsWithBanners(session.module?.module_type)) page = true;
  }
  // A store's or a product page's details too (and their largest picture, see the catalogue's
  // queries.ts), or checkout's cart, its store and the store's zone (checkout's facts.ts): the
  // code is that of the page's own chunks, which the boot script asked for. Not awaited: the
  // first render does not wait for them (awaited within CRITICAL_WAIT_MS, the store and product
  // pages scored no better: decisions.md, issue 9).
  const details =
    page || CATALOGUE_PAGE.test(pathname)
      ? import('../features/catalogue/queries.js').then(({ prefetchPage }) =>
          prefetchPage(pathname, session),
        )
      : pathname === '/checkout'
        ? import('../features/checkout/facts.js').then(({ prefetchCheckout }) =>
            prefetchCheckout(session),
          )
        : null;
  // The page asks again itself (its code failed to load: its error page shows).
  void details?.catch(() => null);
  await Promise.race([
    Promise.all(wanted),
    new Promise((resolve) => setTimeout(resolve, CRITICAL_WAIT_MS)),
  ]);
  return null;
}
