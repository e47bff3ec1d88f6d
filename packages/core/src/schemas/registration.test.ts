import { describe, expect, it } from 'vitest';
import { catalogs, translator } from '../i18n/index.js';
import { messageKey, validate } from './validate.js';
import {
  businessPlanBodySchema,
  deliveryManRegistrationBodySchema,
  deliveryManRegistrationFormSchema,
  REGISTRATION_FORM_MESSAGES as M,
  storeRegistrationBodySchema,
  storeRegistrationFormSchema,
} from './registration.js';

const store = {
  f_name: ' Amira ',
  l_name: 'Haddad',
  name: 'Amira Bakery',
  address: 'Al Wasl Road 12, Dubai',
  zone_id: '1',
  module_id: '2',
  latitude: '25.2048',
  longitude: '55.2708',
  minimum_delivery_time: '20',
  maximum_delivery_time: '40',
  delivery_time_type: 'min',
  email: 'Amira@Example.com',
  phone: '+971 50 123 4567',
  password: 'Bakery#2026',
};

const dm = {
  f_name: 'Omar',
  l_name: 'Saleh',
  email: 'omar@example.com',
  phone: '971501234568',
  password: 'Deliver#2026',
  identity_type: 'passport',
  identity_number: 'P1234567',
  zone_id: '1',
  vehicle_id: '1',
  earning: '1',
};

const codes = (result: ReturnType<typeof validate>) =>
  result.success ? {} : Object.fromEntries(result.errors.map((e) => [e.code, e.message]));

describe('store registration', () => {
  it('reads the multipart fields', () => {
    const result = validate(storeRegistrationBodySchema, store);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({
      f_name: 'Amira',
      zone_id: 1,
      latitude: 25.2048,
      email: 'amira@example.com',
      phone: '+971501234567',
      tin: null,
      tin_expire_date: null,
      business_plan: null,
      package_id: null,
    });
  });

  it('names each bad field', () => {
    const result = validate(storeRegistrationBodySchema, {
      ...store,
      f_name: '',
      zone_id: 'x',
      latitude: '',
      email: 'nope',
      password: 'weakpass',
      tin_expire_date: '2026-02-30',
      business_plan: 'free',
    });
    expect(codes(result)).toEqual({
      f_name: M.firstNameRequired,
      zone_id: M.invalidId,
      latitude: M.locationRequired,
      email: M.emailInvalid,
      password: 'The password must contain at least one uppercase and one lowercase letter.',
      tin_expire_date: M.tinDateInvalid,
      business_plan: M.planInvalid,
    });
  });

  it('wants the maximum delivery time above the minimum', () => {
    const result = validate(storeRegistrationBodySchema, { ...store, maximum_delivery_time: '20' });
    expect(codes(result)).toEqual({ maximum_delivery_time: M.maxBelowMin });
  });

  it('the form wants the confirmation to match, in the visitor language', () => {
    const result = validate(
      storeRegistrationFormSchema,
      { ...store, confirm_password: 'Other#2026' },
      translator('ar'),
    );
    expect(codes(result)).toEqual({ confirm_password: 'كلمتا المرور غير متطابقتين' });
  });

  it('refuses non-text values', () => {
    const result = validate(storeRegistrationBodySchema, { ...store, name: { a: 1 } });
    expect(codes(result)).toEqual({ name: M.notText });
  });
});

describe('business plan body', () => {
  it('reads the plan and the package', () => {
    const result = validate(businessPlanBodySchema, {
      store_id: '4',
      plan_token: 'abc',
      business_plan: 'subscription',
      package_id: '2',
    });
    expect(result).toEqual({
      success: true,
      data: { store_id: 4, plan_token: 'abc', business_plan: 'subscription', package_id: 2 },
    });
    expect(codes(validate(businessPlanBodySchema, { store_id: '4' }))).toEqual({
      plan_token: M.tokenRequired,
    });
  });
});

describe('delivery-man registration', () => {
  it('reads the fields', () => {
    const result = validate(deliveryManRegistrationBodySchema, dm);
    expect(result.success && result.data).toMatchObject({ phone: '+971501234568', earning: '1' });
  });

  it('names each bad field', () => {
    const result = validate(deliveryManRegistrationBodySchema, {
      ...dm,
      identity_type: 'card',
      earning: '2',
      vehicle_id: '',
    });
    expect(codes(result)).toEqual({
      identity_type: M.identityTypeRequired,
      earning: M.earningRequired,
      vehicle_id: M.vehicleRequired,
    });
  });

  it('the form wants the confirmation', () => {
    const result = validate(deliveryManRegistrationFormSchema, { ...dm, confirm_password: '' });
    expect(codes(result)).toEqual({ confirm_password: M.confirmRequired });
  });
});

describe('texts', () => {
  it.each(Object.values(M))('"%s" is in the catalogs', (text) => {
    const key = messageKey(text);
    expect(key).toBeTruthy();
    expect(catalogs.ar[key!]).toMatch(/[\u0600-\u06FF]/);
  });
});
