// The request forms the incumbent v1 web client sends (issue 16), answered as that client
// expects: an unset filter sent as `undefined` is left out, and an id it does not have
// (`…/null`, `…/undefined`) names nothing: 404 with the error body, not a validation error.
// Its home page asks for the latest failed payment with a blank order id
// (`payment-failed?order_id=&&guest_id=…`): that is the order id left out.
import { describe, expect, inject, it } from 'vitest';
import { http } from '../support/http.js';
import { getJson } from './checkout.js';

const base = inject('serverUrl');
const DOWNTOWN = { lat: 25.1972, lng: 55.2744 };

async function scopeHeaders(type: string) {
  const modules = await getJson<{ id: number; module_type: string }[]>(base, '/module');
  const zone = await getJson<{ zone_id: string }>(base, '/config/get-zone-id', DOWNTOWN);
  return {
    moduleId: String(modules.find((m) => m.module_type === type)!.id),
    zoneId: zone.zone_id,
  };
}

describe('the forms v1 clients send', () => {
  it('reads store_type=undefined as every store', async () => {
    const headers = await scopeHeaders('food');
    const unset = await http(base, '/api/v1/stores/get-stores/all', {
      query: { store_type: 'undefined', type: 'all', offset: 1, limit: 12 },
      headers,
    });
    expect(unset.status, unset.text).toBe(200);
    const all = await http(base, '/api/v1/stores/get-stores/all', {
      query: { store_type: 'all', type: 'all', offset: 1, limit: 12 },
      headers,
    });
    expect(unset.json).toEqual(all.json);
  });

  it('answers 404 with the error body for a null or undefined id', async () => {
    const headers = await scopeHeaders('food');
    for (const path of [
      '/api/v1/categories/items/null',
      '/api/v1/items/details/undefined',
      '/api/v1/stores/details/null',
    ]) {
      const answer = await http(base, path, { headers });
      expect(answer.status, path).toBe(404);
      expect(answer.json).toEqual({
        errors: [{ code: 'not_found', message: 'The requested resource was not found.' }],
      });
    }
  });

  it('reads a blank order_id of customer/order/payment-failed as none', async () => {
    const guest = await http(base, '/api/v1/auth/guest/request', { method: 'POST', body: {} });
    const guestId = (guest.json as { guest_id: string }).guest_id;
    for (const orderId of ['', 'undefined', 'null']) {
      const answer = await http(
        base,
        `/api/v1/customer/order/payment-failed?order_id=${orderId}&&guest_id=${guestId}`,
      );
      expect(answer.status, `order_id=${orderId}: ${answer.text}`).toBe(200);
      expect(answer.json).toBeNull();
    }
    const invalid = await http(
      base,
      `/api/v1/customer/order/payment-failed?order_id=abc&guest_id=${guestId}`,
    );
    expect(invalid.status).toBe(403);
    expect(invalid.json).toEqual({
      errors: [{ code: 'order_id', message: 'The order id must be a positive integer.' }],
    });
  });
});
