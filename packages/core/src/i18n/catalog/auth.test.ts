import { describe, expect, it } from 'vitest';
import { AREAS, catalogs, translate } from '../index.js';
import { OTP_KEYS } from '../../machines/otp.machine.js';
import { AUTH_MODAL_KEYS } from '../../machines/auth-modal.machine.js';
import { FORGOT_PASSWORD_KEYS } from '../../machines/forgot-password.machine.js';
import { LOGOUT_KEYS } from '../../machines/logout.machine.js';
import { SESSION_EXPIRED_KEY } from '../../machines/session.machine.js';
import { WISHLIST_KEYS } from '../../machines/wishlist-toggle.machine.js';

const { auth, wishlist } = AREAS;

/** The specs' texts, verbatim (rental-and-auth §2, §4, §8; storefront §2, §4, §5, §8, §9). */
const SPEC_TEXTS: Record<string, string> = {
  'auth.signIn.withOtp': 'Sign in with OTP',
  'auth.signIn.goBack': 'Go Back',
  'auth.demo.otp': 'For demo purpose use otp {{secret}}',
  'auth.social.appleLoading': 'Loading Apple Login...',
  'auth.existingUser.title': 'Is it you?',
  'auth.otp.verify': 'Verify',
  'auth.otp.resend': 'Resend',
  'auth.toast.loggedIn': 'Logged in successfully',
  'auth.toast.signedUp': 'Signup successfully.',
  'auth.failure.title': 'Sorry, Something Went Wrong',
  'auth.failure.description': 'Please try again after some time or Contact with our support team.',
  'auth.logout.confirm': 'Are you sure you want to  logout?',
  'auth.logout.toast': 'Logout successful.',
  'auth.validation.emailOrPhoneRequired': 'Email or phone number is required',
  'auth.validation.emailOrPhoneInvalid': 'Must be a valid email or phone number',
  'auth.validation.passwordTooShort': 'Password is too short - should be 6 chars minimum.',
  'auth.validation.phoneRequired': 'Please give a phone number',
  'auth.validation.phoneTooShort': 'Number must be 10 digits',
  'auth.validation.nameRequired': 'First name is required',
  'auth.validation.emailRequired': 'Email is required',
  'auth.validation.passwordsMustMatch': 'Passwords must match',
  'auth.validation.termsRequired': 'You must accept the terms and conditions',
  'auth.validation.forgotPhoneDigits': 'Phone number must be exactly 10 digits',
  'auth.validation.forgotEmailInvalid': 'Please enter a valid email address',
  'auth.validation.otpEmpty': 'field is empty',
  'wishlist.title': 'Wishlist',
  'wishlist.empty': 'No favourite {{kind}} found',
  'wishlist.toast.notLoggedIn': 'You are not logged in',
  'wishlist.confirm.remove': 'Are you sure you want to delete this item?',
  'common.error.sessionExpired': 'Your account is inactive or Your token has been expired',
};

/** Keys the machines name. */
const USED_KEYS = [
  ...Object.values(OTP_KEYS),
  ...Object.values(AUTH_MODAL_KEYS),
  ...Object.values(FORGOT_PASSWORD_KEYS),
  ...Object.values(LOGOUT_KEYS),
  ...Object.values(WISHLIST_KEYS),
  SESSION_EXPIRED_KEY,
];

const ARABIC = /[\u0600-\u06FF]/;

describe('areas auth and wishlist', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s is the spec text', (key, text) => {
    expect(catalogs.en[key]).toBe(text);
    expect(catalogs.ar[key]).toMatch(ARABIC);
  });

  it.each(USED_KEYS)('%s exists in English and Arabic', (key) => {
    expect(catalogs.en[key]).toBeTruthy();
    expect(catalogs.ar[key]).toMatch(ARABIC);
  });

  it('every Arabic text is Arabic and keeps the placeholders', () => {
    for (const area of [auth, wishlist]) {
      for (const [key, en] of Object.entries(area.en)) {
        const ar = (area.ar as Record<string, string>)[key]!;
        expect(ar, key).toMatch(ARABIC);
        const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
        expect(placeholders(ar), key).toEqual(placeholders(en as string));
      }
    }
  });

  it('fills the placeholders', () => {
    expect(translate('en', 'auth.demo.otp', { secret: '123456' })).toBe(
      'For demo purpose use otp 123456',
    );
    expect(
      translate('en', 'wishlist.empty', { kind: translate('en', 'wishlist.kind.stores') }),
    ).toBe('No favourite stores found');
    expect(
      translate('ar', 'wishlist.empty', { kind: translate('ar', 'wishlist.kind.items') }),
    ).toBe('لا توجد منتجات في المفضّلة');
  });
});
