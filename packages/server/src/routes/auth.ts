/**
 * Customer authentication (reference §1.2, §4.9, §6.8): `auth/login` (manual, otp, social),
 * `auth/sign-up`, `auth/verify-phone`, `auth/update-info`, `auth/forgot-password`,
 * `auth/verify-token`, `auth/reset-password` (PUT), `auth/firebase-verify-token`, and the legacy
 * `auth/social-login` and `auth/social-register`.
 *
 * - Bad credentials, missing account alike: 401 `auth-001` 'User credential does not match' (a
 *   missing account costs the same scrypt time); failed password sign-ins slow down further
 *   ones per (account, client address), per account and per address, never locking the right
 *   password out for long (auth/rate-limit.ts, 429 with Retry-After); OTP sign-in ignores them.
 * - An OTP request and forgot-password answer the same whether or not an account exists: a code
 *   is made and locked for 60 s either way, and only sent to an existing account (an OTP sign-in
 *   to a new phone creates the account, so it is always sent).
 * - Codes: auth/otp.ts (405 `otp`, `otp_temp_blocked`, `otp_block_time`). A wrong code: 404
 *   `otp` 'OTP does not match' (verify-phone, OTP sign-in), 400 `invalid` 'Invalid OTP.'
 *   (verify-token, reset-password).
 * - Every token issued with a `guest_id` takes the guest's cart along (auth/guest-merge.ts).
 */
import { Hono } from 'hono';
import { translator } from '@storefront/core/i18n/index';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { loadSettings, type BusinessSettings } from '../config/settings.js';
import { type AppContext, type AppEnv, getDb } from '../http/env.js';
import { fail } from '../http/errors.js';
import { readBody, validate } from '../http/validate.js';
import {
  answerFor,
  consumeProof,
  fullName,
  newRefCode,
  sendOtp,
  splitName,
  userByEmail,
  userByPhone,
  type AuthAnswer,
  type UserRow,
} from '../auth/accounts.js';
import { clientAddress } from '../auth/guard.js';
import { checkOtp, type OtpCheck } from '../auth/otp.js';
import {
  hashPassword,
  passwordProblem,
  verifyAgainstNothing,
  verifyPassword,
} from '../auth/password.js';
import {
  clearPairFailures,
  LoginSlowDownError,
  loginKeys,
  recordLoginFailure,
  refuseWhenBlocked,
} from '../auth/rate-limit.js';
import {
  firebaseVerifyRequest,
  forgotPasswordRequest,
  loginRequest,
  resetPasswordRequest,
  signUpRequest,
  socialLoginRequest,
  socialRegisterRequest,
  updateInfoRequest,
  verifyPhoneRequest,
  verifyResetTokenRequest,
  type LoginRequest,
  type LoginType,
  type SocialRequest,
} from '../auth/requests.js';
import { type SocialIdentity } from '../auth/social.js';
import { revokeAllTokens } from '../auth/tokens.js';

export const AUTH_MESSAGES = {
  credentials: 'User credential does not match',
  blocked: 'your account is blocked',
  otpMismatch: 'OTP does not match',
  otpExpired: 'OTP has expired. Please request a new one.',
  invalidReset: 'Invalid OTP.',
  expiredReset: 'The OTP has expired. Please request a new one.',
  emailTaken: 'The email has already been taken.',
  phoneTaken: 'The phone has already been taken.',
  socialNeedsPhone: 'Please enter your phone number to finish signing in.',
  confirmMismatch: 'The confirm password and password must match.',
  alreadyVerifiedPhone: 'Phone number is already verified',
  alreadyVerifiedEmail: 'Email is already verified',
  infoAlreadyUpdated: 'Your personal info is already updated.',
  verifyFirst: 'Please verify your phone number or sign in again first.',
  userNotFound: 'User not found',
  resetSent: {
    phone: 'If an account uses this phone number, a reset code has been sent to it.',
    email: 'If an account uses this email, a reset code has been sent to it.',
  },
  otpValid: 'OTP found, you can proceed',
  passwordChanged: 'Password changed successfully.',
  firebaseOff: 'Firebase phone verification is not enabled on this server.',
  firebaseFailed: 'The verification code is not valid.',
  refDisabled: 'Referral is not available.',
  refNotFound: 'Referer code not found',
} as const;

interface Scope {
  db: Database;
  now: Date;
  settings: BusinessSettings;
  /** 'The email has already been taken.' and the phone's, in the request's language. */
  taken: { email: string; phone: string };
}

