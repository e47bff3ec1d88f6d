import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { fakeApiClient } from '../../../../tests/support/fake-api.js';
import {
  listCancellationReasons,
  listOrderPrescriptions,
  orderCancelActors,
  submitItemReview,
} from './order-extras.js';
import { isApiError } from './errors.js';

describe('order extras calls', () => {
  it('reads the customer’s cancellation reasons, one page of 50', async () => {
    const { api, last } = fakeApiClient(() => ({
      body: {
        total_size: 2,
        limit: 50,
        offset: 1,
        data: [
          { id: 1, reason: 'Ordered by mistake', user_type: 'customer', status: 1 },
          { id: 4, reason: 'Too slow', user_type: 'customer', status: 1 },
        ],
      },
    }));
    expect(await listCancellationReasons(api)).toEqual([
      { id: 1, reason: 'Ordered by mistake' },
      { id: 4, reason: 'Too slow' },
    ]);
    expect(last().path).toBe('/customer/order/cancellation-reasons');
    expect(last().query).toEqual({ type: 'customer', limit: '50', offset: '1' });
  });

  it('lists an order’s prescriptions with the guest’s id', async () => {
    const { api, last } = fakeApiClient(() => ({ body: [] }));
    await listOrderPrescriptions(api, 100_001, { guestId: 'g-1' });
    expect(last().query).toEqual({ order_id: '100001', guest_id: 'g-1' });
  });

  it('reviews an item as JSON without photos; the server’s message', async () => {
    const { api, last } = fakeApiClient(() => ({
      body: { message: 'Review submitted successfully' },
    }));
    const message = await submitItemReview(
      api,
      { item_id: 5, order_id: 100_001, rating: 4, comment: '  Fresh  ' },
      { moduleId: 2 },
    );
    expect(message).toBe('Review submitted successfully');
    expect(last().body).toEqual({ item_id: 5, order_id: 100_001, rating: 4, comment: 'Fresh' });
    expect(last().headers.get('moduleId')).toBe('2');
  });

  it('binds the cancel machine’s actors: the reason’s text, the guest, the server’s refusal', async () => {
    const { api, requests } = fakeApiClient((seen) =>
      seen.body && (seen.body as { order_id: number }).order_id === 9
        ? {
            status: 403,
            body: { errors: [{ code: 'order', message: 'You can not cancel after confirm' }] },
          }
        : { body: { message: 'Order canceled successfully' } },
    );
    const actors = orderCancelActors(api, { guestId: () => 'g-2' });
    const done = await toPromise(
      createActor(actors.cancelOrder, { input: { orderId: 7, reason: 'Too slow' } }).start(),
    );
    expect(done).toEqual({ message: 'Order canceled successfully' });
    expect(requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/customer/order/cancel',
      body: { order_id: 7, reason: 'Too slow', guest_id: 'g-2' },
    });
    const refused = toPromise(
      createActor(actors.cancelOrder, { input: { orderId: 9, reason: 'x' } }).start(),
    );
    await expect(refused).rejects.toSatisfy(
      (e: unknown) => isApiError(e) && e.messages[0] === 'You can not cancel after confirm',
    );
  });
});
