import { getAppDownloadSection, listTestimonials } from '@storefront/core/api/content';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';

const TEN_MINUTES = 10 * 60_000;

/** The landing page's testimonials (issue 16), in the visitor's language. */
export function useTestimonials() {
  const { language } = useSession();
  return useQuery({
    queryKey: ['testimonials', language],
    queryFn: ({ signal }) => listTestimonials(api, { signal }),
    staleTime: TEN_MINUTES,
  });
}

/** The landing page's 'download the app' block (issue 16). */
export function useAppDownloadSection() {
  const { language } = useSession();
  return useQuery({
    queryKey: ['app-download-section', language],
    queryFn: ({ signal }) => getAppDownloadSection(api, { signal }),
    staleTime: TEN_MINUTES,
  });
}
