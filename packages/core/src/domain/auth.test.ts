import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  authSettings,
  canResend,
  formatCountdown,
  freshLogin,
  identityOfLogin,
  isOtpSignIn,
  loginMode,
  loginView,
  msUntilNextSecond,
  nextAuthStep,
  OTP_RESEND_SECONDS,
  otpDeadline,
  otpDeadlineKey,
  otpVerifyCall,
  restoreDeadline,
  secondsLeft,
  signUpDestination,
  socialMediaOf,
  toAuthResponse,
  type AuthResponse,
  type LoginMode,
  type OtpSession,
} from './auth.js';

describe('loginMode (rental-and-auth §2)', () => {
  const cases: [number, number, number, LoginMode][] = [
    [1, 1, 1, 'all'],
    [1, 1, 0, 'otp_manual'],
    [0, 1, 1, 'otp_social'],
    [1, 0, 1, 'manual_social'],
    [0, 1, 0, 'otp'],
    [1, 0, 0, 'manual'],
    [0, 0, 1, 'social'],
    [0, 0, 0, 'manual'],
  ];
  it.each(cases)('manual %i, otp %i, social %i → %s', (manual, otp, social, mode) => {
    expect(
      loginMode({
        manual_login_status: manual,
        otp_login_status: otp,
        social_login_status: social,
      }),
    ).toBe(mode);
  });

  it('reads 1, "1" and true as on; absent as off', () => {
    expect(loginMode({ manual_login_status: '1', otp_login_status: true })).toBe('otp_manual');
    expect(loginMode(null)).toBe('manual');
  });
});

describe('loginView', () => {
  it("offers 'Sign in with OTP' where there is a password form and OTP", () => {
    expect(loginView('all', false)).toEqual({
      manualForm: true,
      otpForm: false,
      socialButtons: true,
      signInWithOtp: true,
      goBack: false,
    });
    expect(loginView('otp_manual', false).signInWithOtp).toBe(true);
    for (const mode of ['otp_social', 'manual_social', 'otp', 'manual', 'social'] as const) {
      expect(loginView(mode, false).signInWithOtp, mode).toBe(false);
    }
  });

  it("the OTP-only view shows the phone form and 'Go Back'", () => {
    expect(loginView('all', true)).toEqual({
      manualForm: false,
      otpForm: true,
      socialButtons: false,
      signInWithOtp: false,
      goBack: true,
    });
    // Modes without the switch ignore it.
    expect(loginView('otp_social', true)).toEqual(loginView('otp_social', false));
  });

  it('shows the OTP phone form at once when there is no password form', () => {
    expect(loginView('otp_social', false)).toMatchObject({ otpForm: true, socialButtons: true });
    expect(loginView('otp', false)).toMatchObject({ otpForm: true, socialButtons: false });
    expect(loginView('social', false)).toMatchObject({ manualForm: false, otpForm: false });
  });
});

describe('authSettings', () => {
  it('reads the configuration', () => {
    expect(
      authSettings({
        centralize_login: {
          manual_login_status: 1,
          otp_login_status: 1,
          social_login_status: 1,
          google_login_status: 1,
          facebook_login_status: 0,
          apple_login_status: 1,
          phone_verification_status: 1,
          email_verification_status: 0,
        },
        firebase_otp_verification: 0,
        country_picker_status: 0,
        demo: true,
      }),
    ).toEqual({
      mode: 'all',
      socialMedia: ['google', 'apple'],
      phoneVerification: true,
      emailVerification: false,
      firebaseOtp: false,
      countryPicker: false,
      demo: true,
    });
    expect(authSettings(undefined)).toMatchObject({ mode: 'manual', countryPicker: true });
  });

  it('falls back to the social_login list', () => {
    expect(
      socialMediaOf({
        centralize_login: { social_login_status: 1 },
        social_login: [
          { login_medium: 'google', status: 1 },
          { login_medium: 'facebook', status: 0 },
        ],
        apple_login: [{ login_medium: 'apple', status: 1 }],
      }),
    ).toEqual(['google', 'apple']);
    expect(
      socialMediaOf({ centralize_login: { social_login_status: 0, google_login_status: 1 } }),
    ).toEqual([]);
  });
});

