// Item reviews after an order (issue 12; reference §1.3 `items/reviews/submit`), on a server of
// this suite's own whose demo orders move one status a second (so a take-away order is delivered
// within 3 s), on PGlite, or on the PostgreSQL of DATABASE_URL. Only the customer who owns a
// delivered order reviews its items, each once per order, 1 to 5, with a comment and up to 3
// photos checked by their bytes; the item's rating and count, and its store's, move; the review
// shows on the item's pages (items/reviews/{id}, items/details/{id}) and the order's details say
// the item was reviewed. Every answer is validated against the operation's documented response.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, type UploadFile } from '@storefront/core/api/multipart';
import { startTestServer, type TestServer } from '../support/server.js';
import { http } from '../support/http.js';
import { expectError, operationCaller } from './client.js';
import {
  fillCart,
  file,
  groceryLines,
  newCustomer,
  newGuest,
  PDF,
  placeCart,
  placedId,
  PNG,
  shopAt,
  type Product,
  type Shop,
} from './orders-extra.js';

let server: TestServer;
let shop: Shop;
let tomato: Product;
let banana: Product;
const { call } = operationCaller(() => server.url);

beforeAll(async () => {
  server = await startTestServer({ env: { ORDER_PROGRESS_SECONDS: '1' }, ownDatabase: true });
  shop = await shopAt(server.url);
  ({ tomato, banana } = await groceryLines(shop));
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const grocery = () => ({ moduleId: String(shop.moduleIds.get('grocery')) });

/** A customer's take-away grocery order (tomatoes and bananas); its id. */
async function order(token: string): Promise<number> {
  const { lines } = await groceryLines(shop);
  const cart = await fillCart(shop, { token }, 'grocery', lines);
  return placedId(await placeCart(shop, { token }, 'grocery', tomato.store_id, cart));
}

/** Waits until the customer's order is delivered (demo progress: one status a second). */
async function delivered(token: string, orderId: number): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    const tracked = await http(server.url, '/api/v1/customer/order/track', {
      query: { order_id: orderId },
      headers: { ...grocery(), Authorization: `Bearer ${token}` },
    });
    if ((tracked.json as { order_status: string }).order_status === 'delivered') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`order ${orderId} was not delivered in time`);
}

const review = (
  token: string | null,
  body: Record<string, unknown>,
  photos: UploadFile[] = [],
  headers: Record<string, string> = {},
) =>
  call<{ message: string }>('submitItemReview', {
    token,
    headers: { ...grocery(), ...headers },
    body:
      photos.length > 0
        ? (multipartBody(body, { 'attachment[]': photos }) as unknown as FormData)
        : body,
  });

interface ItemJson {
  avg_rating: number;
  rating_count: number;
  /** The breakdown [5★ … 1★]. */
  rating: number[];
  store_id: number;
  reviews: ReviewJson[];
}
interface ReviewJson {
  id: number;
  order_id: number | null;
  rating: number;
  comment: string;
  customer_name: string;
  attachment: string[];
}

