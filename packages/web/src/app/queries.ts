import { unwrap } from '@storefront/core/api/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.js';
import { useSession } from './session.js';
import type { Config, LandingPage, Module, Zone } from './types.js';

const MINUTE = 60_000;

/**
 * Server data through react-query. Every key carries what the session middleware sends and the
 * answer depends on (language, zone ids), so a change refetches instead of serving stale data.
 */
export const configQuery = (language: string) =>
  queryOptions({
    queryKey: ['config', language],
    queryFn: ({ signal }): Promise<Config> => unwrap(api.GET('/config', { signal })),
    staleTime: 10 * MINUTE,
  });

export function useConfig() {
  const { language } = useSession();
  return useQuery(configQuery(language));
}

export const landingPageQuery = (language: string) =>
  queryOptions({
    queryKey: ['landing', language],
    queryFn: ({ signal }): Promise<LandingPage> =>
      unwrap(api.GET('/react-landing-page', { signal })),
    staleTime: 10 * MINUTE,
  });

export function useLandingPage() {
  const { language } = useSession();
  return useQuery(landingPageQuery(language));
}

export const modulesQuery = (zoneId: string | null, language: string) =>
  queryOptions({
    queryKey: ['modules', zoneId, language],
    queryFn: ({ signal }): Promise<Module[]> => unwrap(api.GET('/module', { signal })),
    staleTime: 5 * MINUTE,
  });

/** The active modules of the stored zones (the middleware sends the `zoneId` header). */
export function useModules({ enabled = true }: { enabled?: boolean } = {}) {
  const { language, zoneId } = useSession();
  return useQuery({ ...modulesQuery(zoneId, language), enabled });
}

export function useZones({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['zones'],
    queryFn: ({ signal }): Promise<Zone[]> => unwrap(api.GET('/zone/list', { signal })),
    staleTime: 10 * MINUTE,
    enabled,
  });
}

/** The policy pages and their API paths (the API's spelling: `/cancelation`). */
export const POLICY_PATHS = {
  aboutUs: '/about-us',
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  refundPolicy: '/refund-policy',
  cancellationPolicy: '/cancelation',
  shippingPolicy: '/shipping-policy',
} as const;

export type PolicyPage = keyof typeof POLICY_PATHS;

export function usePolicyPage(page: PolicyPage) {
  const { language } = useSession();
  return useQuery({
    queryKey: ['policy', page, language],
    queryFn: ({ signal }): Promise<string> => unwrap(api.GET(POLICY_PATHS[page], { signal })),
    staleTime: 10 * MINUTE,
  });
}
