import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catalogs } from '../i18n/index.js';
import { messageKey } from '../schemas/validate.js';
import {
  availablePlans,
  defaultPlan,
  identityImagesIssue,
  MAX_IDENTITY_IMAGES,
  MAX_REGISTRATION_IMAGE_BYTES,
  passwordStrength,
  passwordStrengthIssue,
  planChoiceIssue,
  REGISTRATION_MESSAGES as M,
  registrationImageIssue,
  showsPlanStep,
} from './registration.js';

describe('password strength', () => {
  it('needs 8 characters, mixed case, a number and a symbol', () => {
    expect(passwordStrengthIssue('Ab1!')).toBe(M.passwordTooShort);
    expect(passwordStrengthIssue('abcdefg1!')).toBe(M.passwordMixedCase);
    expect(passwordStrengthIssue('ABCDEFG1!')).toBe(M.passwordMixedCase);
    expect(passwordStrengthIssue('Abcdefgh!')).toBe(M.passwordNumber);
    expect(passwordStrengthIssue('Abcdefgh1')).toBe(M.passwordSymbol);
    expect(passwordStrengthIssue('Abcdefg1!')).toBeNull();
    expect(passwordStrengthIssue(`Aa1!${'x'.repeat(200)}`)).toBe(M.passwordTooLong);
  });

  it('lists what is met for the checklist', () => {
    expect(passwordStrength('abc')).toEqual({
      length: false,
      mixedCase: false,
      number: false,
      symbol: false,
    });
    expect(passwordStrength('Secret#2026')).toEqual({
      length: true,
      mixedCase: true,
      number: true,
      symbol: true,
    });
  });

  it('is strong exactly when every rule is met', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (password) => {
        const met = passwordStrength(password);
        const all = met.length && met.mixedCase && met.number && met.symbol;
        expect(passwordStrengthIssue(password) === null).toBe(all);
      }),
    );
  });
});

describe('registration images', () => {
  it('takes images by content up to 2 MB', () => {
    expect(registrationImageIssue({ size: 10, kind: 'png' })).toBeNull();
    expect(registrationImageIssue({ size: 10, kind: 'webp' })).toBeNull();
    expect(registrationImageIssue({ size: 0, kind: 'png' })).toBe(M.imageEmpty);
    expect(registrationImageIssue({ size: MAX_REGISTRATION_IMAGE_BYTES + 1, kind: 'jpeg' })).toBe(
      M.imageTooLarge,
    );
    expect(registrationImageIssue({ size: 10, kind: 'pdf' })).toBe(M.imageKind);
    expect(registrationImageIssue({ size: 10, kind: null })).toBe(M.imageKind);
  });

  it('needs one to five identity images', () => {
    const good = { size: 10, kind: 'jpeg' as const };
    expect(identityImagesIssue([])).toBe(M.imageRequired);
    expect(identityImagesIssue([good])).toBeNull();
    expect(identityImagesIssue(Array(MAX_IDENTITY_IMAGES + 1).fill(good))).toBe(
      M.identityImagesTooMany,
    );
    expect(identityImagesIssue([good, { size: 10, kind: null }])).toBe(M.imageKind);
  });
});

describe('business plan', () => {
  const both = { commission_business_model: 1, subscription_business_model: 1 };
  it('offers the models turned on; the step only when there is a choice', () => {
    expect(availablePlans(both)).toEqual(['commission', 'subscription']);
    expect(showsPlanStep(both)).toBe(true);
    expect(defaultPlan(both)).toBeNull();
    const commission = { commission_business_model: 1, subscription_business_model: 0 };
    expect(showsPlanStep(commission)).toBe(false);
    expect(defaultPlan(commission)).toBe('commission');
    expect(defaultPlan({ commission_business_model: 0, subscription_business_model: 1 })).toBe(
      'subscription',
    );
  });

  it('refuses a missing, turned-off or package-less choice', () => {
    const packages = [1, 2];
    expect(planChoiceIssue({ business_plan: null, package_id: null }, both, packages)).toEqual({
      field: 'business_plan',
      message: M.planRequired,
    });
    expect(
      planChoiceIssue(
        { business_plan: 'subscription', package_id: 1 },
        { commission_business_model: 1, subscription_business_model: 0 },
        packages,
      ),
    ).toEqual({ field: 'business_plan', message: M.planUnavailable });
    expect(
      planChoiceIssue({ business_plan: 'subscription', package_id: null }, both, packages),
    ).toEqual({ field: 'package_id', message: M.packageRequired });
    expect(
      planChoiceIssue({ business_plan: 'subscription', package_id: 9 }, both, packages),
    ).toEqual({ field: 'package_id', message: M.packageUnavailable });
    expect(
      planChoiceIssue({ business_plan: 'subscription', package_id: 2 }, both, packages),
    ).toBeNull();
    expect(
      planChoiceIssue({ business_plan: 'commission', package_id: null }, both, packages),
    ).toBeNull();
  });
});

describe('texts', () => {
  it.each(Object.values(M))('"%s" is in the catalogs', (text) => {
    const key = messageKey(text);
    expect(key).toBeTruthy();
    expect(catalogs.ar[key!]).toMatch(/[\u0600-\u06FF]/);
  });
});
