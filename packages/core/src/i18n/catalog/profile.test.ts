import { describe, expect, it } from 'vitest';
import { catalogs } from '../index.js';
import { PROFILE_MESSAGES } from '../../schemas/profile.js';
import { messageKey } from '../../schemas/validate.js';

/** The spec's texts of the profile and the account, verbatim (storefront §2, §4, §5, §8). */
const SPEC_TEXTS: Record<string, string> = {
  'profile.edit.title': 'Edit Personal Details',
  'profile.edit.goBack': 'Go Back',
  'profile.phone.notChangeable': 'Not Changeable',
  'profile.updated': 'Updated successfully.',
  'profile.noChanges': 'No changes found to update.',
  'profile.delete.done': 'Account has been deleted',
  'profile.delete.cancel': 'Cancel',
  'profile.delete.yes': 'Yes',
};

describe('the profile area', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s is the spec text, with its Arabic', (key, text) => {
    expect(catalogs.en[key]).toBe(text);
    expect(catalogs.ar[key]).toMatch(/[\u0600-\u06FF]/);
  });

  it("translates every message of the profile form (its English is the catalog's)", () => {
    const formMessages = [
      'nameRequired',
      'nameTooLong',
      'emailRequired',
      'emailInvalid',
      'emailTooLong',
      'phoneRequired',
      'phoneInvalid',
      'phoneTooShort',
      'passwordTooShort',
      'passwordTooLong',
      'confirmRequired',
      'passwordsMustMatch',
    ] as const;
    for (const name of formMessages) {
      const key = messageKey(PROFILE_MESSAGES[name]);
      expect(key, name).not.toBeNull();
      expect(catalogs.ar[key!], name).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
