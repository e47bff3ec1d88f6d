import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../schemas/address.js';
import { messageKey } from '../../schemas/validate.js';
import { AREAS, catalogs } from '../index.js';

const { addresses } = AREAS;

/** The spec's texts of the saved-address screens, verbatim (spec §2, §5). */
const SPEC_TEXTS: Record<string, string> = {
  'addresses.title': 'Delivery Addresses',
  'addresses.viewSaved': 'View Saved Address',
  'addresses.modal.title': 'Saved Addresses',
  'addresses.empty.title': 'Oops',
  'addresses.empty.description':
    'You don’t have any saved address yet. please save address to continue',
  'addresses.noneToSelect': 'No saved addresses found to select.',
  'addresses.save': 'Save this Address',
  'addresses.modal.cancel': 'Cancel',
  'addresses.modal.select': 'Select',
  'addresses.type.selected': 'Selected Address',
  'addresses.error.addressRequired': 'Address is required',
  'addresses.error.nameRequired': 'Name is required',
  'addresses.error.phoneRequired': 'Phone Number is required',
  'location.savedAddresses.hint': 'Select from saved addresses or pick from map',
};

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('area addresses', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s is the spec text', (key, text) => {
    expect(catalogs.en[key]).toBe(text);
    expect(catalogs.ar[key]).toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps the typographic apostrophe of the empty state', () => {
    expect(catalogs.en['addresses.empty.description']).toContain('don’t');
  });

  it('has real Arabic with the same placeholders for every key', () => {
    for (const [key, english] of Object.entries(addresses.en)) {
      const arabic = (addresses.ar as Record<string, string>)[key];
      expect(arabic, key).toMatch(/[\u0600-\u06FF]/);
      expect(placeholders(arabic!), key).toEqual(placeholders(english));
    }
  });

  it('translates every message the address form can give', () => {
    const formMessages = Object.entries(ADDRESS_MESSAGES).filter(([name]) => name !== 'body');
    for (const [name, message] of formMessages) {
      const key = messageKey(message);
      expect(key, name).not.toBeNull();
      expect(catalogs.ar[key!], name).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