async function scopeOf(c: AppContext): Promise<Scope> {
  const db = getDb(c);
  const t = translator(c.get('locale'));
  return {
    db,
    now: new Date(c.get('deps').clock.now()),
    settings: await loadSettings(db),
    taken: { email: t('profile.error.emailTaken'), phone: t('profile.error.phoneTaken') },
  };
}

const answer = (s: Scope, loginType: LoginType, guestId: string | undefined, user: UserRow) =>
  answerFor({ ...s, loginType, guestId: guestId ?? null }, user);

function refuseBlocked(user: UserRow) {
  if (!user.status) fail(403, 'auth-003', AUTH_MESSAGES.blocked);
}

/** The referring customer of `ref_code` (403 `referer_disable`, 405 `referer_code_not_found`). */
async function referrer(s: Scope, refCode: string | undefined): Promise<number | null> {
  if (!refCode) return null;
  if (s.settings.ref_earning_status !== 1) fail(403, 'referer_disable', AUTH_MESSAGES.refDisabled);
  const [row] = await s.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.refCode, refCode.toUpperCase()))
    .limit(1);
  if (!row) fail(405, 'referer_code_not_found', AUTH_MESSAGES.refNotFound);
  return row.id;
}

async function refuseTaken(
  taken: Scope['taken'],
  db: Database,
  phone: string | null | undefined,
  email: string | null | undefined,
  exceptId?: number,
) {
  if (email) {
    const other = await userByEmail(db, email);
    if (other && other.id !== exceptId) fail(403, 'email', taken.email);
  }
  if (phone) {
    const other = await userByPhone(db, phone);
    if (other && other.id !== exceptId) fail(403, 'phone', taken.phone);
  }
}

/** A unique violation from a concurrent sign-up becomes the same 403 as the checks above. */
async function insertUser(
  taken: Scope['taken'],
  db: Database,
  values: typeof users.$inferInsert,
): Promise<UserRow> {
  try {
    const [row] = await db
      .insert(users)
      .values({ refCode: newRefCode(), ...values })
      .returning();
    return row!;
  } catch (error) {
    const text = String(
      (error as { detail?: string; message?: string }).detail ?? (error as Error).message,
    );
    if (text.includes('email')) fail(403, 'email', taken.email);
    if (text.includes('phone')) fail(403, 'phone', taken.phone);
    throw error;
  }
}

function otpFailure(check: Exclude<OtpCheck, 'ok'>): never {
  fail(404, 'otp', check === 'expired' ? AUTH_MESSAGES.otpExpired : AUTH_MESSAGES.otpMismatch);
}

// ---------------------------------------------------------------- login

type LoginOf<T extends LoginType> = Extract<LoginRequest, { login_type: T }>;

