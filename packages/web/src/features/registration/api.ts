/**
 * The registration calls (issue 14): the lists the forms need (zones come from app/queries.ts),
 * and the applications as multipart bodies (core's `multipartBody`).
 */
import { unwrap } from '@storefront/core/api/calls';
import { multipartBody } from '@storefront/core/api/multipart';
import type { components } from '@storefront/core/api/schema.gen';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';

type Schemas = components['schemas'];
export type DmVehicle = Schemas['DmVehicle'];
export type SubscriptionPackage = Schemas['SubscriptionPackage'];
export type StoreRegistrationResponse = Schemas['StoreRegistrationResponse'];

const MINUTE = 60_000;

/** The delivery vehicle types (`get-vehicles`), in the visitor's language. */
export function useVehicles() {
  const { language } = useSession();
  return useQuery({
    queryKey: ['registration', 'vehicles', language],
    queryFn: ({ signal }) => unwrap(api.GET('/get-vehicles', { signal })),
    staleTime: 10 * MINUTE,
  });
}

/** The subscription packages (`vendor/package-view`); `enabled` when the plan step shows. */
export function usePackages(enabled: boolean) {
  const { language } = useSession();
  return useQuery({
    queryKey: ['registration', 'packages', language],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/vendor/package-view', { signal }))).packages,
    staleTime: 10 * MINUTE,
    enabled,
  });
}

/** The modules a store of this zone may run (parcel excluded by the server). */
export function useZoneModules(zoneId: number | null) {
  const { language } = useSession();
  return useQuery({
    queryKey: ['registration', 'modules', zoneId, language],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/module', {
          // The zone asked for, not the visitor's stored zones.
          params: { query: { zone_id: zoneId! }, header: { zoneId: JSON.stringify([zoneId]) } },
          signal,
        }),
      ),
    enabled: zoneId != null,
    staleTime: 10 * MINUTE,
  });
}

type Fields = Record<string, string | number | null | undefined>;

/** `vendor/register` with the logo, cover photo and (optional) tax certificate. */
export async function registerStore(
  fields: Fields,
  files: { logo: File; cover_photo: File; tin_certificate_image: File | null },
): Promise<StoreRegistrationResponse> {
  const uploads = Object.fromEntries(
    Object.entries(files)
      .filter((entry): entry is [string, File] => entry[1] != null)
      .map(([name, file]) => [name, [{ name: file.name, data: file }]]),
  );
  return unwrap(
    api.POST('/vendor/register', {
      body: multipartBody(fields, uploads) as unknown as Schemas['StoreRegistrationRequest'] & {
        logo: string;
        cover_photo: string;
      },
    }),
  );
}

/** `vendor/business_plan`: the plan of the store just registered (with its plan token). */
export async function chooseBusinessPlan(body: {
  store_id: number;
  plan_token: string;
  business_plan: 'commission' | 'subscription';
  package_id?: number;
}) {
  return unwrap(api.POST('/vendor/business_plan', { body }));
}

/** `delivery-man/store` with the photo and the identity images. */
export async function registerDeliveryMan(
  fields: Fields,
  files: { image: File; identity: readonly File[] },
): Promise<{ message: string; delivery_man_id: number }> {
  return unwrap(
    api.POST('/delivery-man/store', {
      body: multipartBody(fields, {
        image: [{ name: files.image.name, data: files.image }],
        'identity_image[]': files.identity.map((file) => ({ name: file.name, data: file })),
      }) as unknown as Schemas['DeliveryManRegistrationRequest'] & {
        image: string;
        'identity_image[]': string[];
      },
    }),
  );
}
