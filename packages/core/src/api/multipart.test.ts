import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.js';
import { memoryStorage } from '../ports.js';
import { formValue, multipartBody } from './multipart.js';
import { placeOrder } from './ordering.js';
import type { PlaceOrderBody } from '../domain/checkout.js';

const body: PlaceOrderBody = {
  order_type: 'take_away',
  payment_method: 'cash_on_delivery',
  store_id: 4,
  order_amount: 29.4,
  distance: 0,
  address: null,
  address_type: null,
  latitude: null,
  longitude: null,
  road: null,
  house: null,
  floor: null,
  contact_person_name: 'Sara',
  contact_person_number: '+971500000002',
  contact_person_email: null,
  coupon_code: null,
  dm_tips: 0,
  schedule_at: null,
  unavailable_item_note: null,
  delivery_instruction: null,
  cutlery: 0,
  is_buy_now: 0,
  cart: null,
};

/** The client over a fetch that keeps each request's form (or JSON) and answers a placed order. */
function recordingClient() {
  const seen: { headers: Headers; form: FormData | null; json: unknown }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/');
    seen.push({
      headers: request.headers,
      form: multipart ? await request.formData() : null,
      json: multipart ? null : JSON.parse(await request.text()),
    });
    return new Response(
      JSON.stringify({ message: 'Order placed successfully', order_id: 100001 }),
      {
        headers: { 'Content-Type': 'application/json' },
      },
    );
  });
  const api = createApiClient({
    baseUrl: 'http://api.test/api/v1',
    storage: memoryStorage(),
    fetch,
  });
  return { api, seen };
}

describe('multipart bodies', () => {
  it('fields as text (lists as JSON), nulls left out, each file under its name', async () => {
    expect(formValue(3)).toBe('3');
    expect(formValue(null)).toBeNull();
    expect(formValue([{ a: 1 }])).toBe('[{"a":1}]');
    const form = multipartBody(
      { store_id: 4, cart: null, coupon_code: 'SAVE', is_guest: false },
      {
        'order_attachment[]': [
          { name: 'a.png', data: new Blob([new Uint8Array([0x89, 0x50])]) },
          { name: 'b.pdf', data: new Blob(['%PDF-1.4']) },
        ],
      },
    ) as unknown as FormData;
    expect(form.get('store_id')).toBe('4');
    expect(form.has('cart')).toBe(false);
    expect(form.get('is_guest')).toBe('false');
    const files = form.getAll('order_attachment[]') as File[];
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.pdf']);
    expect(await files[1]!.text()).toBe('%PDF-1.4');
  });

  it('placeOrder sends JSON without prescriptions, multipart with them', async () => {
    const { api, seen } = recordingClient();
    await placeOrder(api, { idempotencyKey: 'k1', body }, { guestId: 'g1' });
    expect(seen[0]!.json).toMatchObject({ store_id: 4, guest_id: 'g1', cart: null });

    const scan = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await placeOrder(
      api,
      {
        idempotencyKey: 'k2',
        body,
        prescriptions: [{ id: 'x1', name: 'scan.jpg', size: 3, kind: 'jpeg' }],
      },
      { guestId: 'g1', prescriptionFile: (id) => (id === 'x1' ? scan : null) },
    );
    const form = seen[1]!.form!;
    expect(seen[1]!.headers.get('Idempotency-Key')).toBe('k2');
    expect(form.get('guest_id')).toBe('g1');
    expect(form.get('order_amount')).toBe('29.4');
    expect(form.has('address')).toBe(false);
    expect((form.getAll('order_attachment[]') as File[]).map((f) => [f.name, f.size])).toEqual([
      ['scan.jpg', 3],
    ]);
  });

  it('a prescription whose file is gone is not sent', async () => {
    const { api, seen } = recordingClient();
    await expect(
      placeOrder(api, {
        idempotencyKey: 'k3',
        body,
        prescriptions: [{ id: 'gone', name: 'scan.jpg', size: 3, kind: 'jpeg' }],
      }),
    ).rejects.toThrow('the prescription scan.jpg is no longer available');
    expect(seen).toEqual([]);
  });
});
