/**
 * Parcel delivery's reads (issue 14; reference §1.3):
 *
 * - `GET parcel-category`: the active categories, oldest first, each with its description and
 *   image in the request's language and its own charge rates (null: the config's `parcel_*`
 *   rates), as `[{id, name, description, image, image_full_url, status, module_id,
 *   parcel_per_km_shipping_charge, parcel_minimum_shipping_charge,
 *   parcel_maximum_shipping_charge, created_at, updated_at}]`. From the reference cache (no
 *   statement when warm).
 * - `GET customer/order/parcel-instructions` (no owner needed, as the v1 API): the active delivery
 *   instructions, paged `{total_size, limit, offset, data: [{id, instruction, status,
 *   created_at, updated_at}]}`. One statement.
 *
 * Placement is `customer/order/place` with `order_type=parcel` (ordering/parcel.ts).
 */
import { Hono } from 'hono';
import { asc, eq } from 'drizzle-orm';
import { parcelCategoryQuery, parcelInstructionsQuery } from '@storefront/core/schemas/parcel';
import { parcelDeliveryInstructions } from '../db/schema.js';
import { type AppEnv, getDb, storageUrl, translated } from '../http/env.js';
import { validateQuery } from '../http/validate.js';
import { pageOfRows } from '../db/paging.js';

export function parcelRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/parcel-category', (c) => {
    const query = validateQuery(c, parcelCategoryQuery);
    const locale = c.get('locale');
    // Reference data: from the in-process cache, no statement.
    const rows = c
      .get('ref')
      .parcelCategories.filter(
        (row) => query.module_id == null || row.moduleId === query.module_id,
      );
    return c.json(
      rows.map((row) => ({
        id: row.id,
        name: translated(row.translations, locale, 'name', row.name),
        description: translated(row.translations, locale, 'description', row.description),
        image: row.image,
        image_full_url: storageUrl(c, row.image),
        status: 1,
        module_id: row.moduleId,
        parcel_per_km_shipping_charge: row.parcelPerKmShippingCharge,
        parcel_minimum_shipping_charge: row.parcelMinimumShippingCharge,
        parcel_maximum_shipping_charge: row.parcelMaximumShippingCharge,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      })),
    );
  });

  app.get('/customer/order/parcel-instructions', async (c) => {
    const query = validateQuery(c, parcelInstructionsQuery);
    const locale = c.get('locale');
    const { total, rows } = await pageOfRows(
      getDb(c),
      parcelDeliveryInstructions,
      eq(parcelDeliveryInstructions.status, true),
      [asc(parcelDeliveryInstructions.id)],
      query,
    );
    return c.json({
      total_size: total,
      limit: query.limit,
      offset: query.offset,
      data: rows.map((row) => ({
        id: row.id,
        instruction: translated(row.translations, locale, 'instruction', row.instruction),
        status: 1,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      })),
    });
  });

  return app;
}
