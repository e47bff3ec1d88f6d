/**
 * Store and delivery-man applications (reference `vendor/register`, `vendor/business_plan`,
 * `delivery-man/store`; storefront §6 'Vendor and delivery-man registration are public'):
 *
 * - Read-only checks first, outside any transaction: the body (core's schemas, messages in the
 *   request's language), the zone, module and pin (from the reference data), the vehicle type and
 *   packages, the images (files.ts), an e-mail or phone already applied with; then one slim
 *   transaction inserts the application and its images. Two applications racing for one e-mail
 *   or phone meet the unique index: the second is refused like a duplicate.
 * - Applications are stored pending approval; passwords hashed as customers' are (scrypt).
 * - The business plan: sent with the application, or (when the platform offers both models)
 *   chosen afterwards with `vendor/business_plan`, which needs the `plan_token` the application
 *   answered with (its SHA-256 is kept): nobody else can choose another store's plan.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import { pointInPolygon } from '@storefront/core/domain/geo';
import { defaultPlan, planChoiceIssue } from '@storefront/core/domain/registration';
import type { Translate } from '@storefront/core/i18n/index';
import type {
  BusinessPlanBody,
  DeliveryManRegistrationBody,
  StoreRegistrationBody,
} from '@storefront/core/schemas/registration';
import { hashPassword } from '../auth/password.js';
import type { ReferenceData } from '../cache/reference.js';
import type { Database } from '../db/client.js';
import {
  deliveryManRegistrations,
  dmVehicles,
  registrationFiles,
  storeRegistrations,
} from '../db/schema.js';
import { fail } from '../http/errors.js';
import { hashToken } from '../ordering/owner.js';
import type { RegistrationImage } from './files.js';
import { say } from './files.js';

/** The zone of an application: active, else 403 `zone_id`. */
function activeZone(ref: ReferenceData, zoneId: number, t: Translate) {
  const zone = ref.zoneById.get(zoneId);
  if (!zone || !zone.status) fail(403, 'zone_id', t('registration.server.zoneNotFound'));
  return zone;
}

/** Whether a PostgreSQL error (or its cause) is a unique violation. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

type Table = typeof storeRegistrations | typeof deliveryManRegistrations;

/** An application with this e-mail or phone already exists: 403 `email` / `phone`. */
async function refuseTaken(
  db: Database,
  table: Table,
  body: { email: string; phone: string },
  t: Translate,
) {
  const rows = await db
    .select({ email: table.email, phone: table.phone })
    .from(table)
    .where(or(eq(table.email, body.email), eq(table.phone, body.phone)));
  if (rows.some((r) => r.email === body.email)) {
    fail(403, 'email', t('registration.server.emailTaken'));
  }
  if (rows.some((r) => r.phone === body.phone)) {
    fail(403, 'phone', t('registration.server.phoneTaken'));
  }
}

/** Runs an insert; a unique violation (a racing twin) is refused as a duplicate. */
async function insertOnce<T>(
  db: Database,
  table: Table,
  body: { email: string; phone: string },
  t: Translate,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await refuseTaken(db, table, body, t);
    throw error;
  }
}

const fileRows = (
  images: readonly RegistrationImage[],
  owner: { storeRegistrationId: number } | { deliveryManRegistrationId: number },
  now: Date,
) =>
  images.map((image) => ({
    ...owner,
    field: image.field,
    fileName: image.name,
    contentType: image.contentType,
    size: image.bytes.length,
    content: image.bytes,
    createdAt: now,
  }));

export interface StoreApplicationResult {
  storeId: number;
  businessPlan: 'commission' | 'subscription' | null;
  packageId: number | null;
  planToken: string;
}