describe('toAuthResponse', () => {
  it('reads the unified body', () => {
    expect(
      toAuthResponse({
        token: null,
        is_phone_verified: 0,
        is_email_verified: 1,
        is_personal_info: 1,
        is_exist_user: { id: 4, name: 'Sara Ahmed', image: 'http://x/4.png' },
        login_type: 'otp',
        email: null,
      }),
    ).toEqual({
      token: null,
      isPhoneVerified: false,
      isEmailVerified: true,
      isPersonalInfo: true,
      existingUser: { id: 4, name: 'Sara Ahmed', image: 'http://x/4.png' },
      loginType: 'otp',
      email: null,
    });
  });

  it('tolerates the legacy social answer and garbage', () => {
    expect(toAuthResponse({ token: 'tk', is_phone_verified: 1 })).toEqual({
      token: 'tk',
      isPhoneVerified: true,
      isEmailVerified: true,
      isPersonalInfo: true,
      existingUser: null,
      loginType: null,
      email: null,
    });
    expect(toAuthResponse('oops').token).toBeNull();
    expect(toAuthResponse({ is_exist_user: { f_name: 'Sara', l_name: 'A' } }).existingUser).toEqual(
      {
        id: null,
        name: 'Sara A',
        image: null,
      },
    );
  });
});

const base: AuthResponse = {
  token: 'tk',
  isPhoneVerified: true,
  isEmailVerified: true,
  isPersonalInfo: true,
  existingUser: null,
  loginType: 'manual',
  email: null,
};
const on = { phoneVerification: true, emailVerification: true, firebaseOtp: false };
const off = { phoneVerification: false, emailVerification: false, firebaseOtp: false };

describe('nextAuthStep (rental-and-auth §4 after login)', () => {
  it('personal info missing → user_info, before anything else', () => {
    const user = { id: 1, name: 'S', image: null };
    expect(
      nextAuthStep({ ...base, isPersonalInfo: false, existingUser: user, token: null }, on),
    ).toEqual({
      step: 'user_info',
    });
  });

  it('an existing account → is_exist_user with its name and image', () => {
    const user = { id: 1, name: 'Sara', image: 'i.png' };
    expect(nextAuthStep({ ...base, token: null, existingUser: user }, on)).toEqual({
      step: 'is_exist_user',
      user,
    });
  });

  it('a token with both verified (or the checks off) → done', () => {
    expect(nextAuthStep(base, on)).toEqual({ step: 'done', token: 'tk' });
    expect(nextAuthStep({ ...base, isPhoneVerified: false, isEmailVerified: false }, off)).toEqual({
      step: 'done',
      token: 'tk',
    });
  });

  it('otherwise an OTP: by phone, by Firebase, or by e-mail', () => {
    const unverified = { ...base, token: null, isPhoneVerified: false };
    expect(nextAuthStep(unverified, on)).toEqual({ step: 'otp', channel: 'phone' });
    expect(nextAuthStep(unverified, { ...on, firebaseOtp: true })).toEqual({
      step: 'otp',
      channel: 'firebase',
    });
    // OTP sign-in: the server sends a code even with phone verification off.
    expect(nextAuthStep({ ...unverified, loginType: 'otp' }, off)).toEqual({
      step: 'otp',
      channel: 'phone',
    });
    expect(nextAuthStep({ ...base, token: null, isEmailVerified: false }, on)).toEqual({
      step: 'otp',
      channel: 'email',
    });
    expect(nextAuthStep({ ...base, isEmailVerified: false }, on)).toEqual({
      step: 'otp',
      channel: 'email',
    });
  });

  it('no token and nothing to verify → invalid', () => {
    expect(nextAuthStep({ ...base, token: null }, on)).toEqual({ step: 'invalid' });
  });

  it('never finishes without a token, and always finishes with a verified token', () => {
    const arbitrary = fc.record({
      token: fc.option(fc.constant('tk'), { nil: null }),
      isPhoneVerified: fc.boolean(),
      isEmailVerified: fc.boolean(),
      isPersonalInfo: fc.boolean(),
      existingUser: fc.option(fc.constant({ id: 1, name: 'S', image: null }), { nil: null }),
      loginType: fc.constantFrom('manual' as const, 'otp' as const, 'social' as const, null),
      email: fc.constant(null),
    });
    const settings = fc.record({
      phoneVerification: fc.boolean(),
      emailVerification: fc.boolean(),
      firebaseOtp: fc.boolean(),
    });
    fc.assert(
      fc.property(arbitrary, settings, (response, s) => {
        const step = nextAuthStep(response, s);
        if (step.step === 'done') expect(response.token).toBe('tk');
        if (step.step === 'otp' && step.channel !== 'email') {
          expect(response.isPhoneVerified).toBe(false);
          expect(step.channel).toBe(s.firebaseOtp ? 'firebase' : 'phone');
        }
        const verified =
          (response.isPhoneVerified || !s.phoneVerification) &&
          (response.isEmailVerified || !s.emailVerification);
        if (response.isPersonalInfo && !response.existingUser && response.token && verified) {
          expect(step.step).toBe('done');
        }
      }),
    );
  });
});

