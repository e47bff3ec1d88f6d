// Contract cases of the operations tagged `orders-extra` (issue 12): item reviews after an order
// and the prescriptions of an order. Here each operation answers as documented and refuses bad
// input; the behaviour (delivered orders, one review per item, the owner checks, the files'
// content) is in ../reviews.test.ts and ../prescriptions.test.ts.
import {
  fillCart,
  groceryLines,
  file,
  newCustomer,
  newGuest,
  PDF,
  placeCart,
  placedId,
  PNG,
  product,
  shopAt,
} from '../orders-extra.js';
import { baseUrl, memo, type ContractCase, type Headers } from './types.js';

const shop = memo(() => shopAt(baseUrl()));
const moduleOf = async (type: 'grocery' | 'pharmacy'): Promise<Headers> => ({
  moduleId: String((await shop()).moduleIds.get(type)),
});

/** A customer with a pending grocery order (tomatoes, take-away): not reviewable yet. */
const pendingOrder = memo(async () => {
  const s = await shop();
  const token = await newCustomer(baseUrl());
  const { tomato, lines } = await groceryLines(s);
  const cart = await fillCart(s, { token }, 'grocery', lines);
  const orderId = placedId(await placeCart(s, { token }, 'grocery', tomato.store_id, cart));
  return { token, orderId, itemId: tomato.id };
});

/** A guest's pharmacy order with a PNG and a PDF prescription. */
const prescriptionOrder = memo(async () => {
  const s = await shop();
  const guest = await newGuest(baseUrl());
  const amoxicillin = await product(s, 'pharmacy', 'Amoxicillin', 'amoxicillin-500-capsules');
  const cart = await fillCart(s, { guest }, 'pharmacy', [{ item_id: amoxicillin.id, quantity: 1 }]);
  const orderId = placedId(
    await placeCart(s, { guest }, 'pharmacy', amoxicillin.store_id, cart, {
      files: [file(PNG, 'scan.png'), file(PDF, 'letter.pdf')],
    }),
  );
  const list = await fetch(
    `${baseUrl()}/api/v1/customer/order/prescriptions?order_id=${orderId}&guest_id=${guest}`,
  );
  const files = (await list.json()) as { id: number }[];
  return { guest, orderId, fileId: files[0]!.id };
});

const bearer = async () => ({
  ...(await moduleOf('grocery')),
  Authorization: `Bearer ${(await pendingOrder()).token}`,
});

export const ordersExtraCases: Record<string, ContractCase> = {
  submitItemReview: {
    headers: bearer,
    valid: [
      {
        name: 'an item of the customer’s order not delivered yet',
        body: async () => {
          const { orderId, itemId } = await pendingOrder();
          return { item_id: itemId, order_id: orderId, rating: 5, comment: 'Fresh and red' };
        },
        status: 403,
      },
    ],
    invalid: [
      {
        name: 'no token',
        without: ['Authorization'],
        body: { item_id: 1, order_id: 100001, rating: 5 },
        status: 401,
      },
      {
        name: 'a rating of 6',
        body: async () => ({ ...(await reviewOf()), rating: 6 }),
        status: 403,
        code: 'rating',
        message: 'The rating may not be greater than 5.',
      },
      {
        name: 'a rating of 0',
        body: async () => ({ ...(await reviewOf()), rating: 0 }),
        status: 403,
        code: 'rating',
      },
      {
        name: 'half a star',
        body: async () => ({ ...(await reviewOf()), rating: 4.5 }),
        status: 403,
        code: 'rating',
      },
      {
        name: 'no order',
        body: async () => ({ item_id: (await reviewOf()).item_id, rating: 4 }),
        status: 403,
        code: 'order_id',
      },
      {
        name: 'an order that is not the customer’s',
        body: async () => ({ ...(await reviewOf()), order_id: 999_999_999 }),
        status: 404,
        code: 'order_id',
      },
      {
        name: 'a comment of 1001 characters',
        body: async () => ({ ...(await reviewOf()), comment: 'x'.repeat(1001) }),
        status: 403,
        code: 'comment',
      },
      { name: 'a body that is a list', body: [1, 2], status: 403 },
    ],
  },
  getReviewPhoto: {
    valid: [{ name: 'an unknown photo', path: { id: 999_999_999 }, status: 404 }],
    invalid: [{ name: 'id 0', path: { id: 0 }, status: 404 }],
  },
  listOrderPrescriptions: {
    valid: [
      {
        name: 'the guest’s pharmacy order',
        query: async () => {
          const { guest, orderId } = await prescriptionOrder();
          return { order_id: orderId, guest_id: guest };
        },
        check: (json) => {
          const files = json as { file_name: string; file_type: string }[];
          if (files.map((f) => f.file_type).join() !== 'image/png,application/pdf') {
            throw new Error(`unexpected files ${JSON.stringify(files)}`);
          }
        },
      },
    ],
    invalid: [
      {
        name: 'another guest',
        query: async () => ({
          order_id: (await prescriptionOrder()).orderId,
          guest_id: await newGuest(baseUrl()),
        }),
        status: 404,
        code: 'order_id',
      },
      {
        name: 'no owner',
        query: async () => ({ order_id: (await prescriptionOrder()).orderId }),
        status: 401,
      },
    ],
  },
  getOrderPrescriptionFile: {
    valid: [
      {
        name: 'another guest asks for the file',
        path: async () => ({ id: (await prescriptionOrder()).fileId }),
        query: async () => ({ guest_id: await newGuest(baseUrl()) }),
        status: 404,
      },
    ],
    invalid: [
      {
        name: 'no owner',
        path: async () => ({ id: (await prescriptionOrder()).fileId }),
        status: 401,
      },
      {
        name: 'an unknown file',
        path: { id: 999_999_999 },
        query: async () => ({ guest_id: (await prescriptionOrder()).guest }),
        status: 404,
        code: 'file',
      },
    ],
  },
};

const reviewOf = async () => {
  const { orderId, itemId } = await pendingOrder();
  return { item_id: itemId, order_id: orderId, rating: 5 };
};