/** `vendor/register` once the body and images are read (see the file comment). */
export async function applyForStore(
  db: Database,
  ref: ReferenceData,
  t: Translate,
  body: StoreRegistrationBody,
  images: readonly RegistrationImage[],
  now: Date,
): Promise<StoreApplicationResult> {
  const zone = activeZone(ref, body.zone_id, t);
  const module = ref.moduleById.get(body.module_id);
  const served =
    module?.status &&
    module.moduleType !== 'parcel' &&
    (module.allZoneService ||
      ref.moduleZones.some((l) => l.moduleId === module.id && l.zoneId === zone.id));
  if (!served) fail(403, 'module_id', t('registration.server.moduleNotFound'));
  if (!pointInPolygon({ lat: body.latitude, lng: body.longitude }, zone.coordinates)) {
    fail(403, 'latitude', t('registration.server.pinOutsideZone'));
  }
  const settings = ref.settings;
  let businessPlan = body.business_plan ?? defaultPlan(settings);
  let packageId: number | null = null;
  if (businessPlan) {
    const packages = businessPlan === 'subscription' ? ref.subscriptionPackages : [];
    const issue = planChoiceIssue(
      { business_plan: businessPlan, package_id: body.package_id },
      settings,
      packages.map((p) => p.id),
    );
    if (issue) fail(403, issue.field, say(t, issue.message));
    packageId = businessPlan === 'subscription' ? body.package_id : null;
  } else {
    businessPlan = null;
  }
  await refuseTaken(db, storeRegistrations, body, t);
  const password = await hashPassword(body.password);
  const planToken = randomBytes(24).toString('base64url');
  const storeId = await insertOnce(db, storeRegistrations, body, t, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(storeRegistrations)
        .values({
          name: body.name,
          address: body.address,
          zoneId: zone.id,
          moduleId: body.module_id,
          latitude: body.latitude,
          longitude: body.longitude,
          minimumDeliveryTime: body.minimum_delivery_time,
          maximumDeliveryTime: body.maximum_delivery_time,
          deliveryTimeType: body.delivery_time_type,
          fName: body.f_name,
          lName: body.l_name,
          phone: body.phone,
          email: body.email,
          password,
          tin: body.tin,
          tinExpireDate: body.tin_expire_date,
          businessPlan,
          packageId,
          planTokenHash: hashToken(planToken),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: storeRegistrations.id });
      const id = row!.id;
      if (images.length > 0) {
        await tx
          .insert(registrationFiles)
          .values(fileRows(images, { storeRegistrationId: id }, now));
      }
      return id;
    }),
  );
  return { storeId, businessPlan, packageId, planToken };
}

const sameToken = (stored: string, sent: string) => {
  const a = Buffer.from(stored, 'utf8');
  const b = Buffer.from(hashToken(sent), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `vendor/business_plan`: the store's plan, with its token; 404 for a wrong store or token. */
export async function chooseBusinessPlan(
  db: Database,
  ref: ReferenceData,
  t: Translate,
  body: BusinessPlanBody,
  now: Date,
): Promise<{ businessPlan: 'commission' | 'subscription'; packageId: number | null }> {
  const [row] = await db
    .select({
      id: storeRegistrations.id,
      status: storeRegistrations.status,
      planTokenHash: storeRegistrations.planTokenHash,
    })
    .from(storeRegistrations)
    .where(eq(storeRegistrations.id, body.store_id))
    .limit(1);
  if (!row || !sameToken(row.planTokenHash, body.plan_token)) {
    fail(404, 'store_id', t('registration.server.storeNotFound'));
  }
  if (row.status !== 'pending') fail(403, 'store_id', t('registration.server.notPending'));
  const packages = body.business_plan === 'subscription' ? ref.subscriptionPackages : [];
  const issue = planChoiceIssue(
    body,
    ref.settings,
    packages.map((p) => p.id),
  );
  if (issue) fail(403, issue.field, say(t, issue.message));
  const businessPlan = body.business_plan!;
  const packageId = businessPlan === 'subscription' ? body.package_id : null;
  await db
    .update(storeRegistrations)
    .set({ businessPlan, packageId, updatedAt: now })
    .where(eq(storeRegistrations.id, row.id));
  return { businessPlan, packageId };
}

/** `delivery-man/store` once the body and images are read (see the file comment). */
export async function applyAsDeliveryMan(
  db: Database,
  ref: ReferenceData,
  t: Translate,
  body: DeliveryManRegistrationBody,
  images: readonly RegistrationImage[],
  now: Date,
): Promise<number> {
  const zone = activeZone(ref, body.zone_id, t);
  const [vehicle] = await db
    .select({ id: dmVehicles.id, status: dmVehicles.status })
    .from(dmVehicles)
    .where(eq(dmVehicles.id, body.vehicle_id))
    .limit(1);
  if (!vehicle?.status) fail(403, 'vehicle_id', t('registration.server.vehicleNotFound'));
  await refuseTaken(db, deliveryManRegistrations, body, t);
  const password = await hashPassword(body.password);
  return insertOnce(db, deliveryManRegistrations, body, t, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(deliveryManRegistrations)
        .values({
          fName: body.f_name,
          lName: body.l_name,
          phone: body.phone,
          email: body.email,
          password,
          identityType: body.identity_type,
          identityNumber: body.identity_number,
          zoneId: zone.id,
          vehicleId: vehicle.id,
          earning: Number(body.earning),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: deliveryManRegistrations.id });
      const id = row!.id;
      await tx
        .insert(registrationFiles)
        .values(fileRows(images, { deliveryManRegistrationId: id }, now));
      return id;
    }),
  );
}