describe('signUpDestination', () => {
  it('/interest with a stored zone outside parcel, else /home', () => {
    expect(signUpDestination(true, 'grocery')).toBe('/interest');
    expect(signUpDestination(true, null)).toBe('/interest');
    expect(signUpDestination(true, 'parcel')).toBe('/home');
    expect(signUpDestination(false, 'food')).toBe('/home');
  });
});

describe('OTP countdown (60 s, an absolute deadline)', () => {
  const time = fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 });
  const offset = fc.integer({ min: -120_000, max: 120_000 });

  it('starts at 60 and ends at 0', () => {
    const now = 1_700_000_000_000;
    const deadline = otpDeadline(now);
    expect(deadline).toBe(now + 60_000);
    expect(secondsLeft(deadline, now)).toBe(OTP_RESEND_SECONDS);
    expect(secondsLeft(deadline, now + 1)).toBe(60);
    expect(secondsLeft(deadline, now + 1000)).toBe(59);
    expect(secondsLeft(deadline, now + 59_001)).toBe(1);
    expect(secondsLeft(deadline, now + 60_000)).toBe(0);
    expect(canResend(deadline, now + 59_999)).toBe(false);
    expect(canResend(deadline, now + 60_000)).toBe(true);
    expect(secondsLeft(null, now)).toBe(0);
  });

  it('stays within 0..60, never rises as time passes, and is 0 exactly once past the deadline', () => {
    fc.assert(
      fc.property(time, offset, fc.nat(200_000), (now, off, later) => {
        const deadline = now + off;
        const left = secondsLeft(deadline, now);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(60);
        expect(secondsLeft(deadline, now + later)).toBeLessThanOrEqual(left);
        expect(left === 0).toBe(now >= deadline || off <= 0);
      }),
    );
  });

  it('each tick lowers the seconds shown by exactly one', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: 1, max: 60_000 }), (now, ahead) => {
        const deadline = now + ahead;
        const wait = msUntilNextSecond(deadline, now);
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(1000);
        expect(secondsLeft(deadline, now + wait)).toBe(secondsLeft(deadline, now) - 1);
        // …and not a millisecond earlier.
        if (wait > 1)
          expect(secondsLeft(deadline, now + wait - 1)).toBe(secondsLeft(deadline, now));
      }),
    );
  });

  it('survives a reload: a stored deadline gives the same countdown', () => {
    fc.assert(
      fc.property(
        time,
        fc.integer({ min: 0, max: 60_000 }),
        fc.nat(90_000),
        (sentAt, elapsed, _) => {
          const deadline = otpDeadline(sentAt);
          const now = sentAt + elapsed;
          const restored = restoreDeadline(String(deadline), now);
          expect(secondsLeft(restored, now)).toBe(secondsLeft(deadline, now));
        },
      ),
    );
  });

  it('a restored deadline never locks longer than 60 s; garbage and the past give none', () => {
    fc.assert(
      fc.property(time, fc.nat(10_000_000), (now, ahead) => {
        const restored = restoreDeadline(String(now + ahead), now);
        if (ahead === 0) expect(restored).toBeNull();
        else expect(secondsLeft(restored, now)).toBeLessThanOrEqual(60);
      }),
    );
    const now = 1_700_000_000_000;
    expect(restoreDeadline(null, now)).toBeNull();
    expect(restoreDeadline('soon', now)).toBeNull();
    expect(restoreDeadline('-5', now)).toBeNull();
    expect(restoreDeadline(String(now - 1), now)).toBeNull();
    expect(restoreDeadline(String(now + 3_600_000), now)).toBe(now + 60_000);
  });

  it('formats mm:ss', () => {
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('keys the deadline by purpose and destination', () => {
    expect(otpDeadlineKey('login', '+971500000001')).toBe(
      'otp_resend_deadline:login:+971500000001',
    );
  });
});

