import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translate } from '../i18n/index.js';
import {
  bytesDataUrl,
  dataUrlBytes,
  extensionOf,
  freshProfileUpdate,
  fromBase64,
  isOngoingOrder,
  isOngoingTrip,
  ONGOING_ORDER_STATUSES,
  PHOTO_PROBLEM_KEYS,
  phoneInputValue,
  photoKindOf,
  photoProblem,
  PROFILE_PHOTO_MAX_BYTES,
  profileChanges,
  profileFormValuesOf,
  profileFormView,
  profileName,
  profileUpdateOf,
  profileUpdateOutcome,
  profileVerifyBody,
  sniffFileKind,
  toBase64,
  verificationDestination,
  type ProfilePhoto,
  type ProfileSource,
} from './profile.js';
import { ORDER_STATUSES } from './order-status.js';
import { TRIP_STATUSES } from './rental-trip.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (s: string) => Uint8Array.from([...s].map((ch) => ch.charCodeAt(0)));

/** The first bytes of each kind of file. */
const HEADS = {
  jpeg: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46),
  png: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13),
  gif: text('GIF89a\x01\x00\x01\x00'),
  webp: text('RIFF\x24\x00\x00\x00WEBPVP8 '),
  avif: text('\x00\x00\x00\x1cftypavif\x00\x00'),
  pdf: text('%PDF-1.7\n%'),
};

const sara: ProfileSource = {
  f_name: 'Sara',
  l_name: 'Al Haddad',
  email: 'sara@example.com',
  phone: '+971500000001',
  is_email_verified: 1,
  is_phone_verified: 1,
};

const photo: ProfilePhoto = {
  name: 'me.png',
  type: 'image/png',
  size: 12,
  dataUrl: bytesDataUrl(HEADS.png, 'image/png'),
};

describe('the photo', () => {
  it('tells a file by its first bytes, whatever its name', () => {
    for (const [kind, head] of Object.entries(HEADS)) expect(sniffFileKind(head), kind).toBe(kind);
    expect(sniffFileKind(text('hello world'))).toBe('unknown');
    expect(sniffFileKind(bytes())).toBe('unknown');
    expect(photoKindOf(HEADS.jpeg)).toBe('jpeg');
    expect(photoKindOf(HEADS.gif)).toBe('gif');
    for (const refused of [HEADS.webp, HEADS.avif, HEADS.pdf, text('<svg')]) {
      expect(photoKindOf(refused)).toBeNull();
    }
  });

  it('takes JPG, PNG, JPEG and GIF up to 2 MB, and refuses AVIF, WebP and PDF with the alert', () => {
    for (const name of ['a.jpg', 'b.PNG', 'c.jpeg', 'd.gif']) {
      expect(photoProblem({ name, type: '', size: 100 }), name).toBeNull();
    }
    expect(photoProblem({ name: 'a.avif', type: 'image/avif', size: 100 })).toBe('unsupported');
    expect(photoProblem({ name: 'a.webp', type: 'image/webp', size: 100 })).toBe('unsupported');
    expect(photoProblem({ name: 'a.pdf', type: 'application/pdf', size: 100 })).toBe('unsupported');
    // A PDF renamed .jpg: its bytes give it away.
    expect(photoProblem({ name: 'scan.jpg', type: 'image/jpeg', size: 100, head: HEADS.pdf })).toBe(
      'unsupported',
    );
    // A .png named file declared as WebP.
    expect(photoProblem({ name: 'x.png', type: 'image/webp', size: 100 })).toBe('unsupported');
    expect(photoProblem({ name: 'me.png', type: 'image/png', size: 0 })).toBe('empty');
    expect(photoProblem({ name: 'me.png', type: 'image/png', size: PROFILE_PHOTO_MAX_BYTES })).toBe(
      null,
    );
    expect(
      photoProblem({ name: 'me.png', type: 'image/png', size: PROFILE_PHOTO_MAX_BYTES + 1 }),
    ).toBe('tooLarge');
    expect(translate('en', PHOTO_PROBLEM_KEYS.unsupported)).toBe(
      'Only JPG, PNG, JPEG or GIF images are supported.',
    );
    expect(extensionOf('photo.final.JPEG')).toBe('jpeg');
    expect(extensionOf('noextension')).toBe('');
  });

  it('is refused above 2 MB and taken at or below it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 * PROFILE_PHOTO_MAX_BYTES }), (size) => {
        const problem = photoProblem({ name: 'me.gif', type: 'image/gif', size, head: HEADS.gif });
        expect(problem).toBe(size > PROFILE_PHOTO_MAX_BYTES ? 'tooLarge' : null);
      }),
    );
  });

  it('keeps its bytes through base64 and a data URL (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (data) => {
        const encoded = toBase64(data);
        expect(encoded).toBe(Buffer.from(data).toString('base64'));
        expect(fromBase64(encoded)).toEqual(data);
        expect(dataUrlBytes(bytesDataUrl(data, 'image/gif'))).toEqual(data);
      }),
    );
    expect(fromBase64('not base64!')).toBeNull();
    expect(dataUrlBytes('https://example.com/a.png')).toBeNull();
  });
});

describe('the phone input', () => {
  it('keeps only digits and an optional leading + (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const value = phoneInputValue(typed);
        expect(value).toMatch(/^\+?\d*$/);
        expect(value.replace('+', '')).toBe(typed.replace(/\D/g, ''));
        expect(value.startsWith('+')).toBe(typed.trimStart().startsWith('+'));
        expect(phoneInputValue(value)).toBe(value);
      }),
    );
    expect(phoneInputValue(' +971 (50) 000-0001')).toBe('+971500000001');
    expect(phoneInputValue('050+1a2')).toBe('05012');
  });
});