async function manualLogin(c: AppContext, s: Scope, body: LoginOf<'manual'>): Promise<AuthAnswer> {
  const contact = body.contact;
  const keys = loginKeys(`${contact.kind}:${contact.value}`, clientAddress(c));
  try {
    await refuseWhenBlocked(s.db, keys, s.now);
  } catch (error) {
    if (error instanceof LoginSlowDownError)
      c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
  const user =
    contact.kind === 'email'
      ? await userByEmail(s.db, contact.value)
      : await userByPhone(s.db, contact.value);
  const matches = user?.password
    ? await verifyPassword(body.password, user.password)
    : await verifyAgainstNothing(body.password);
  if (!user || !matches) {
    await recordLoginFailure(s.db, keys, s.now);
    fail(401, 'auth-001', AUTH_MESSAGES.credentials);
  }
  await clearPairFailures(s.db, keys);
  refuseBlocked(user);
  return answer(s, 'manual', body.guest_id, user);
}

/** The answer to an OTP request: the same for every phone. */
const otpSentAnswer = (): AuthAnswer => ({
  token: null,
  is_phone_verified: 0,
  is_email_verified: 0,
  is_personal_info: 1,
  is_exist_user: null,
  login_type: 'otp',
  email: null,
});

async function otpLogin(s: Scope, body: LoginOf<'otp'>): Promise<AuthAnswer> {
  const phone = body.phone;
  if (body.verified === undefined && body.otp === undefined) {
    await sendOtp(s.db, {
      purpose: 'otp_login',
      channel: 'sms',
      destination: phone,
      now: s.now,
      business: s.settings.business_name,
      deliver: true,
    });
    return otpSentAnswer();
  }
  if (body.otp === undefined) fail(403, 'otp', 'The otp field is required.');
  const existing = await userByPhone(s.db, phone);
  const confirmation = body.verified === 'yes' || body.verified === 'no';
  const askIfItIsYou =
    existing !== undefined && !existing.isPhoneVerified && !existing.isFromPos && !confirmation;
  const check = await checkOtp(s.db, {
    purpose: 'otp_login',
    destination: phone,
    code: body.otp,
    now: s.now,
    consume: !askIfItIsYou,
  });
  if (check !== 'ok') otpFailure(check);
  if (askIfItIsYou) {
    return {
      token: null,
      is_phone_verified: 0,
      is_email_verified: existing.isEmailVerified ? 1 : 0,
      is_personal_info: existing.fName ? 1 : 0,
      is_exist_user: { id: existing.id, name: fullName(existing), image: existing.image },
      login_type: 'otp',
      email: existing.email,
    };
  }
  let user: UserRow;
  if (existing && !(body.verified === 'no' && !existing.isPhoneVerified)) {
    refuseBlocked(existing);
    [user] = (await s.db
      .update(users)
      .set({ isPhoneVerified: true, updatedAt: s.now })
      .where(eq(users.id, existing.id))
      .returning()) as [UserRow];
  } else {
    user = await s.db.transaction(async (tx) => {
      // "Not me": the unverified account gives the phone up to the one who proved it.
      if (existing) await tx.update(users).set({ phone: null }).where(eq(users.id, existing.id));
      return insertUser(s.taken, tx, {
        phone,
        isPhoneVerified: true,
        loginMedium: 'otp',
        createdAt: s.now,
        updatedAt: s.now,
      });
    });
  }
  return answer(s, 'otp', body.guest_id, user);
}

async function verifiedIdentity(c: AppContext, body: SocialRequest): Promise<SocialIdentity> {
  const identity = await c.get('deps').socialVerifier.verify({
    medium: body.medium,
    token: body.token,
    uniqueId: body.unique_id,
    email: body.email ?? null,
  });
  if ('error' in identity) fail(403, 'token', identity.error);
  return identity;
}

async function socialUser(
  s: Scope,
  identity: SocialIdentity,
  medium: string,
): Promise<UserRow | undefined> {
  if (identity.email) return userByEmail(s.db, identity.email);
  const [row] = await s.db
    .select()
    .from(users)
    .where(eq(users.socialId, `${medium}:${identity.uniqueId}`))
    .limit(1);
  return row;
}

/** Creates the account of a verified social identity with the phone the customer gave. */
async function registerSocial(s: Scope, identity: SocialIdentity, medium: string, phone: string) {
  await refuseTaken(s.taken, s.db, phone, identity.email);
  const name = identity.name ? splitName(identity.name) : { fName: null, lName: null };
  return insertUser(s.taken, s.db, {
    ...name,
    email: identity.email,
    phone,
    isEmailVerified: identity.email !== null,
    loginMedium: medium,
    socialId: `${medium}:${identity.uniqueId}`,
    createdAt: s.now,
    updatedAt: s.now,
  });
}

/** The account of a social identity, now marked as reachable by that provider. */
async function linkSocial(s: Scope, user: UserRow, identity: SocialIdentity, medium: string) {
  refuseBlocked(user);
  const [row] = await s.db
    .update(users)
    .set({
      isEmailVerified: user.isEmailVerified || identity.email !== null,
      loginMedium: medium,
      socialId: user.socialId ?? `${medium}:${identity.uniqueId}`,
      updatedAt: s.now,
    })
    .where(eq(users.id, user.id))
    .returning();
  return row!;
}

async function socialLogin(c: AppContext, s: Scope, body: LoginOf<'social'>): Promise<AuthAnswer> {
  const identity = await verifiedIdentity(c, body);
  const existing = await socialUser(s, identity, body.medium);
  let user: UserRow;
  if (existing) user = await linkSocial(s, existing, identity, body.medium);
  else if (body.phone) user = await registerSocial(s, identity, body.medium, body.phone);
  else fail(403, 'email', AUTH_MESSAGES.socialNeedsPhone);
  return answer(s, 'social', body.guest_id, user);
}

// ---------------------------------------------------------------- routes

export function authRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/auth/login', async (c) => {
    const body = validate(loginRequest, await readBody(c));
    const s = await scopeOf(c);
    if (body.login_type === 'manual') return c.json(await manualLogin(c, s, body));
    if (body.login_type === 'otp') return c.json(await otpLogin(s, body));
    return c.json(await socialLogin(c, s, body));
  });

  app.post('/auth/sign-up', async (c) => {
    const body = validate(signUpRequest, await readBody(c));
    const problem = passwordProblem(body.password);
    if (problem) fail(403, 'password', problem);
    const s = await scopeOf(c);
    await refuseTaken(s.taken, s.db, body.phone, body.email);
    const refBy = await referrer(s, body.ref_code);
    const user = await insertUser(s.taken, s.db, {
      ...splitName(body.name),
      email: body.email ?? null,
      phone: body.phone,
      password: await hashPassword(body.password),
      loginMedium: 'manual',
      refBy,
      createdAt: s.now,
      updatedAt: s.now,
    });
    return c.json(await answer(s, 'manual', body.guest_id, user));
  });

  app.post('/auth/verify-phone', async (c) => {
    const body = validate(verifyPhoneRequest, await readBody(c));
    const kind = body.verification_type;
    const s = await scopeOf(c);
    // A phone code may name the account by its e-mail (a customer who signed in with it).
    const found =
      kind === 'email'
        ? await userByEmail(s.db, body.email!)
        : body.phone
          ? await userByPhone(s.db, body.phone)
          : await userByEmail(s.db, body.email!);
    const destination = kind === 'email' ? body.email! : (body.phone ?? found?.phone ?? '');
    if (found && (kind === 'phone' ? found.isPhoneVerified : found.isEmailVerified)) {
      return c.json({
        message:
          kind === 'phone'
            ? AUTH_MESSAGES.alreadyVerifiedPhone
            : AUTH_MESSAGES.alreadyVerifiedEmail,
      });
    }
    const check = await checkOtp(s.db, {
      purpose: kind === 'phone' ? 'phone_verification' : 'email_verification',
      destination,
      code: body.otp,
      now: s.now,
      consume: true,
    });
    if (check !== 'ok') otpFailure(check);
    if (!found) otpFailure('mismatch');
    refuseBlocked(found);
    const [user] = await s.db
      .update(users)
      .set(
        kind === 'phone'
          ? { isPhoneVerified: true, updatedAt: s.now }
          : { isEmailVerified: true, updatedAt: s.now },
      )
      .where(eq(users.id, found.id))
      .returning();
    return c.json(await answer(s, body.login_type, body.guest_id, user!));
  });

  app.post('/auth/update-info', async (c) => {
    const body = validate(updateInfoRequest, await readBody(c));
    const s = await scopeOf(c);
    const byEmail = body.login_type === 'social' || (body.login_type === 'manual' && !body.phone);
    const key = byEmail ? body.email : body.phone;
    if (!key)
      fail(
        403,
        byEmail ? 'email' : 'phone',
        `The ${byEmail ? 'email' : 'phone'} field is required.`,
      );
    const found = byEmail ? await userByEmail(s.db, key) : await userByPhone(s.db, key);
    if (!found) fail(404, 'user', AUTH_MESSAGES.userNotFound);
    refuseBlocked(found);
    if (found.fName && found.fName.trim() !== '')
      fail(403, 'name', AUTH_MESSAGES.infoAlreadyUpdated);
    const phone = byEmail ? (body.phone ?? found.phone) : found.phone;
    const email = byEmail ? found.email : (body.email ?? found.email);
    if (!phone) fail(403, 'phone', 'The phone field is required.');
    await refuseTaken(s.taken, s.db, phone, email, found.id);
    const refBy = await referrer(s, body.ref_code);
    const updated = await s.db.transaction(async (tx) => {
      if (!(await consumeProof(tx, found.id, s.now)))
        fail(403, 'verification', AUTH_MESSAGES.verifyFirst);
      const [row] = await tx
        .update(users)
        .set({
          ...splitName(body.name),
          phone,
          email,
          isPhoneVerified: phone === found.phone ? found.isPhoneVerified : false,
          refBy: found.refBy ?? refBy,
          updatedAt: s.now,
        })
        .where(eq(users.id, found.id))
        .returning();
      return row!;
    });
    return c.json(await answer(s, body.login_type, body.guest_id, updated));
  });

  app.post('/auth/forgot-password', async (c) => {
    const body = validate(forgotPasswordRequest, await readBody(c));
    const target = body.target;
    const s = await scopeOf(c);
    const user =
      target.kind === 'phone'
        ? await userByPhone(s.db, target.value)
        : await userByEmail(s.db, target.value);
    await sendOtp(s.db, {
      purpose: 'password_reset',
      channel: target.kind === 'phone' ? 'sms' : 'email',
      destination: target.value,
      now: s.now,
      business: s.settings.business_name,
      deliver: user !== undefined && user.status,
    });
    return c.json({ message: AUTH_MESSAGES.resetSent[target.kind] });
  });

  async function checkReset(s: Scope, destination: string, code: string, consume: boolean) {
    const check = await checkOtp(s.db, {
      purpose: 'password_reset',
      destination,
      code,
      now: s.now,
      consume,
    });
    if (check !== 'ok') {
      fail(
        400,
        'invalid',
        check === 'expired' ? AUTH_MESSAGES.expiredReset : AUTH_MESSAGES.invalidReset,
      );
    }
  }

  app.post('/auth/verify-token', async (c) => {
    const body = validate(verifyResetTokenRequest, await readBody(c));
    const target = body.target;
    await checkReset(await scopeOf(c), target.value, body.reset_token, false);
    return c.json({ message: AUTH_MESSAGES.otpValid });
  });

  app.put('/auth/reset-password', async (c) => {
    const body = validate(resetPasswordRequest, await readBody(c));
    const target = body.target;
    const problem = passwordProblem(body.password);
    if (problem) fail(403, 'password', problem);
    const s = await scopeOf(c);
    const user =
      target.kind === 'phone'
        ? await userByPhone(s.db, target.value)
        : await userByEmail(s.db, target.value);
    await checkReset(s, target.value, body.reset_token, true);
    if (!user) fail(400, 'invalid', AUTH_MESSAGES.invalidReset);
    const hash = await hashPassword(body.password);
    await s.db.transaction(async (tx) => {
      await tx.update(users).set({ password: hash, updatedAt: s.now }).where(eq(users.id, user.id));
      await revokeAllTokens(tx, user.id, s.now);
    });
    return c.json({ message: AUTH_MESSAGES.passwordChanged });
  });

  app.post('/auth/firebase-verify-token', async (c) => {
    const body = validate(firebaseVerifyRequest, await readBody(c));
    const s = await scopeOf(c);
    const verifier = c.get('deps').firebaseVerifier;
    if (s.settings.firebase_otp_verification !== 1 || !verifier)
      fail(403, 'firebase', AUTH_MESSAGES.firebaseOff);
    const result = await verifier.verify({
      sessionInfo: body.session_info,
      phone: body.phone,
      code: body.otp,
    });
    if (result !== true)
      fail(
        403,
        'firebase',
        typeof result === 'object' ? result.error : AUTH_MESSAGES.firebaseFailed,
      );
    const existing = await userByPhone(s.db, body.phone);
    const user = existing
      ? (
          await s.db
            .update(users)
            .set({ isPhoneVerified: true, updatedAt: s.now })
            .where(eq(users.id, existing.id))
            .returning()
        )[0]!
      : await insertUser(s.taken, s.db, {
          phone: body.phone,
          isPhoneVerified: true,
          loginMedium: 'otp',
          createdAt: s.now,
          updatedAt: s.now,
        });
    refuseBlocked(user);
    return c.json(await answer(s, body.login_type, body.guest_id, user));
  });

  app.post('/auth/social-login', async (c) => {
    const body = validate(socialLoginRequest, await readBody(c));
    const identity = await verifiedIdentity(c, body);
    const s = await scopeOf(c);
    const existing = await socialUser(s, identity, body.medium);
    if (!existing) fail(403, 'email', AUTH_MESSAGES.socialNeedsPhone);
    const user = await linkSocial(s, existing, identity, body.medium);
    const result = await answer(s, 'social', body.guest_id, user);
    return c.json({
      token: result.token,
      is_phone_verified: result.is_phone_verified,
      phone: user.phone,
    });
  });

  app.post('/auth/social-register', async (c) => {
    const body = validate(socialRegisterRequest, await readBody(c));
    const identity = await verifiedIdentity(c, body);
    const s = await scopeOf(c);
    const user = await registerSocial(s, identity, body.medium, body.phone);
    const result = await answer(s, 'social', body.guest_id, user);
    return c.json({ token: result.token, is_phone_verified: result.is_phone_verified });
  });

  return app;
}
