import { configQuery, landingPageQuery, modulesQuery } from './queries.js';
import { queryClient } from './query-client.js';
import { hasLocation, readCurrentSession } from './session.js';

/**
 * How long the first paint may wait for the data that decides the page's layout. On a usual
 * connection the answers come before the route's code; past this the page paints with its
 * skeletons and the data arrives into the space they reserve.
 */
const CRITICAL_WAIT_MS = 1500;

/** The product page's path (`routes/Product.tsx`), its id or slug. */
const PRODUCT_PAGE = /^\/product\/([^/]+)\/?$/;

/** The store page's path (`routes/Store.tsx`), its slug or id; not the store lists. */
const STORE_PAGE = /^\/store\/([^/]+)\/?$/;
const STORE_LISTS = new Set(['latest', 'popular']);

/** The store page's details, as `routes/Store.tsx` asks (the query's `id`, else the path's). */
async function prefetchStoreDetails(path: string, session: ReturnType<typeof readCurrentSession>) {
  try {
    const params = new URLSearchParams(window.location.search);
    // A rental store's link goes to its provider page instead.
    if (params.get('module_type') === 'rental') return;
    const [{ storeDetailsQuery, scopeOf }, { positiveId }] = await Promise.all([
      import('../features/catalogue/queries.js'),
      import('../features/catalogue/Page.js'),
    ]);
    const id = positiveId(params.get('id'));
    const idOrSlug = id != null ? String(id) : decodeURIComponent(path);
    await queryClient.prefetchQuery(storeDetailsQuery(idOrSlug, scopeOf(session)));
  } catch {
    // The page asks again itself and shows its own error.
  }
}

/**
 * Asks for a picture the page shows first and largest, at high priority, before the page renders
 * it; the page's <img> (same URL) then takes it from the cache.
 */
function preloadPicture(url: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}

/** The product page's details (its query, as `routes/Product.tsx` asks) and gallery picture. */
async function prefetchProductPicture(
  path: string,
  session: ReturnType<typeof readCurrentSession>,
) {
  try {
    const [{ itemDetailsQuery, scopeOf }, { galleryImages }, { positiveId }] = await Promise.all([
      import('../features/catalogue/queries.js'),
      import('../features/item/gallery.js'),
      import('../features/catalogue/Page.js'),
    ]);
    const moduleId = positiveId(new URLSearchParams(window.location.search).get('module_id'));
    const scope = scopeOf(session, moduleId != null ? { moduleId } : undefined);
    const item = await queryClient.fetchQuery(
      itemDetailsQuery(decodeURIComponent(path), false, scope),
    );
    const picture = galleryImages(item)[0];
    if (picture) preloadPicture(picture);
  } catch {
    // The page asks again itself and shows its own error.
  }
}

/**
 * Prefetches, in parallel with the route's code, what the first paint lays out: the business
 * config (logo, footer), the landing content on `/` and the zone's modules (the module strip)
 * elsewhere. Never fails: a missing answer is the page's own loading state.
 */
export async function prefetchCritical(pathname: string): Promise<null> {
  const session = readCurrentSession();
  const wanted: Promise<unknown>[] = [queryClient.prefetchQuery(configQuery(session.language))];
  if (pathname === '/') {
    wanted.push(queryClient.prefetchQuery(landingPageQuery(session.language)));
  } else if (hasLocation(session)) {
    wanted.push(queryClient.prefetchQuery(modulesQuery(session.zoneId, session.language)));
    // A shop's home leads with its banners, the page's largest picture: asked for now, beside the
    // page's code, not after its first render (rental and parcel have homes of their own), and
    // the first slide's picture as soon as they are known (BannerCarousel: banners, then
    // campaigns), so that it loads while the app renders.
    const type = session.module?.module_type;
    if (pathname === '/home' && type && type !== 'rental' && type !== 'parcel') {
      void import('../features/catalogue/queries.js')
        .then(({ bannersQuery, scopeOf }) => queryClient.fetchQuery(bannersQuery(scopeOf(session))))
        .then(({ banners, campaigns }) => {
          const first = banners[0]?.image_full_url ?? campaigns[0]?.image_full_url;
          if (first) preloadPicture(first);
        })
        // The page asks again itself (its code failed to load: its error page shows).
        .catch(() => null);
    }
  }
  // A product page's largest picture is its gallery's first, named by the item's details: both
  // asked for now (not awaited), so the picture loads while the app renders instead of after.
  // A store page's cover is named by the server in the HTML itself (server http/static.ts); its
  // details are asked for now too, not at the page's mount after a first render.
  const product = PRODUCT_PAGE.exec(pathname);
  if (product) void prefetchProductPicture(product[1]!, session);
  const store = STORE_PAGE.exec(pathname);
  if (store && !STORE_LISTS.has(store[1]!)) void prefetchStoreDetails(store[1]!, session);
  await Promise.race([
    Promise.all(wanted),
    new Promise((resolve) => setTimeout(resolve, CRITICAL_WAIT_MS)),
  ]);
  return null;
}