describe('the form', () => {
  it('shows the password only with manual login and the verified icons by status', () => {
    const on = { centralize_login: { manual_login_status: 1 } };
    expect(profileFormView(on, sara)).toEqual({
      showsPassword: true,
      emailVerified: true,
      phoneVerified: true,
      phoneChangeable: false,
    });
    const unverified = { ...sara, is_email_verified: '0', is_phone_verified: 0 };
    expect(profileFormView({ centralize_login: { manual_login_status: 0 } }, unverified)).toEqual({
      showsPassword: false,
      emailVerified: false,
      phoneVerified: false,
      phoneChangeable: true,
    });
    expect(profileFormView(null, { ...sara, is_email_verified: '1' }).emailVerified).toBe(true);
  });

  it('starts from the profile, the password empty', () => {
    expect(profileFormValuesOf(sara)).toEqual({
      name: 'Sara Al Haddad',
      email: 'sara@example.com',
      phone: '+971500000001',
      password: '',
      confirm_password: '',
    });
    expect(profileName({ f_name: ' Omar ', l_name: null })).toBe('Omar');
    expect(profileFormValuesOf({ ...sara, email: null }).email).toBe('');
  });
});

describe('the update', () => {
  const same = { name: 'Sara Al Haddad', email: 'sara@example.com', phone: '+971500000001' };

  it('is nothing when nothing changed (an e-mail in other capitals is the same)', () => {
    expect(profileUpdateOf({ ...same, password: null }, sara, null)).toBeNull();
    expect(
      profileUpdateOf({ ...same, email: 'SARA@example.com', password: null }, sara, null),
    ).toBeNull();
  });

  it('sends the whole form, a new e-mail (else phone) as the change to confirm', () => {
    expect(profileUpdateOf({ ...same, name: 'Sara H', password: null }, sara, null)).toEqual({
      ...same,
      name: 'Sara H',
    });
    expect(profileUpdateOf({ ...same, password: 'Lantern-Blue-9' }, sara, photo)).toEqual({
      ...same,
      password: 'Lantern-Blue-9',
      image: photo,
    });
    const both = { ...same, email: 'new@example.com', phone: '+971500000009', password: null };
    expect(profileUpdateOf(both, sara, null)?.button_type).toBe('email');
    expect(
      profileUpdateOf({ ...same, phone: '+971500000009', password: null }, sara, null)?.button_type,
    ).toBe('phone');
    expect(profileChanges(both, sara, null)).toEqual({
      name: false,
      email: true,
      phone: true,
      password: false,
      image: false,
    });
  });

  it('reads a code sent from the answer, else the update is done', () => {
    expect(
      profileUpdateOutcome({
        verification_on: 'email',
        verification_medium: 'email',
        otp_send: true,
        message: 'OTP sent',
      }),
    ).toEqual({ kind: 'otp', on: 'email', medium: 'email', message: 'OTP sent' });
    expect(
      profileUpdateOutcome({
        verification_on: 'phone',
        verification_medium: 'firebase',
        otp_send: 1,
      }),
    ).toEqual({ kind: 'otp', on: 'phone', medium: 'firebase', message: null });
    expect(profileUpdateOutcome({ verification_on: 'phone', verification_medium: 'SMS' })).toEqual({
      kind: 'otp',
      on: 'phone',
      medium: 'SMS',
      message: null,
    });
    expect(profileUpdateOutcome({ message: 'Updated successfully.' })).toEqual({
      kind: 'updated',
      message: 'Updated successfully.',
    });
    expect(profileUpdateOutcome({ verification_on: 'phone', otp_send: false })).toEqual({
      kind: 'updated',
      message: null,
    });
    expect(profileUpdateOutcome(null)).toEqual({ kind: 'updated', message: null });
  });

  it('verifies with the same update, the code and Firebase session; a resend drops them', () => {
    const body = profileUpdateOf(
      { ...same, email: 'new@example.com', password: null },
      sara,
      null,
    )!;
    expect(verificationDestination(body, 'email')).toBe('new@example.com');
    expect(verificationDestination(body, 'phone')).toBe('+971500000001');
    const email = profileVerifyBody(body, 'email', 'email', '123456', 'ignored');
    expect(email).toEqual({
      ...body,
      otp: '123456',
      verification_on: 'email',
      verification_medium: 'email',
    });
    const firebase = profileVerifyBody(body, 'phone', 'firebase', '654321', 'session-1');
    expect(firebase.session_info).toBe('session-1');
    expect(freshProfileUpdate(firebase)).toEqual(body);
  });
});

describe('account deletion', () => {
  it('is refused while an order is ongoing: the reference statuses', () => {
    expect(ONGOING_ORDER_STATUSES).toEqual([
      'pending',
      'accepted',
      'confirmed',
      'processing',
      'handover',
      'picked_up',
    ]);
    for (const status of ORDER_STATUSES) {
      expect(isOngoingOrder(status), status).toBe(ONGOING_ORDER_STATUSES.includes(status));
    }
    expect(isOngoingOrder('delivered')).toBe(false);
    expect(isOngoingTrip('ongoing')).toBe(true);
    expect(isOngoingTrip('completed')).toBe(false);
    expect(TRIP_STATUSES.filter(isOngoingTrip)).toEqual([
      'pending',
      'confirmed',
      'ongoing',
      'processing',
      'waiting',
    ]);
  });
});
