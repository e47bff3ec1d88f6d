/**
 * Registration (issue 14; storefront §2 `/store-registration`, `/deliveryman-registration`;
 * reference `vendor/register`, `vendor/package-view`, `vendor/business_plan`,
 * `delivery-man/store`, `get-vehicles`). Public: no token.
 *
 * - `POST vendor/register` (multipart): `f_name`, `l_name`, `name`, `address`, `zone_id`,
 *   `module_id`, `latitude`, `longitude`, `minimum_delivery_time`, `maximum_delivery_time`,
 *   `delivery_time_type` (min|hours|days), `email`, `phone`, `password` (8+ with mixed case, a
 *   number and a symbol), `tin`, `tin_expire_date`, optional `business_plan` and `package_id`;
 *   files `logo`, `cover_photo` (required) and `tin_certificate_image`. 200 `{message, store_id,
 *   business_plan, package_id, plan_token}`; `business_plan` null: to be chosen next.
 * - `GET vendor/package-view`: `{packages: [...]}`, the active subscription packages.
 * - `POST vendor/business_plan`: `store_id`, `plan_token`, `business_plan`, `package_id`.
 * - `POST delivery-man/store` (multipart): `f_name`, `l_name`, `email`, `phone`, `password`,
 *   `identity_type` (passport|driving_license|nid), `identity_number`, `zone_id`, `vehicle_id`,
 *   `earning` (1 freelancer, 0 salaried); files `image` (required) and `identity_image[]` (1–5).
 *   200 `{message, delivery_man_id}`.
 * - `GET get-vehicles`: the active delivery vehicle types with their coverage and extra charge.
 *
 * Refusals are 403 with `code` = the field, in the request's language: the body (core's
 * schemas), registration turned off (`toggle_store_registration`, `toggle_dm_registration`),
 * an unknown zone, module, vehicle or package, a pin outside the zone, an e-mail or phone already
 * applied with ('The email has already been taken.'), an image that is not one by its bytes or
 * is over 2 MB.
 */
import { Hono } from 'hono';
import { translator, type Translate } from '@storefront/core/i18n/index';
import {
  businessPlanBodySchema,
  deliveryManRegistrationBodySchema,
  storeRegistrationBodySchema,
} from '@storefront/core/schemas/registration';
import { validate as validateIn } from '@storefront/core/schemas/validate';
import type * as v from 'valibot';
import { type AppContext, type AppEnv, getDb } from '../http/env.js';
import { ApiError, fail } from '../http/errors.js';
import { readBody } from '../http/validate.js';
import {
  applyAsDeliveryMan,
  applyForStore,
  chooseBusinessPlan,
} from '../registration/applications.js';
import { readIdentityImages, readImage } from '../registration/files.js';
import { formatPackage, formatVehicle } from '../registration/reference.js';

/** The multipart (or JSON) body as fields and files. */
async function readForm(c: AppContext, t: Translate): Promise<Record<string, unknown>> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      return (await c.req.parseBody({ all: true })) as Record<string, unknown>;
    } catch {
      fail(400, 'body', t('registration.server.badForm'));
    }
  }
  const raw = await readBody(c);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  return raw as Record<string, unknown>;
}

/** A repeated text field (`all: true`) counts as its first value. */
function fieldsOf(form: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(form).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
}

/** Validates with core's schema; the messages in the request's language (403 per field). */
function validated<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  t: Translate,
): v.InferOutput<S> {
  const result = validateIn(schema, input, t);
  if (!result.success) throw new ApiError(403, result.errors);
  return result.data;
}

const now = (c: AppContext) => new Date(c.get('deps').clock.now());

export function registrationRoutes() {
  const app = new Hono<AppEnv>();

  // Reference data: from the in-process cache, no statement when warm.
  app.get('/get-vehicles', (c) =>
    c.json(c.get('ref').dmVehicles.map((row) => formatVehicle(c, row))),
  );

  app.get('/vendor/package-view', (c) =>
    c.json({ packages: c.get('ref').subscriptionPackages.map((row) => formatPackage(c, row)) }),
  );

  app.post('/vendor/register', async (c) => {
    const t = translator(c.get('locale'));
    const ref = c.get('ref');
    if (!ref.settings.toggle_store_registration) {
      fail(403, 'store_registration', t('registration.server.storeClosed'));
    }
    const form = await readForm(c, t);
    const body = validated(storeRegistrationBodySchema, fieldsOf(form), t);
    const images = [
      await readImage(form, 'logo', t, { required: true }),
      await readImage(form, 'cover_photo', t, { required: true }),
      await readImage(form, 'tin_certificate_image', t, { required: false }),
    ].filter((image) => image !== null);
    const result = await applyForStore(getDb(c), ref, t, body, images, now(c));
    return c.json({
      message: t('registration.server.storeSubmitted'),
      store_id: result.storeId,
      business_plan: result.businessPlan,
      package_id: result.packageId,
      plan_token: result.planToken,
    });
  });

  app.post('/vendor/business_plan', async (c) => {
    const t = translator(c.get('locale'));
    const form = await readForm(c, t);
    const body = validated(businessPlanBodySchema, fieldsOf(form), t);
    const result = await chooseBusinessPlan(getDb(c), c.get('ref'), t, body, now(c));
    return c.json({
      message: t('registration.server.planChosen'),
      store_id: body.store_id,
      business_plan: result.businessPlan,
      package_id: result.packageId,
    });
  });

  app.post('/delivery-man/store', async (c) => {
    const t = translator(c.get('locale'));
    const ref = c.get('ref');
    if (!ref.settings.toggle_dm_registration) {
      fail(403, 'dm_registration', t('registration.server.dmClosed'));
    }
    const form = await readForm(c, t);
    const body = validated(deliveryManRegistrationBodySchema, fieldsOf(form), t);
    const photo = await readImage(form, 'image', t, { required: true });
    const identity = await readIdentityImages(form, t);
    const id = await applyAsDeliveryMan(getDb(c), ref, t, body, [photo!, ...identity], now(c));
    return c.json({ message: t('registration.server.dmSubmitted'), delivery_man_id: id });
  });

  return app;
}
