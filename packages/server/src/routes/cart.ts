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
import { and, eq, inArray } from 'drizzle-orm';
import { cartLinePrice } from '@storefront/core/domain/cart';
import type { CartVariation } from '@storefront/core/domain/variations';
import {
  cartAddRequest,
  cartRemoveItemRequest,
  cartUpdateRequest,
  guestOnlyRequest,
} from '@storefront/core/schemas/ordering';
import { carts } from '../db/schema.js';
import { type AppContext, type AppEnv, getDb } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule } from '../http/guards.js';
import { readBody, validate } from '../http/validate.js';
import {
  cartLine,
  checkLineQuantity,
  findLineItem,
  resolveChoice,
  sameItemAndVariation,
  refKey,
  type ItemRef,
  type LineItem,
} from '../ordering/lines.js';
import {
  assembleCart,
  cartResponse,
  cartRows,
  formatCart,
  lockOwner,
  ownedCartRow,
  rowAddOns,
  type CartRow,
} from '../ordering/cart.js';
import { ownedBy, ownerColumns, resolveOwner } from '../ordering/owner.js';
import { orderingScope, type OrderingScope } from '../ordering/scope.js';

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

/** 403 `cart_item` when another of the owner's `rows` is the same item with the same variation. */
function refuseDuplicate(
  rows: readonly CartRow[],
  line: ItemRef & { variation: CartVariation },
  exceptId: number | null,
) {
  const duplicate = rows.some(
    (row) =>
      row.id !== exceptId &&
      sameItemAndVariation(
        { itemType: row.itemType, itemId: row.itemId, variation: row.variation as CartVariation },
        line,
      ),
  );
  if (duplicate) fail(403, 'cart_item', 'Item already exists');
}

/** A new or changed line checked against its item; returns what to store. */
function pricedLine(
  scope: OrderingScope,
  item: LineItem,
  choice: Parameters<typeof resolveChoice>[1],
  quantity: number,
) {
  const chosen = resolveChoice(item, choice, scope.t);
  const line = cartLine(0, item, { ...chosen, quantity });
  checkLineQuantity(line, item.moduleType, scope.t);
  return {
    variation: chosen.variation,
    addOnIds: chosen.addOns.map((a) => a.id),
    addOnQtys: chosen.addOns.map((a) => a.quantity),
    quantity,
    price: cartLinePrice(line, item.moduleType, scope.digits).cartPrice,
  };
}

export function cartRoutes() {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();

  app.get('/customer/cart/list', moduleChecked, async (c) => {
    validate(guestOnlyRequest, c.req.query(), 'query');
    const owner = await resolveOwner(c);
    const scope = orderingScope(c);
    return c.json(await cartResponse(scope, owner, moduleIdOf(c)));
  });

  app.post('/customer/cart/add', moduleChecked, async (c) => {
    const raw = await readBody(c);
    const body = validate(cartAddRequest, raw);
    const owner = await resolveOwner(c, raw);
    const ref: ItemRef = { itemType: body.model, itemId: body.item_id };
    // Read-only lookups and the rules first; the transaction only locks, checks and inserts.
    const scope = orderingScope(c);
    const item = await findLineItem(scope, ref, moduleIdOf(c));
    const stored = pricedLine(
      scope,
      item,
      {
        variation: body.variation ?? [],
        add_on_ids: body.add_on_ids ?? [],
        add_on_qtys: body.add_on_qtys ?? [],
      },
      body.quantity,
    );
    const moduleId = item.row.moduleId;
    const rows = await getDb(c).transaction(async (tx) => {
      await lockOwner(tx, owner);
      const current = await cartRows(tx, owner, moduleId);
      refuseDuplicate(current, { ...ref, variation: stored.variation }, null);
      const now = new Date(scope.nowMs);
      const [inserted] = await tx
        .insert(carts)
        .values({
          ...ownerColumns(owner),
          moduleId,
          itemId: ref.itemId,
          itemType: ref.itemType,
          variation: [...stored.variation],
          addOnIds: stored.addOnIds,
          addOnQtys: stored.addOnQtys,
          quantity: stored.quantity,
          price: stored.price,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return [...current, inserted!];
    });
    const cart = await assembleCart(scope, rows, new Map([[refKey(ref), item]]));
    return c.json(formatCart(scope, owner, cart));
  });

  app.post('/customer/cart/update', moduleChecked, async (c) => {
    const raw = await readBody(c);
    const body = validate(cartUpdateRequest, raw);
    const owner = await resolveOwner(c, raw);
    const moduleId = await getDb(c).transaction(async (tx) => {
      const scope = orderingScope(c, tx);
      await lockOwner(scope.db, owner);
      const row = await ownedCartRow(scope.db, owner, body.cart_id, moduleIdOf(c));
      if (!row) fail(404, 'cart_id', 'Cart item not found.');
      const ref: ItemRef = { itemType: row.itemType, itemId: row.itemId };
      const item = await findLineItem(scope, ref, row.moduleId);
      const current = rowAddOns(row);
      const stored = pricedLine(
        scope,
        item,
        {
          variation: body.variation ?? (row.variation as CartVariation),
          add_on_ids: body.add_on_ids ?? current.map((a) => a.id),
          add_on_qtys: body.add_on_qtys ?? current.map((a) => a.quantity),
        },
        body.quantity,
      );
      refuseDuplicate(
        await cartRows(scope.db, owner, row.moduleId),
        { ...ref, variation: stored.variation },
        row.id,
      );
      await tx
        .update(carts)
        .set({
          variation: [...stored.variation],
          addOnIds: stored.addOnIds,
          addOnQtys: stored.addOnQtys,
          quantity: stored.quantity,
          price: stored.price,
          updatedAt: new Date(scope.nowMs),
        })
        .where(and(eq(carts.id, row.id), ownedBy(carts, owner)));
      return row.moduleId;
    });
    return c.json(await cartResponse(orderingScope(c), owner, moduleIdOf(c) ?? moduleId));
  });

  app.delete('/customer/cart/remove-item', moduleChecked, async (c) => {
    const input = await queryAndBody(c);
    const body = validate(cartRemoveItemRequest, input);
    const owner = await resolveOwner(c, input);
    const [removed] = await getDb(c)
      .delete(carts)
      .where(
        and(
          eq(carts.id, body.cart_id),
          ownedBy(carts, owner),
          moduleIdOf(c) === null ? undefined : eq(carts.moduleId, moduleIdOf(c)!),
        ),
      )
      .returning({ moduleId: carts.moduleId });
    if (!removed) fail(404, 'cart_id', 'Cart item not found.');
    return c.json(await cartResponse(orderingScope(c), owner, moduleIdOf(c) ?? removed.moduleId));
  });

  app.delete('/customer/cart/remove', moduleChecked, async (c) => {
    const input = await queryAndBody(c);
    validate(guestOnlyRequest, input);
    const owner = await resolveOwner(c, input);
    const moduleId = moduleIdOf(c);
    const db = getDb(c);
    const rows = await cartRows(db, owner, moduleId);
    if (rows.length > 0) {
      await db.delete(carts).where(
        and(
          ownedBy(carts, owner),
          inArray(
            carts.id,
            rows.map((r) => r.id),
          ),
        ),
      );
    }
    return c.json(await cartResponse(orderingScope(c), owner, moduleId));
  });

  return app;
}
