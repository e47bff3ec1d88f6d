// Store and delivery-man registration (issue 14), on the live demo server (PGlite, or PostgreSQL
// in the DATABASE_URL run): get-vehicles and vendor/package-view list the seeded reference data;
// vendor/register and delivery-man/store store an application pending approval with its images
// checked by their bytes and size (a PDF named .png, an empty or a 2 MB+ file refused), refuse each
// bad field with the v1 error body in the request's language, refuse an e-mail or phone already
// applied with; vendor/business_plan chooses the plan only with the application's plan token.
// Every answer is validated against the operation's documented response.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pointInPolygon, polygonCenter } from '@storefront/core/domain/geo';

type LatLng = { lat: number; lng: number };
import { http } from '../support/http.js';
import { expectError, operationCaller } from './client.js';
import { operations } from './openapi.js';
import { JPEG, PDF, PNG, WEBP } from './orders-extra.js';

const base = inject('serverUrl');
const { call, statuses } = operationCaller(() => base);

type Json = Record<string, unknown>;

const run = `${Date.now() % 1_000_000}`.padStart(6, '0');
let serial = 0;
/** A fresh e-mail and phone for each application. */
function contact() {
  serial += 1;
  const n = `${run}${String(serial).padStart(3, '0')}`;
  return { email: `applicant${n}@example.com`, phone: `+9715${n}` };
}

let zoneId = 0;
let pin: LatLng = { lat: 0, lng: 0 };
let moduleId = 0;
let vehicleId = 0;
let packageId = 0;

beforeAll(async () => {
  const zones = (await http(base, '/api/v1/zone/list')).json as {
    id: number;
    formated_coordinates: LatLng[];
  }[];
  const zone = zones[0]!;
  zoneId = zone.id;
  pin = polygonCenter(zone.formated_coordinates);
  expect(pointInPolygon(pin, zone.formated_coordinates)).toBe(true);
  const modules = (await http(base, '/api/v1/module', { query: { zone_id: zoneId } })).json as {
    id: number;
    module_type: string;
  }[];
  moduleId = modules.find((m) => m.module_type === 'grocery')!.id;
});

afterAll(() => {
  const own = operations
    .filter((op) => op.tags.includes('registration'))
    .map((op) => op.operationId);
  expect(own.sort()).toEqual([
    'deliveryManStore',
    'getVehicles',
    'vendorBusinessPlan',
    'vendorPackageView',
    'vendorRegister',
  ]);
  for (const id of ['vendorRegister', 'vendorBusinessPlan', 'deliveryManStore']) {
    const seen = [...(statuses.get(id) ?? [])];
    expect(seen, id).toContain(200);
    expect(
      seen.some((s) => s >= 400),
      id,
    ).toBe(true);
  }
});

const blob = (bytes: Buffer, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });

function storeForm(fields: Json = {}, files: Record<string, Blob | null> = {}) {
  const form = new FormData();
  const values: Json = {
    f_name: 'Amira',
    l_name: 'Haddad',
    name: `Amira Bakery ${run}`,
    address: 'Al Wasl Road 12, Dubai',
    zone_id: zoneId,
    module_id: moduleId,
    latitude: pin.lat.toFixed(6),
    longitude: pin.lng.toFixed(6),
    minimum_delivery_time: 20,
    maximum_delivery_time: 40,
    delivery_time_type: 'min',
    password: 'Bakery#2026',
    ...contact(),
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) form.append(key, String(value));
  }
  const images: Record<string, Blob | null> = {
    logo: blob(PNG),
    cover_photo: blob(JPEG, 'image/jpeg'),
    ...files,
  };
  for (const [key, value] of Object.entries(images)) {
    if (value) form.append(key, value, `${key}.png`);
  }
  return form;
}

function deliveryManForm(fields: Json = {}, identity: Blob[] = [blob(PNG)], photo = blob(WEBP)) {
  const form = new FormData();
  const values: Json = {
    f_name: 'Omar',
    l_name: 'Saleh',
    password: 'Deliver#2026',
    identity_type: 'passport',
    identity_number: `P${run}`,
    zone_id: zoneId,
    vehicle_id: vehicleId,
    earning: 1,
    ...contact(),
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) form.append(key, String(value));
  }
  form.append('image', photo, 'me.webp');
  for (const image of identity) form.append('identity_image[]', image, 'id.png');
  return form;
}

