/**
 * Saved addresses (reference §4.11; spec §3 'Saved address', §5 'Address form'): the body of
 * `customer/address/add` and `customer/address/update/{id}`, the list's paging and the id of
 * `customer/address/delete`. The server validates requests with these schemas and the web app's
 * address form validates with the same one, so both give the same messages.
 *
 * `addressRequestSchema`:
 * - `contact_person_name`: trimmed, required ('Name is required'), at most 100 characters.
 * - `contact_person_number`: required ('Phone Number is required'); spaces, dashes, dots and
 *   brackets are dropped, leaving digits with an optional leading + (6 to 15 digits, else
 *   'Please enter a valid phone number').
 * - `address_type`: required, at most 50 characters: home, office, other, or the label the
 *   customer typed (spec §4: "A label, if set, is used as the address type").
 * - `address`: required ('Address is required'), at most 500 characters.
 * - `latitude`, `longitude`: required numbers (or numeric strings) within range.
 * - `road`, `house`, `floor` (255), `address_label` (50), `additional_information` (1000):
 *   optional; blank is null.
 *
 * Values of the wrong kind (an object for a name, `true` for a latitude) are refused with a
 * message, never thrown: the server answers 403 with the field as the code (reference §3).
 * `validate(addressRequestSchema, input, t)` translates the messages the catalogs hold.
 */
import * as v from 'valibot';
import { normalizeContactPhone } from './contact.js';
import { pageLimit, pageOffset } from './catalogue.js';
import { idField } from './ordering.js';

export const ADDRESS_LIMITS = {
  name: 100,
  type: 50,
  address: 500,
  detail: 255,
  label: 50,
  additionalInformation: 1000,
  phoneMinDigits: 6,
  phoneMaxDigits: 15,
} as const;

/** Every message of the address schemas (the form's are in the `addresses` catalog). */
export const ADDRESS_MESSAGES = {
  addressRequired: 'Address is required',
  nameRequired: 'Name is required',
  phoneRequired: 'Phone Number is required',
  phoneInvalid: 'Please enter a valid phone number',
  typeRequired: 'The address type field is required.',
  latitudeRequired: 'The latitude field is required.',
  longitudeRequired: 'The longitude field is required.',
  latitudeInvalid: 'The latitude must be a number between -90 and 90.',
  longitudeInvalid: 'The longitude must be a number between -180 and 180.',
  nameTooLong: 'The name may not be longer than 100 characters.',
  typeTooLong: 'The address type may not be longer than 50 characters.',
  addressTooLong: 'The address may not be longer than 500 characters.',
  roadTooLong: 'The street number may not be longer than 255 characters.',
  houseTooLong: 'The house number may not be longer than 255 characters.',
  floorTooLong: 'The floor may not be longer than 255 characters.',
  labelTooLong: 'The label may not be longer than 50 characters.',
  additionalInformationTooLong:
    'The additional information may not be longer than 1000 characters.',
  notText: 'This field must be a text.',
  body: 'The request body must be a JSON object.',
} as const;

const PHONE = new RegExp(
  `^\\+?\\d{${ADDRESS_LIMITS.phoneMinDigits},${ADDRESS_LIMITS.phoneMaxDigits}}$`,
);

/** A text as sent: strings trimmed, numbers written out; null/undefined/blank → null. */
function textOf(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return undefined;
}

/** A required text of at most `max` characters. */
function requiredText(required: string, max: number, tooLong: string) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const text = textOf(dataset.value);
        if (text === undefined) {
          addIssue({ message: ADDRESS_MESSAGES.notText });
          return NEVER;
        }
        if (text === null) {
          addIssue({ message: required });
          return NEVER;
        }
        if (text.length > max) {
          addIssue({ message: tooLong });
          return NEVER;
        }
        return text;
      }),
    ),
    null,
  );
}

/** An optional text of at most `max` characters; blank or absent is null. */
function optionalText(max: number, tooLong: string) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const text = textOf(dataset.value);
        if (text === undefined) {
          addIssue({ message: ADDRESS_MESSAGES.notText });
          return NEVER;
        }
        if (text !== null && text.length > max) {
          addIssue({ message: tooLong });
          return NEVER;
        }
        return text;
      }),
    ),
    null,
  );
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A required coordinate (a number or a numeric string) within ±`limit`. */
function coordinate(limit: number, required: string, invalid: string) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const raw = dataset.value;
        if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
          addIssue({ message: required });
          return NEVER;
        }
        const n =
          typeof raw === 'number'
            ? raw
            : typeof raw === 'string' && DECIMAL.test(raw.trim())
              ? Number(raw.trim())
              : Number.NaN;
        if (!Number.isFinite(n) || n < -limit || n > limit) {
          addIssue({ message: invalid });
          return NEVER;
        }
        return n;
      }),
    ),
    null,
  );
}

const phone = v.pipe(
  requiredText(ADDRESS_MESSAGES.phoneRequired, 64, ADDRESS_MESSAGES.phoneInvalid),
  v.transform(normalizeContactPhone),
  v.regex(PHONE, ADDRESS_MESSAGES.phoneInvalid),
);

const notAList = v.check((input: unknown) => !Array.isArray(input), ADDRESS_MESSAGES.body);

/** The body of `customer/address/add` and `customer/address/update/{id}`. */
export const addressRequestSchema = v.pipe(
  v.unknown(),
  notAList,
  v.object(
    {
      contact_person_name: requiredText(
        ADDRESS_MESSAGES.nameRequired,
        ADDRESS_LIMITS.name,
        ADDRESS_MESSAGES.nameTooLong,
      ),
      contact_person_number: phone,
      address_type: requiredText(
        ADDRESS_MESSAGES.typeRequired,
        ADDRESS_LIMITS.type,
        ADDRESS_MESSAGES.typeTooLong,
      ),
      address: requiredText(
        ADDRESS_MESSAGES.addressRequired,
        ADDRESS_LIMITS.address,
        ADDRESS_MESSAGES.addressTooLong,
      ),
      latitude: coordinate(90, ADDRESS_MESSAGES.latitudeRequired, ADDRESS_MESSAGES.latitudeInvalid),
      longitude: coordinate(
        180,
        ADDRESS_MESSAGES.longitudeRequired,
        ADDRESS_MESSAGES.longitudeInvalid,
      ),
      road: optionalText(ADDRESS_LIMITS.detail, ADDRESS_MESSAGES.roadTooLong),
      house: optionalText(ADDRESS_LIMITS.detail, ADDRESS_MESSAGES.houseTooLong),
      floor: optionalText(ADDRESS_LIMITS.detail, ADDRESS_MESSAGES.floorTooLong),
      address_label: optionalText(ADDRESS_LIMITS.label, ADDRESS_MESSAGES.labelTooLong),
      additional_information: optionalText(
        ADDRESS_LIMITS.additionalInformation,
        ADDRESS_MESSAGES.additionalInformationTooLong,
      ),
    },
    ADDRESS_MESSAGES.body,
  ),
);

export type AddressRequestData = v.InferOutput<typeof addressRequestSchema>;

/** `customer/address/list`: `limit` (default 10, capped at 50) and `offset` (1-based page). */
export const addressListQuery = v.object(
  { limit: pageLimit(), offset: pageOffset },
  'The query must be an object.',
);

/** `customer/address/delete`: the `address_id` (query or body). */
export const addressIdSchema = v.object(
  { address_id: idField('address_id') },
  ADDRESS_MESSAGES.body,
);

/** `customer/address/update/{id}`: the path's id. */
export const addressPathSchema = v.object({ id: idField('id') }, 'The path must be an object.');
