/**
 * Accounts and the unified auth answer (reference §4.9): `{token, is_phone_verified,
 * is_email_verified, is_personal_info, is_exist_user, login_type, email}`.
 *
 * `answerFor` decides what a customer who just proved who they are gets:
 * - no name yet (`is_personal_info: 0`): no token; a proof of the sign-in is kept for 10 minutes
 *   so that `auth/update-info`, which carries no token, only completes an account that was just
 *   signed in to (the v1 API trusts any caller there);
 * - phone verification on (`phone_verification_status`) and the phone not verified: an SMS code
 *   is sent and no token; then the same for the e-mail (`email_verification_status`);
 * - otherwise a new token, and the guest's cart moves to the customer (guest-merge.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { otpRecords, users } from '../db/schema.js';
import type { Database } from '../db/client.js';
import type { BusinessSettings } from '../config/settings.js';
import { issueOtp, type OtpPurpose } from './otp.js';
import { queueMessage } from './outbox.js';
import { mergeGuestCart } from './guest-merge.js';
import { issueToken } from './tokens.js';
import type { LoginType } from '@storefront/core/domain/auth';

export type UserRow = typeof users.$inferSelect;

export interface AuthAnswer {
  token: string | null;
  is_phone_verified: 0 | 1;
  is_email_verified: 0 | 1;
  is_personal_info: 0 | 1;
  is_exist_user: { id: number; name: string; image: string | null } | null;
  login_type: LoginType;
  email: string | null;
}

export const PROOF_TTL_MS = 10 * 60_000;

export const fullName = (user: Pick<UserRow, 'fName' | 'lName'>) =>
  [user.fName, user.lName].filter((p) => p && p.trim() !== '').join(' ');

/** `Sara Al Haddad` → `Sara`, `Al Haddad` (split on the first space). */
export function splitName(name: string): { fName: string; lName: string | null } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space < 0) return { fName: trimmed, lName: null };
  return { fName: trimmed.slice(0, space), lName: trimmed.slice(space + 1) };
}

/** A fresh referral code: 10 characters of A–Z and 0–9. */
export function newRefCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

export async function userByPhone(db: Database, phone: string) {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function userByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function userById(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export function otpMessage(code: string, purpose: OtpPurpose, business: string) {
  const what =
    purpose === 'password_reset'
      ? 'password reset code'
      : purpose === 'otp_login'
        ? 'sign-in code'
        : 'verification code';
  return {
    subject: `${business} ${what}`,
    body: `Your ${business} ${what} is ${code}. It expires in 5 minutes. Never share it with anyone.`,
  };
}

/** Sends a code to a phone (SMS) or an e-mail; `deliver: false` makes and locks it unsent. */
export async function sendOtp(
  db: Database,
  input: {
    purpose: OtpPurpose;
    channel: 'sms' | 'email';
    destination: string;
    now: Date;
    business: string;
    deliver: boolean;
  },
) {
  await issueOtp(db, {
    purpose: input.purpose,
    destination: input.destination,
    now: input.now,
    deliver: input.deliver
      ? (tx, code) =>
          queueMessage(
            tx,
            {
              channel: input.channel,
              destination: input.destination,
              ...otpMessage(code, input.purpose, input.business),
            },
            input.now,
          )
      : null,
  });
}

/** Sends a verification code unless one was sent less than 60 s ago (that one still works). */
async function sendVerification(db: Database, input: Parameters<typeof sendOtp>[1]): Promise<void> {
  try {
    await sendOtp(db, input);
  } catch (error) {
    const code = (error as { errors?: { code: string }[] }).errors?.[0]?.code;
    if (code !== 'otp') throw error;
  }
}

const proofDestination = (userId: number) => `user:${userId}`;

/** Records that `userId` just signed in without a name (see above). */
export async function recordProof(db: Database, userId: number, now: Date) {
  const values = {
    codeHash: 'proof',
    expiresAt: new Date(now.getTime() + PROOF_TTL_MS),
    resendAvailableAt: now,
    failedAttempts: 0,
    blockedUntil: null,
    consumedAt: null,
    updatedAt: now,
  };
  await db
    .insert(otpRecords)
    .values({
      purpose: 'profile_update',
      destination: proofDestination(userId),
      ...values,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [otpRecords.purpose, otpRecords.destination],
      set: values,
    });
}

/** Consumes the proof of `userId`; false when there is none (or it expired). */
export async function consumeProof(db: Database, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpRecords)
    .set({ consumedAt: now, updatedAt: now })
    .where(
      and(
        eq(otpRecords.purpose, 'profile_update'),
        eq(otpRecords.destination, proofDestination(userId)),
        isNull(otpRecords.consumedAt),
        gt(otpRecords.expiresAt, now),
      ),
    )
    .returning({ id: otpRecords.id });
  return rows.length > 0;
}

export interface AnswerContext {
  db: Database;
  settings: BusinessSettings;
  now: Date;
  guestId: string | null;
  loginType: LoginType;
}

/** The answer for `user` (see the file comment). */
export async function answerFor(ctx: AnswerContext, user: UserRow): Promise<AuthAnswer> {
  const { db, settings, now } = ctx;
  const base = {
    is_phone_verified: user.isPhoneVerified ? 1 : 0,
    is_email_verified: user.isEmailVerified ? 1 : 0,
    is_exist_user: null,
    login_type: ctx.loginType,
    email: user.email,
  } as const;
  if (!user.fName || user.fName.trim() === '') {
    await recordProof(db, user.id, now);
    return { ...base, token: null, is_personal_info: 0 };
  }
  const checks = settings.centralize_login;
  const business = settings.business_name;
  if (checks.phone_verification_status === 1 && !user.isPhoneVerified && user.phone) {
    await sendVerification(db, {
      purpose: 'phone_verification',
      channel: 'sms',
      destination: user.phone,
      now,
      business,
      deliver: true,
    });
    return { ...base, token: null, is_personal_info: 1 };
  }
  if (checks.email_verification_status === 1 && !user.isEmailVerified && user.email) {
    await sendVerification(db, {
      purpose: 'email_verification',
      channel: 'email',
      destination: user.email,
      now,
      business,
      deliver: true,
    });
    return { ...base, token: null, is_personal_info: 1 };
  }
  const token = await db.transaction(async (tx) => {
    const issued = await issueToken(tx, user.id, now);
    await mergeGuestCart(tx, ctx.guestId, user.id);
    return issued;
  });
  return { ...base, token, is_personal_info: 1 };
}
