/**
 * Store and delivery-man registration requests (reference `vendor/register`,
 * `vendor/business_plan`, `delivery-man/store`; rules in `domain/registration.ts`).
 *
 * Every field arrives as text (multipart forms; numbers are accepted from JSON clients). The same
 * schemas check the web form (with `form: true`, which adds the password confirmation) and the
 * server's body; the images are the route's (checked by their bytes). Failures answer 403 with
 * `code` = the field; the messages are English texts the `registration` catalog translates.
 */
import * as v from 'valibot';
import { compactPhone, digitCount, INTERNATIONAL_PHONE_PATTERN } from '../domain/contact.js';
import {
  BUSINESS_PLANS,
  DELIVERY_TIME_TYPES,
  IDENTITY_TYPES,
  passwordStrengthIssue,
} from '../domain/registration.js';
import { EMAIL_MAX_LENGTH } from './newsletter.js';

export const REGISTRATION_NAME_MAX_LENGTH = 100;
export const STORE_NAME_MAX_LENGTH = 150;
export const STORE_ADDRESS_MAX_LENGTH = 1000;
export const TIN_MAX_LENGTH = 50;
export const IDENTITY_NUMBER_MAX_LENGTH = 50;
export const DELIVERY_TIME_MAX = 999;

/** The form and body messages (English; the `registration` catalog holds their Arabic). */
export const REGISTRATION_FORM_MESSAGES = {
  notText: 'This field must be a text.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: 'The name may not be longer than 100 characters.',
  storeNameRequired: 'Store name is required',
  storeNameTooLong: 'The store name may not be longer than 150 characters.',
  addressRequired: 'Store address is required',
  addressTooLong: 'The address may not be longer than 1000 characters.',
  zoneRequired: 'Please select a zone',
  moduleRequired: 'Please select a business module',
  invalidId: 'The selected value is invalid.',
  locationRequired: 'Please pick the store location on the map',
  locationInvalid: 'The location is invalid.',
  minTimeRequired: 'Minimum delivery time is required',
  maxTimeRequired: 'Maximum delivery time is required',
  timeInvalid: 'The delivery time must be a whole number from 1 to 999.',
  maxBelowMin: 'The maximum delivery time must be greater than the minimum.',
  timeTypeInvalid: 'The selected delivery time unit is invalid.',
  emailRequired: 'Email is required',
  emailInvalid: 'Please insert a valid email.',
  emailTooLong: 'The email may not be longer than 255 characters.',
  phoneRequired: 'Phone Number is required',
  phoneInvalid: 'Please enter a valid phone number',
  phoneTooShort: 'Number must be 10 digits',
  passwordRequired: 'Password is required',
  confirmRequired: 'Confirm password is required',
  passwordsMustMatch: 'Passwords must match',
  tinTooLong: 'The taxpayer identification number may not be longer than 50 characters.',
  tinDateInvalid: 'The expiry date must be a valid date (YYYY-MM-DD).',
  planInvalid: 'The selected business plan is invalid.',
  identityTypeRequired: 'Please select an identity type',
  identityNumberRequired: 'Identity number is required',
  identityNumberTooLong: 'The identity number may not be longer than 50 characters.',
  vehicleRequired: 'Please select a vehicle type',
  earningRequired: 'Please choose freelancer or salaried',
  tokenRequired: 'The plan token field is required.',
} as const;

const M = REGISTRATION_FORM_MESSAGES;

/** Numbers arrive as text from forms and as numbers from some JSON clients; absent is ''. */
const asText = (value: unknown): unknown =>
  typeof value === 'number' ? String(value) : value == null ? '' : value;

const text = (required: string, max: number, tooLong: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform(asText),
      v.string(M.notText),
      v.trim(),
      v.nonEmpty(required),
      v.maxLength(max, tooLong),
    ),
    '',
  );

const optionalText = (max: number, tooLong: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform(asText),
      v.string(M.notText),
      v.trim(),
      v.maxLength(max, tooLong),
      v.transform((value) => (value === '' ? null : value)),
    ),
    '',
  );

const id = (required: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform(asText),
      v.string(M.notText),
      v.trim(),
      v.nonEmpty(required),
      v.regex(/^\d{1,9}$/, M.invalidId),
      v.transform(Number),
      v.minValue(1, M.invalidId),
    ),
    '',
  );

const coordinate = (min: number, max: number) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform(asText),
      v.string(M.notText),
      v.trim(),
      v.nonEmpty(M.locationRequired),
      v.regex(/^[+-]?(\d{1,3}(\.\d{1,15})?)$/, M.locationInvalid),
      v.transform(Number),
      v.minValue(min, M.locationInvalid),
      v.maxValue(max, M.locationInvalid),
    ),
    '',
  );

const deliveryTime = (required: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform(asText),
      v.string(M.notText),
      v.trim(),
      v.nonEmpty(required),
      v.regex(/^\d{1,3}$/, M.timeInvalid),
      v.transform(Number),
      v.minValue(1, M.timeInvalid),
      v.maxValue(DELIVERY_TIME_MAX, M.timeInvalid),
    ),
    '',
  );

const choice = <const T extends readonly string[]>(options: T, required: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform(asText),
      v.string(M.notText),
      v.trim(),
      v.nonEmpty(required),
      v.picklist(options, required),
    ),
    '',
  );

const email = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform(asText),
      v.string(M.notText),
      v.trim(),
      v.nonEmpty(M.emailRequired),
      v.maxLength(EMAIL_MAX_LENGTH, M.emailTooLong),
      v.email(M.emailInvalid),
      v.toLowerCase(),
    ),
    '',
  );

