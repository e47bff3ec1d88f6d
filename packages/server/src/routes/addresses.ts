/**
 * Saved addresses (reference §1.3, §4.11): `GET customer/address/list`, `POST
 * customer/address/add`, `PUT customer/address/update/{id}` and `DELETE customer/address/delete`,
 * for a signed-in customer only (401 `auth-001` without a valid token). Bodies and queries are
 * validated with core's address schemas (403 with the field as the code).
 *
 * - List: newest first, `{total_size, limit, offset, addresses}`; each address is its row (the
 *   coordinates as strings, as the v1 API gives them) plus `zone_ids`, the active zones that
 *   contain its point now (smallest first), as `Helpers::address_data_formatting` computes them.
 * - Add and update: the point must be inside a zone (403 `coordinates` 'Service not available in
 *   this area'; inside inactive zones only, 'We are temporarily unavailable in this area');
 *   `zone_id` is the first zone containing it. Add answers `{message, id, zone_ids}` (the v1 API
 *   has no `id`: it is added so a client can select what it saved), update `{message, zone_id,
 *   zone_ids}`. `address_label` is stored (the v1 API ignores it).
 * - Owner checks: another customer's address, or none, answers 404 `address_id` 'Not found',
 *   never its data (the v1 API's delete answers 404 `{"message":"Not found"}`; here the error
 *   body).
 * - Writes run in a transaction: the zone lookup and the write see one state, and an update or
 *   delete locks the owner's row first.
 */
import { Hono } from 'hono';
import { and, count, desc, eq } from 'drizzle-orm';
import type { LatLng } from '@storefront/core/domain/session';
import {
  addressIdSchema,
  addressListQuery,
  addressPathSchema,
  addressRequestSchema,
  type AddressRequestData,
} from '@storefront/core/schemas/address';
import { customerAddresses } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { type AppContext, type AppEnv, getDb } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule } from '../http/guards.js';
import { readBody, validate, validateQuery } from '../http/validate.js';
import { requireCustomer } from '../auth/guard.js';
import { loadZones, zonesContaining, type ZoneRow } from '../location/zone-lookup.js';

type AddressRow = typeof customerAddresses.$inferSelect;

export const ADDRESS_MESSAGES = {
  added: 'Successfully added!',
  updated: 'Successfully updated!',
  removed: 'Successfully removed!',
  notFound: 'Not found',
  notServed: 'Service not available in this area',
  unavailable: 'We are temporarily unavailable in this area',
} as const;

