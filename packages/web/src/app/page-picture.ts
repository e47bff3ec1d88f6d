/**
 * The largest picture of the page as the server named it in the HTML it sent (a store's cover,
 * a product's first picture): `<link rel="preload" as="image" data-page-picture="{address}">`,
 * packages/server/src/http/static.ts, whose attribute is the address (path and query) the HTML
 * was sent for. The page's skeleton shows it while the page's details load, where the
 * prerendered shell showed it, so it paints once and stays (issue 9). Only at that address: after
 * a navigation in the app to another page there is none.
 */
export function pagePicture(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const link = document.querySelector<HTMLLinkElement>(
    'link[rel="preload"][as="image"][data-page-picture]',
  );
  if (!link?.href) return undefined;
  const here = `${window.location.pathname}${window.location.search}`;
  return link.dataset.pagePicture === here ? link.href : undefined;
}