describe('reference lists', () => {
  it('get-vehicles lists the vehicle types by coverage, in the request language', async () => {
    const en = await call<Json[]>('getVehicles');
    expect(en.status).toBe(200);
    expect(en.json.length).toBeGreaterThanOrEqual(3);
    expect(en.json[0]).toMatchObject({ type: 'Bicycle', status: 1, starting_coverage_area: 0 });
    vehicleId = en.json[1]!.id as number;
    const ar = await call<Json[]>('getVehicles', { headers: { 'X-localization': 'ar' } });
    expect(ar.json[0]!.type).toBe('دراجة هوائية');
  });

  it('vendor/package-view lists the active packages by price', async () => {
    const answer = await call<{ packages: Json[] }>('vendorPackageView');
    expect(answer.status).toBe(200);
    const prices = answer.json.packages.map((p) => p.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(answer.json.packages[0]).toMatchObject({ package_name: 'Basic', validity: 30 });
    expect(answer.json.packages.some((p) => p.max_order === 'unlimited')).toBe(true);
    packageId = answer.json.packages[1]!.id as number;
  });
});

describe('vendor/register', () => {
  it('stores the application; the plan is chosen next with its token', async () => {
    const registered = await call<Json>('vendorRegister', { body: storeForm() });
    expect(registered.status).toBe(200);
    expect(registered.json).toMatchObject({ business_plan: null, package_id: null });
    const storeId = registered.json.store_id as number;
    const token = registered.json.plan_token as string;
    expect(token.length).toBeGreaterThan(20);

    // Another token, or another store: not found.
    const plan = { store_id: storeId, business_plan: 'commission' };
    expectError(
      await call('vendorBusinessPlan', { body: { ...plan, plan_token: `x${token}` } }),
      404,
      'store_id',
    );
    expectError(
      await call('vendorBusinessPlan', {
        body: { ...plan, store_id: storeId + 100_000, plan_token: token },
      }),
      404,
      'store_id',
    );
    expectError(
      await call('vendorBusinessPlan', {
        body: { store_id: storeId, plan_token: token, business_plan: 'subscription' },
      }),
      403,
      'package_id',
      'Please choose a subscription package.',
    );
    expectError(
      await call('vendorBusinessPlan', {
        body: { store_id: storeId, plan_token: token },
        headers: { 'X-localization': 'ar' },
      }),
      403,
      'business_plan',
      'يرجى اختيار خطة العمل.',
    );
    const chosen = await call<Json>('vendorBusinessPlan', {
      body: {
        store_id: storeId,
        plan_token: token,
        business_plan: 'subscription',
        package_id: packageId,
      },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.json).toMatchObject({
      store_id: storeId,
      business_plan: 'subscription',
      package_id: packageId,
    });
  });

  it('takes the plan with the application, and the optional licence fields', async () => {
    const answer = await call<Json>('vendorRegister', {
      body: storeForm(
        { business_plan: 'commission', tin: 'TRN-100200300', tin_expire_date: '2030-12-31' },
        { tin_certificate_image: blob(JPEG, 'image/jpeg') },
      ),
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ business_plan: 'commission', package_id: null });
  });

  it('refuses an e-mail or phone already applied with', async () => {
    const first = contact();
    expect((await call('vendorRegister', { body: storeForm(first) })).status).toBe(200);
    expectError(
      await call('vendorRegister', { body: storeForm({ email: first.email.toUpperCase() }) }),
      403,
      'email',
      'The email has already been taken.',
    );
    expectError(
      await call('vendorRegister', {
        body: storeForm({ phone: first.phone }),
        headers: { 'X-localization': 'ar' },
      }),
      403,
      'phone',
      'رقم الهاتف مستخدم من قبل.',
    );
  });

  it('checks the images by their bytes and size', async () => {
    expectError(
      await call('vendorRegister', { body: storeForm({}, { logo: null }) }),
      403,
      'logo',
      'Please upload an image.',
    );
    expectError(
      await call('vendorRegister', { body: storeForm({}, { cover_photo: blob(PDF) }) }),
      403,
      'cover_photo',
      'The file must be an image (JPG, PNG, GIF or WebP).',
    );
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expectError(
      await call('vendorRegister', { body: storeForm({}, { logo: blob(big) }) }),
      403,
      'logo',
      'The image may not be greater than 2 MB.',
    );
    expectError(
      await call('vendorRegister', { body: storeForm({}, { logo: blob(Buffer.alloc(0)) }) }),
      403,
      'logo',
    );
    const text = storeForm({}, { logo: null });
    text.append('logo', 'not a file');
    expectError(await call('vendorRegister', { body: text }), 403, 'logo');
  });

  it('refuses each bad field with the v1 error body, in the request language', async () => {
    const cases: [Json, string, string][] = [
      [{ f_name: '' }, 'f_name', 'First name is required'],
      [
        { password: 'bakery#2026' },
        'password',
        'The password must contain at least one uppercase and one lowercase letter.',
      ],
      [{ password: 'Bakery2026' }, 'password', 'The password must contain at least one symbol.'],
      [{ email: 'not-an-email' }, 'email', 'Please insert a valid email.'],
      [
        { maximum_delivery_time: 10 },
        'maximum_delivery_time',
        'The maximum delivery time must be greater than the minimum.',
      ],
      [
        { delivery_time_type: 'weeks' },
        'delivery_time_type',
        'The selected delivery time unit is invalid.',
      ],
      [{ latitude: '' }, 'latitude', 'Please pick the store location on the map'],
      [
        { latitude: '1.5', longitude: '1.5' },
        'latitude',
        'The store location must be inside the selected zone.',
      ],
      [{ module_id: 999999 }, 'module_id', 'The selected module is not available in this zone.'],
      [{ zone_id: 999999 }, 'zone_id', 'The selected zone is not available.'],
      [
        { business_plan: 'subscription', package_id: 999999 },
        'package_id',
        'This subscription package is not available.',
      ],
      [
        { tin_expire_date: '2030-02-30' },
        'tin_expire_date',
        'The expiry date must be a valid date (YYYY-MM-DD).',
      ],
      [{ name: 'Bad\u0007name' }, 'name', 'The name must not contain control characters.'],
    ];
    for (const [fields, code, message] of cases) {
      expectError(await call('vendorRegister', { body: storeForm(fields) }), 403, code, message);
    }
    expectError(
      await call('vendorRegister', {
        body: storeForm({ name: '' }),
        headers: { 'X-localization': 'ar' },
      }),
      403,
      'name',
      'اسم المتجر مطلوب',
    );
    // A JSON body carries no images.
    expectError(await call('vendorRegister', { body: { name: 'x' } }), 403);
  });
});

describe('delivery-man/store', () => {
  it('stores the application with its photo and identity images', async () => {
    const answer = await call<Json>('deliveryManStore', {
      body: deliveryManForm({}, [blob(PNG), blob(JPEG, 'image/jpeg')]),
    });
    expect(answer.status).toBe(200);
    expect(answer.json.delivery_man_id).toBeGreaterThan(0);
    expect(answer.json.message).toBe(
      'Delivery man registration submitted. Please wait for the admin’s approval.',
    );
  });

  it('refuses bad fields, images and a duplicate', async () => {
    const first = contact();
    expect((await call('deliveryManStore', { body: deliveryManForm(first) })).status).toBe(200);
    expectError(
      await call('deliveryManStore', { body: deliveryManForm({ email: first.email }) }),
      403,
      'email',
      'The email has already been taken.',
    );
    expectError(
      await call('deliveryManStore', { body: deliveryManForm({}, []) }),
      403,
      'identity_image',
      'Please upload an image.',
    );
    expectError(
      await call('deliveryManStore', { body: deliveryManForm({}, Array(6).fill(blob(PNG))) }),
      403,
      'identity_image',
      'You can upload at most 5 identity images.',
    );
    expectError(
      await call('deliveryManStore', { body: deliveryManForm({}, [blob(PDF)]) }),
      403,
      'identity_image',
    );
    expectError(
      await call('deliveryManStore', { body: deliveryManForm({}, [blob(PNG)], blob(PDF)) }),
      403,
      'image',
    );
    expectError(
      await call('deliveryManStore', { body: deliveryManForm({ vehicle_id: 999999 }) }),
      403,
      'vehicle_id',
      'The selected vehicle type is not available.',
    );
    expectError(
      await call('deliveryManStore', { body: deliveryManForm({ identity_type: 'card' }) }),
      403,
      'identity_type',
      'Please select an identity type',
    );
    expectError(
      await call('deliveryManStore', {
        body: deliveryManForm({ earning: 5 }),
        headers: { 'X-localization': 'ar' },
      }),
      403,
      'earning',
      'يرجى اختيار عمل حر أو براتب',
    );
    expectError(
      await call('deliveryManStore', { body: deliveryManForm({ identity_number: 'A\u0000B' }) }),
      403,
      'identity_number',
    );
  });
});
