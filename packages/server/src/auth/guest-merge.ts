/**
 * On any token issued with a `guest_id` (reference §4.9), the guest's carts move to the customer
 * in the token's transaction: when the guest has cart lines, the customer's own lines are deleted
 * first, then the guest's become the customer's; the rental cart (lines and trip data) moves the
 * same way. An unknown guest id, or a guest with an empty cart, changes nothing.
 */
import { count, eq } from 'drizzle-orm';
import { carts, rentalCartUserData, rentalCarts } from '../db/schema.js';
import type { Database } from '../db/client.js';

async function has(db: Database, table: typeof carts | typeof rentalCarts, guestId: string) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.guestId, guestId));
  return Number(row?.n ?? 0) > 0;
}

export async function mergeGuestCart(db: Database, guestId: string | null, userId: number) {
  if (!guestId) return;
  if (await has(db, carts, guestId)) {
    await db.delete(carts).where(eq(carts.userId, userId));
    await db.update(carts).set({ userId, guestId: null }).where(eq(carts.guestId, guestId));
  }
  if (await has(db, rentalCarts, guestId)) {
    await db.delete(rentalCarts).where(eq(rentalCarts.userId, userId));
    await db.delete(rentalCartUserData).where(eq(rentalCartUserData.userId, userId));
    await db
      .update(rentalCarts)
      .set({ userId, guestId: null })
      .where(eq(rentalCarts.guestId, guestId));
    await db
      .update(rentalCartUserData)
      .set({ userId, guestId: null })
      .where(eq(rentalCartUserData.guestId, guestId));
  }
}
