import { useEffect } from 'react';
import { useConfig } from './queries.js';

/** Sets document.title to `page · business name`. */
export function usePageTitle(page?: string): void {
  const { data: config } = useConfig();
  const business = config?.business_name;
  useEffect(() => {
    const parts = [page, business].filter((p): p is string => p != null && p !== '');
    if (parts.length > 0) document.title = parts.join(' · ');
  }, [page, business]);
}

/** Uses the business favicon (config `fav_icon_full_url`) once the configuration is known. */
export function useFavicon(): void {
  const { data: config } = useConfig();
  const href = config?.fav_icon_full_url;
  useEffect(() => {
    if (!href) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) link.href = href;
  }, [href]);
}
