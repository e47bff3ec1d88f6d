/**
 * The parts of the order amount that v1 clients ask for before placing (issue 16; reference
 * §1.1, §6.5, §6.6). A client that adds them as the incumbent does arrives at the total that
 * `customer/order/place` charges, because each comes from the core rule placement uses:
 *
 * - `POST customer/order/get-Tax`: the placement body (the owner's cart of the store's module,
 *   or a buy-now `cart`; the coupon) priced by core's `checkoutTotals`, as placement prices it →
 *   `{tax_amount, tax_status: 'included'|'excluded', tax_included: 0|1}`. Token or `guest_id`
 *   (401 otherwise); an unknown store 404, an unknown coupon as `coupon/apply`.
 * - `POST customer/order/get-surge-price`: the zone's surge (`zone_id`, `module_id` from the
 *   body, else the `zoneId` and `moduleId` headers; `date_time` checked, the surge has no time
 *   window here) → `{title, customer_note, customer_note_status, price, price_type}` as the v1
 *   API's `getSurgePriceValue`: `price_type` 'percent' with core's `zoneSurgePercent` and the
 *   zone's `increase_delivery_charge_message`, or the empty surge (`price` 0, 'amount'). v1
 *   clients add it to the delivery charge of a store that is not self-delivery, as core's
 *   `deliveryCharge` does.
 * - `GET vehicle/extra_charge?distance=`: a bare number, core's `deliveryVehicleExtraCharge` for
 *   the distance over the server's delivery-vehicle bands. The reference server keeps none, so
 *   the answer is 0, which is the extra that placement adds.
 */
import { Hono } from 'hono';
import { checkoutTotals } from '@storefront/core/domain/checkout';
import {
  deliveryVehicleExtraCharge,
  zoneSurgePercent,
  type DeliveryVehicleBand,
} from '@storefront/core/domain/delivery';
import {
  extraChargeQuery,
  orderTaxRequest,
  surgePriceRequest,
} from '@storefront/core/schemas/ordering';
import type { AppEnv } from '../http/env.js';
import { translated } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule, zoneIdsFromHeader } from '../http/guards.js';
import { readBody, validate, validateQuery } from '../http/validate.js';
import { resolveOwner } from '../ordering/owner.js';
import { orderFacts } from '../ordering/place.js';

/** The delivery-vehicle bands of the reference server: none (see the module notes). */
export const DELIVERY_VEHICLE_BANDS: readonly DeliveryVehicleBand[] = [];

const NO_SURGE = {
  title: '',
  customer_note: '',
  customer_note_status: 0,
  price: 0,
  price_type: 'amount',
} as const;

export function orderAmountRoutes() {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();

  app.post('/customer/order/get-Tax', moduleChecked, async (c) => {
    const raw = await readBody(c);
    const body = validate(orderTaxRequest, raw);
    const owner = await resolveOwner(c, raw);
    const facts = await orderFacts(c, { body, raw, owner, idempotencyKey: null });
    const totals = checkoutTotals(facts.source, facts.choices);
    return c.json({
      tax_amount: totals.tax,
      tax_status: totals.taxIncluded ? 'included' : 'excluded',
      tax_included: totals.taxIncluded ? 1 : 0,
    });
  });

  app.post('/customer/order/get-surge-price', moduleChecked, async (c) => {
    const body = validate(surgePriceRequest, await readBody(c));
    const ref = c.get('ref');
    const zoneId = body.zone_id ?? zoneIdsFromHeader(c)?.[0] ?? null;
    if (zoneId === null) fail(403, 'zone_id', 'The zone id field is required.');
    const moduleId = body.module_id ?? c.get('module')?.id ?? null;
    if (moduleId === null) fail(403, 'module_id', 'The module id field is required.');
    const zone = ref.zoneById.get(zoneId);
    if (!zone?.status) fail(404, 'zone_id', 'Zone not found.');
    if (!ref.moduleById.get(moduleId)?.status) fail(404, 'module_id', 'Module not found.');
    const percent = zoneSurgePercent({
      increased_delivery_fee_status: zone.increasedDeliveryFeeStatus,
      increased_delivery_fee: zone.increasedDeliveryFee,
    });
    if (percent <= 0) return c.json(NO_SURGE);
    const locale = c.get('locale');
    const note = translated(
      zone.translations,
      locale,
      'increase_delivery_charge_message',
      zone.increaseDeliveryChargeMessage ?? '',
    );
    return c.json({
      title: note,
      customer_note: note,
      customer_note_status: note === '' ? 0 : 1,
      price: percent,
      price_type: 'percent',
    });
  });

  app.get('/vehicle/extra_charge', (c) => {
    const { distance } = validateQuery(c, extraChargeQuery);
    return c.json(deliveryVehicleExtraCharge(DELIVERY_VEHICLE_BANDS, distance));
  });

  return app;
}