/** The v1 API's address row plus `zone_ids`. */
export function formatAddress(row: AddressRow, zoneIds: number[]) {
  return {
    id: row.id,
    user_id: row.userId,
    address_type: row.addressType,
    contact_person_name: row.contactPersonName,
    contact_person_number: row.contactPersonNumber,
    address: row.address,
    latitude: String(row.latitude),
    longitude: String(row.longitude),
    zone_id: row.zoneId,
    zone_ids: zoneIds,
    floor: row.floor,
    road: row.road,
    house: row.house,
    address_label: row.addressLabel,
    additional_information: row.additionalInformation,
    city: null,
    street: null,
    zip_code: null,
    country: null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const pointOf = (row: Pick<AddressRow, 'latitude' | 'longitude'>): LatLng => ({
  lat: row.latitude,
  lng: row.longitude,
});

/** The active zones containing the body's point; refuses a point outside them. */
async function servedZones(db: Database, body: AddressRequestData): Promise<number[]> {
  const found = zonesContaining(await loadZones(db), { lat: body.latitude, lng: body.longitude });
  if (!found.covered) fail(403, 'coordinates', ADDRESS_MESSAGES.notServed);
  if (found.active.length === 0) fail(403, 'coordinates', ADDRESS_MESSAGES.unavailable);
  return found.active;
}

/** The columns a body writes. */
function columnsOf(body: AddressRequestData, zoneId: number, now: Date) {
  return {
    addressType: body.address_type,
    contactPersonName: body.contact_person_name,
    contactPersonNumber: body.contact_person_number,
    address: body.address,
    latitude: body.latitude,
    longitude: body.longitude,
    zoneId,
    road: body.road,
    house: body.house,
    floor: body.floor,
    addressLabel: body.address_label,
    additionalInformation: body.additional_information,
    updatedAt: now,
  };
}

/** `address_id` from the query, or from a JSON body when the query has none. */
async function addressIdOf(c: AppContext): Promise<number> {
  const fromQuery = c.req.query('address_id');
  let input: unknown = fromQuery;
  if (fromQuery === undefined) {
    const body = await readBody(c);
    input =
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>).address_id
        : undefined;
  }
  return validate(addressIdSchema, { address_id: input }).address_id;
}

export function addressRoutes() {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();
  const now = (c: AppContext) => new Date(c.get('deps').clock.now());

  app.get('/customer/address/list', moduleChecked, async (c) => {
    const { userId } = await requireCustomer(c);
    const query = validateQuery(c, addressListQuery);
    const db = getDb(c);
    const mine = eq(customerAddresses.userId, userId);
    const [[counted], rows, zoneRows] = await Promise.all([
      db.select({ n: count() }).from(customerAddresses).where(mine),
      db
        .select()
        .from(customerAddresses)
        .where(mine)
        .orderBy(desc(customerAddresses.id))
        .limit(query.limit)
        .offset((query.offset - 1) * query.limit),
      loadZones(db),
    ]);
    const zonesOf = (row: AddressRow) => zonesContaining(zoneRows as ZoneRow[], pointOf(row));
    return c.json({
      total_size: Number(counted?.n ?? 0),
      limit: query.limit,
      offset: query.offset,
      addresses: rows.map((row) => formatAddress(row, zonesOf(row).active)),
    });
  });

  app.post('/customer/address/add', moduleChecked, async (c) => {
    const { userId } = await requireCustomer(c);
    const body = validate(addressRequestSchema, await readBody(c));
    const at = now(c);
    const saved = await getDb(c).transaction(async (tx) => {
      const zoneIds = await servedZones(tx, body);
      const [row] = await tx
        .insert(customerAddresses)
        .values({ userId, ...columnsOf(body, zoneIds[0]!, at), createdAt: at })
        .returning({ id: customerAddresses.id });
      if (!row) throw new Error('the address was not inserted');
      return { id: row.id, zoneIds };
    });
    return c.json({ message: ADDRESS_MESSAGES.added, id: saved.id, zone_ids: saved.zoneIds });
  });

  app.put('/customer/address/update/:id', moduleChecked, async (c) => {
    const { userId } = await requireCustomer(c);
    const { id } = validate(addressPathSchema, { id: c.req.param('id') });
    const body = validate(addressRequestSchema, await readBody(c));
    const at = now(c);
    const zoneIds = await getDb(c).transaction(async (tx) => {
      const owned = and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId));
      const [row] = await tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(owned)
        .for('update')
        .limit(1);
      if (!row) fail(404, 'address_id', ADDRESS_MESSAGES.notFound);
      const found = await servedZones(tx, body);
      await tx
        .update(customerAddresses)
        .set(columnsOf(body, found[0]!, at))
        .where(owned);
      return found;
    });
    return c.json({ message: ADDRESS_MESSAGES.updated, zone_id: zoneIds[0]!, zone_ids: zoneIds });
  });

  app.delete('/customer/address/delete', moduleChecked, async (c) => {
    const { userId } = await requireCustomer(c);
    const id = await addressIdOf(c);
    const removed = await getDb(c).transaction((tx) =>
      tx
        .delete(customerAddresses)
        .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
        .returning({ id: customerAddresses.id }),
    );
    if (removed.length === 0) fail(404, 'address_id', ADDRESS_MESSAGES.notFound);
    return c.json({ message: ADDRESS_MESSAGES.removed });
  });

  return app;
}