const itemDetails = async (id: number) => {
  const answer = await call<ItemJson>('getItemDetails', { path: { id }, headers: grocery() });
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
};
const itemReviews = async (id: number) => {
  const answer = await call<{ total_size: number; reviews: ReviewJson[] }>('listItemReviews', {
    path: { id },
    query: { limit: 50, offset: 1 },
    headers: grocery(),
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
};
const storeRating = async (id: number) => {
  const store = await http(server.url, `/api/v1/stores/details/${id}`, { headers: grocery() });
  return store.json as { rating_count: number; avg_rating: number };
};

describe('a review of a delivered order’s item', () => {
  let token: string;
  let orderId: number;

  beforeAll(async () => {
    token = await newCustomer(server.url);
    orderId = await order(token);
  }, 60_000);

  it('is refused while the order is on its way', async () => {
    expectError(
      await review(token, { item_id: tomato.id, order_id: orderId, rating: 5 }),
      403,
      'order_id',
      'You can review the items of a delivered order only.',
    );
  });

  it('is taken once delivered: the item’s and the store’s ratings move, the pages show it', async () => {
    await delivered(token, orderId);
    const before = await itemDetails(tomato.id);
    const storeBefore = await storeRating(tomato.store_id);
    const answer = await review(token, {
      item_id: tomato.id,
      order_id: orderId,
      rating: 4,
      comment: '  Ripe and sweet, well packed.  ',
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.message).toBe('Review submitted successfully');

    const after = await itemDetails(tomato.id);
    expect(after.rating_count).toBe(before.rating_count + 1);
    expect(after.avg_rating).not.toBeNaN();
    // The rating breakdown moves with it: one more 4★, the counts adding up to the total.
    expect(after.rating[1]).toBe(before.rating[1]! + 1);
    expect(after.rating.reduce((a, b) => a + b, 0)).toBe(after.rating_count);
    const mine = after.reviews.find((r) => r.order_id === orderId);
    expect(mine).toMatchObject({
      rating: 4,
      comment: 'Ripe and sweet, well packed.',
      customer_name: 'Layla Rahman',
      attachment: [],
    });
    const page = await itemReviews(tomato.id);
    expect(page.reviews[0]).toMatchObject({ order_id: orderId, rating: 4 });
    // The store is reference data: every server reads its row again within a moment.
    await expect
      .poll(async () => (await storeRating(tomato.store_id)).rating_count, { timeout: 3000 })
      .toBe(storeBefore.rating_count + 1);

    // The order's details say the tomatoes were reviewed, the bananas not yet.
    const details = await call<{ item_id: number; is_reviewed: boolean }[]>('getOrderDetails', {
      query: { order_id: orderId },
      token,
      headers: grocery(),
    });
    expect(details.json.map((d) => [d.item_id, d.is_reviewed])).toEqual([
      [tomato.id, true],
      [banana.id, false],
    ]);
  });

  it('is taken once per item and order', async () => {
    expectError(
      await review(token, { item_id: tomato.id, order_id: orderId, rating: 1 }),
      403,
      'item_id',
      'You have already reviewed this item for this order.',
    );
  });

  it('takes photos checked by their bytes, served from the review', async () => {
    const refused = await review(token, { item_id: banana.id, order_id: orderId, rating: 5 }, [
      file(PDF, 'receipt.png', 'image/png'),
    ]);
    expectError(refused, 403, 'attachment', 'receipt.png is not a JPG, PNG, GIF or WebP image.');
    const tooMany = await review(
      token,
      { item_id: banana.id, order_id: orderId, rating: 5 },
      Array.from({ length: 4 }, (_, i) => file(PNG, `p${i}.png`)),
    );
    expectError(tooMany, 403, 'attachment', 'You can attach at most 3 photos to a review.');

    const taken = await review(
      token,
      { item_id: banana.id, order_id: orderId, rating: 5, comment: 'Perfectly ripe' },
      [file(PNG, 'bananas.png', 'image/png')],
    );
    expect(taken.status, taken.text).toBe(200);
    const page = await itemReviews(banana.id);
    const mine = page.reviews.find((r) => r.order_id === orderId)!;
    expect(mine.attachment).toHaveLength(1);
    const photo = await fetch(mine.attachment[0]!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);
    expect(
      (await itemDetails(banana.id)).reviews.find((r) => r.id === mine.id)?.attachment,
    ).toEqual(mine.attachment);
  });

  it('is refused for an item not of the order, and in Arabic', async () => {
    const other = await review(token, { item_id: 999_999, order_id: orderId, rating: 3 }, [], {
      'X-localization': 'ar',
    });
    expectError(other, 403, 'item_id', 'هذا المنتج ليس من منتجات هذا الطلب.');
  });

  it('is only the owner’s: another customer’s order is not found, a guest must sign in', async () => {
    const stranger = await newCustomer(server.url);
    expectError(
      await review(stranger, { item_id: tomato.id, order_id: orderId, rating: 5 }),
      404,
      'order_id',
    );
    expectError(await review(null, { item_id: tomato.id, order_id: orderId, rating: 5 }), 401);
    const guest = await newGuest(server.url);
    const asGuest = await review(null, {
      item_id: tomato.id,
      order_id: orderId,
      rating: 5,
      guest_id: guest,
    });
    expectError(asGuest, 401);
  });
});

describe('two reviews of the same item and order at once', () => {
  it('one is taken, the other refused, and the rating counts once', async () => {
    const token = await newCustomer(server.url);
    const orderId = await order(token);
    await delivered(token, orderId);
    const before = await itemDetails(tomato.id);
    const answers = await Promise.all(
      [5, 3].map((rating) => review(token, { item_id: tomato.id, order_id: orderId, rating })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    expect((await itemDetails(tomato.id)).rating_count).toBe(before.rating_count + 1);
  }, 30_000);
});