describe('auth calls', () => {
  const session: OtpSession = {
    purpose: 'login',
    channel: 'phone',
    destination: '+971500000001',
    identity: { phone: '+971500000001' },
    loginType: 'otp',
    guestId: 'g-1',
    resend: null,
  };

  it('verifies a sign-in code with auth/verify-phone', () => {
    expect(otpVerifyCall(session, '123456', null)).toEqual({
      op: 'verify-phone',
      body: {
        otp: '123456',
        verification_type: 'phone',
        phone: '+971500000001',
        login_type: 'otp',
        guest_id: 'g-1',
      },
    });
    expect(
      otpVerifyCall({ ...session, channel: 'email', identity: { email: 'a@b.co' } }, '1', null),
    ).toMatchObject({ op: 'verify-phone', body: { verification_type: 'email', email: 'a@b.co' } });
  });

  it('checks an OTP sign-in code with auth/login (the phone and the code)', () => {
    const signIn: OtpSession = {
      ...session,
      resend: { op: 'login', body: { login_type: 'otp', phone: '+971500000001', guest_id: 'g-1' } },
    };
    expect(isOtpSignIn(signIn)).toBe(true);
    expect(isOtpSignIn(session)).toBe(false);
    expect(isOtpSignIn({ ...signIn, purpose: 'sign-up' })).toBe(false);
    expect(otpVerifyCall(signIn, '123456', null)).toEqual({
      op: 'login',
      body: { login_type: 'otp', phone: '+971500000001', otp: '123456', guest_id: 'g-1' },
    });
  });

  it('verifies a Firebase code with auth/firebase-verify-token', () => {
    expect(otpVerifyCall({ ...session, channel: 'firebase' }, '123456', 'fb-session')).toEqual({
      op: 'firebase-verify-token',
      body: {
        session_info: 'fb-session',
        phone: '+971500000001',
        otp: '123456',
        login_type: 'otp',
        guest_id: 'g-1',
      },
    });
  });

  it('verifies a forgot-password code with auth/verify-token', () => {
    expect(otpVerifyCall({ ...session, purpose: 'forgot-password' }, '123456', null)).toEqual({
      op: 'verify-token',
      body: { verification_method: 'phone', phone: '+971500000001', reset_token: '123456' },
    });
    expect(
      otpVerifyCall(
        { ...session, purpose: 'forgot-password', channel: 'email', identity: { email: 'a@b.co' } },
        '654321',
        null,
      ),
    ).toEqual({
      op: 'verify-token',
      body: { verification_method: 'email', email: 'a@b.co', reset_token: '654321' },
    });
  });

  it('reads who a login names, and drops the answers of an earlier round', () => {
    expect(
      identityOfLogin({
        login_type: 'manual',
        email_or_phone: '971500000001',
        password: 'x',
        field_type: 'phone',
      }),
    ).toEqual({ phone: '+971500000001' });
    expect(
      identityOfLogin({
        login_type: 'manual',
        email_or_phone: 'a@b.co',
        password: 'x',
        field_type: 'email',
      }),
    ).toEqual({ email: 'a@b.co' });
    expect(
      freshLogin({ login_type: 'otp', phone: '+971500000001', otp: '123456', verified: 'yes' }),
    ).toEqual({ login_type: 'otp', phone: '+971500000001' });
    expect(
      freshLogin({
        login_type: 'social',
        medium: 'apple',
        token: 't',
        unique_id: 'u',
        verified: 'no',
      }),
    ).toEqual({ login_type: 'social', medium: 'apple', token: 't', unique_id: 'u' });
  });
});
