/**
 * The cart (reference §1.3 `apiGuestCheck` cart routes, §4.7): `customer/cart/list`, `add`,
 * `update`, `remove-item` and `remove`, for a signed-in customer (bearer token) or a guest
 * (`guest_id` in the query or the body), scoped to the `moduleId` header.
 *
 * - Every mutation answers with the whole cart of the module (of the line's module when no
 *   `moduleId` is sent: `customer*` paths are exempt from the module check; without it, `list`
 *   and `remove` take every module).
 * - Prices are never taken from the client: each line is priced from the database with core's
 *   rules (variation, add-ons, discounts); the `price` sent is ignored.
 * - Refusals (403 unless stated): the same item with the same variation already in the cart
 *   (`cart_item`, 'Item already exists'); more than the stock (`stock`, 'Out of Stock: name') or
 *   a chosen variation out of stock; more than `maximum_cart_quantity` (`cart_item_limit`); a
 *   variation or add-on the item does not have (`variation`, `add_on_ids`); an item that is not
 *   orderable or not of the module (404 `item_id`); another owner's or an unknown line (404
 *   `cart_id`).
 */
import { Hono } from 'hono';
import {
  cartAddRequest,
  cartRemoveItemRequest,
  cartUpdateRequest,
  guestOnlyRequest,
} from '@storefront/core/schemas/ordering';
import { type AppContext, type AppEnv, getDb } from '../http/env.js';
import { requireModule } from '../http/guards.js';
import { fail } from '../http/errors.js';
import { readBody, validate } from '../http/validate.js';
import { refKey } from '../ordering/lines.js';
import { assembleCart, cartResponse, formatCart, guestCart } from '../ordering/cart.js';
import {
  emptyCart,
  insertLine,
  lineToAdd,
  lineToUpdate,
  removeLine,
  updateLine,
} from '../ordering/cart-writes.js';
import { bearerToken, guestIdOf, resolveOwner, UNAUTHORIZED } from '../ordering/owner.js';
import { orderingScope } from '../ordering/scope.js';

/** The query and the body of a request, the body's fields winning. */
async function queryAndBody(c: AppContext): Promise<Record<string, unknown>> {
  const body = await readBody(c);
  const fromBody =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  return { ...c.req.query(), ...fromBody };
}

const moduleIdOf = (c: AppContext) => c.get('module')?.id ?? null;

export function cartRoutes() {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();

  app.get('/customer/cart/list', moduleChecked, async (c) => {
    validate(guestOnlyRequest, c.req.query(), 'query');
    const scope = orderingScope(c);
    // A guest (no bearer token): the guest and its cart in one statement.
    const guestId = bearerToken(c.req.header('Authorization'))
      ? null
      : guestIdOf(c.req.query('guest_id'));
    if (guestId !== null) {
      const cart = await guestCart(scope, guestId, moduleIdOf(c));
      if (!cart) fail(401, UNAUTHORIZED.code, UNAUTHORIZED.message);
      return c.json(formatCart(scope, { kind: 'guest', guestId }, cart));
    }
    const owner = await resolveOwner(c);
    return c.json(await cartResponse(scope, owner, moduleIdOf(c)));
  });

  app.post('/customer/cart/add', moduleChecked, async (c) => {
    const raw = await readBody(c);
    const body = validate(cartAddRequest, raw);
    const owner = await resolveOwner(c, raw);
    const scope = orderingScope(c);
    const line = await lineToAdd(
      scope,
      { itemType: body.model, itemId: body.item_id },
      {
        variation: body.variation ?? [],
        add_on_ids: body.add_on_ids ?? [],
        add_on_qtys: body.add_on_qtys ?? [],
      },
      body.quantity,
      moduleIdOf(c),
    );
    const rows = await insertLine(getDb(c), owner, line, new Date(scope.nowMs));
    const cart = await assembleCart(scope, rows, new Map([[refKey(line.ref), line.item]]));
    return c.json(formatCart(scope, owner, cart));
  });

  app.post('/customer/cart/update', moduleChecked, async (c) => {
    const raw = await readBody(c);
    const body = validate(cartUpdateRequest, raw);
    const owner = await resolveOwner(c, raw);
    const scope = orderingScope(c);
    const line = await lineToUpdate(scope, owner, body.cart_id, moduleIdOf(c), body, body.quantity);
    const rows = await updateLine(getDb(c), owner, line, new Date(scope.nowMs));
    const cart = await assembleCart(scope, rows, new Map([[refKey(line.ref), line.item]]));
    return c.json(formatCart(scope, owner, cart));
  });

  app.delete('/customer/cart/remove-item', moduleChecked, async (c) => {
    const input = await queryAndBody(c);
    const body = validate(cartRemoveItemRequest, input);
    const owner = await resolveOwner(c, input);
    const moduleId = await removeLine(getDb(c), owner, body.cart_id, moduleIdOf(c));
    return c.json(await cartResponse(orderingScope(c), owner, moduleIdOf(c) ?? moduleId));
  });

  app.delete('/customer/cart/remove', moduleChecked, async (c) => {
    const input = await queryAndBody(c);
    validate(guestOnlyRequest, input);
    const owner = await resolveOwner(c, input);
    await emptyCart(getDb(c), owner, moduleIdOf(c));
    // Nothing is left of what was asked for: the module's cart, or every module's.
    return c.json([]);
  });

  return app;
}