/** Digits with an optional leading + (separators dropped), at least 10, international; +digits. */
const phone = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform(asText),
      v.string(M.notText),
      v.trim(),
      v.nonEmpty(M.phoneRequired),
      v.transform(compactPhone),
      v.regex(/^\+?\d+$/, M.phoneInvalid),
      v.check((value) => digitCount(value) >= 10, M.phoneTooShort),
      v.regex(INTERNATIONAL_PHONE_PATTERN, M.phoneInvalid),
      v.transform((value) => (value.startsWith('+') ? value : `+${value}`)),
    ),
    '',
  );

const password = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform(asText),
      v.string(M.notText),
      v.nonEmpty(M.passwordRequired),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const issue = passwordStrengthIssue(dataset.value);
        if (issue) addIssue({ message: issue });
      }),
    ),
    '',
  );

const tinDate = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform(asText),
      v.string(M.notText),
      v.trim(),
      v.check(
        (value) =>
          value === '' ||
          (/^\d{4}-\d{2}-\d{2}$/.test(value) &&
            !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
            new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)),
        M.tinDateInvalid,
      ),
      v.transform((value) => (value === '' ? null : value)),
    ),
    '',
  );

const optionalPlan = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform(asText),
      v.string(M.notText),
      v.trim(),
      v.transform((value) => (value === '' ? null : value)),
      v.nullable(v.picklist(BUSINESS_PLANS, M.planInvalid)),
    ),
    '',
  );

const optionalId = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform(asText),
      v.string(M.notText),
      v.trim(),
      v.check((value) => value === '' || /^\d{1,9}$/.test(value), M.invalidId),
      v.transform((value) => (value === '' ? null : Number(value))),
    ),
    '',
  );

const confirmation = () =>
  v.optional(
    v.pipe(v.unknown(), v.transform(asText), v.string(M.notText), v.nonEmpty(M.confirmRequired)),
    '',
  );

const storeEntries = {
  f_name: text(M.firstNameRequired, REGISTRATION_NAME_MAX_LENGTH, M.nameTooLong),
  l_name: text(M.lastNameRequired, REGISTRATION_NAME_MAX_LENGTH, M.nameTooLong),
  name: text(M.storeNameRequired, STORE_NAME_MAX_LENGTH, M.storeNameTooLong),
  address: text(M.addressRequired, STORE_ADDRESS_MAX_LENGTH, M.addressTooLong),
  zone_id: id(M.zoneRequired),
  module_id: id(M.moduleRequired),
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
  minimum_delivery_time: deliveryTime(M.minTimeRequired),
  maximum_delivery_time: deliveryTime(M.maxTimeRequired),
  delivery_time_type: choice(DELIVERY_TIME_TYPES, M.timeTypeInvalid),
  email: email(),
  phone: phone(),
  password: password(),
  tin: optionalText(TIN_MAX_LENGTH, M.tinTooLong),
  tin_expire_date: tinDate(),
  business_plan: optionalPlan(),
  package_id: optionalId(),
};

/** The store's application (`vendor/register`). */
export const storeRegistrationBodySchema = v.pipe(
  v.object(storeEntries),
  v.forward(
    v.check((values) => values.maximum_delivery_time > values.minimum_delivery_time, M.maxBelowMin),
    ['maximum_delivery_time'],
  ),
);

/** The web form of the store's application: the body's fields and the password confirmation. */
export const storeRegistrationFormSchema = v.pipe(
  v.object({ ...storeEntries, confirm_password: confirmation() }),
  v.forward(
    v.check((values) => values.maximum_delivery_time > values.minimum_delivery_time, M.maxBelowMin),
    ['maximum_delivery_time'],
  ),
  v.forward(
    v.check((values) => values.password === values.confirm_password, M.passwordsMustMatch),
    ['confirm_password'],
  ),
);

export type StoreRegistrationBody = v.InferOutput<typeof storeRegistrationBodySchema>;

/** `vendor/business_plan`: the store, its plan token (given by `vendor/register`) and the plan. */
export const businessPlanBodySchema = v.object({
  store_id: id(M.invalidId),
  plan_token: text(M.tokenRequired, 200, M.tokenRequired),
  business_plan: optionalPlan(),
  package_id: optionalId(),
});
export type BusinessPlanBody = v.InferOutput<typeof businessPlanBodySchema>;

const deliveryManEntries = {
  f_name: text(M.firstNameRequired, REGISTRATION_NAME_MAX_LENGTH, M.nameTooLong),
  l_name: text(M.lastNameRequired, REGISTRATION_NAME_MAX_LENGTH, M.nameTooLong),
  email: email(),
  phone: phone(),
  password: password(),
  identity_type: choice(IDENTITY_TYPES, M.identityTypeRequired),
  identity_number: text(
    M.identityNumberRequired,
    IDENTITY_NUMBER_MAX_LENGTH,
    M.identityNumberTooLong,
  ),
  zone_id: id(M.zoneRequired),
  vehicle_id: id(M.vehicleRequired),
  earning: choice(['0', '1'] as const, M.earningRequired),
};

/** The delivery man's application (`delivery-man/store`). */
export const deliveryManRegistrationBodySchema = v.object(deliveryManEntries);

/** The web form of the delivery man's application, with the password confirmation. */
export const deliveryManRegistrationFormSchema = v.pipe(
  v.object({ ...deliveryManEntries, confirm_password: confirmation() }),
  v.forward(
    v.check((values) => values.password === values.confirm_password, M.passwordsMustMatch),
    ['confirm_password'],
  ),
);
export type DeliveryManRegistrationBody = v.InferOutput<typeof deliveryManRegistrationBodySchema>;
