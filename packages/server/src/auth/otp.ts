/**
 * One-time codes (reference §6.8): 6 random digits (crypto.randomInt), stored as an HMAC-SHA-256
 * keyed with the server secret over purpose, destination and code, so a code is bound to what
 * it was sent for; valid 5 minutes; single use. A new code for the same purpose and destination
 * can be requested 60 s after the last one (405 `otp` 'Please try again after N seconds'); a
 * resend replaces the code but keeps the count of wrong tries. The 5th wrong try blocks the
 * destination for 10 minutes (405 `otp_temp_blocked` 'Too many attempts'); while blocked, every
 * try, the right code included, and every send answer 405 `otp_block_time` 'Please try again
 * after …'. The count starts again after a success or when a block ends.
 *
 * Every check and update runs in a transaction holding the row lock, so concurrent guesses are
 * counted one by one and a code is accepted once.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { otpRecords, type OTP_PURPOSES } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { ApiError, fail } from '../http/errors.js';
import { humanDuration, secondsUntil } from './duration.js';
import { serverSecret } from './secret.js';

export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const OTP_RULES = {
  length: 6,
  ttlMs: 5 * 60_000,
  resendMs: 60_000,
  maxFailures: 5,
  blockMs: 10 * 60_000,
} as const;

export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_RULES.length)).padStart(OTP_RULES.length, '0');
}

function codeHash(secret: Buffer, purpose: string, destination: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${destination}\n${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function blockedError(until: Date, now: Date): ApiError {
  return new ApiError(405, [
    {
      code: 'otp_block_time',
      message: `Please try again after ${humanDuration(secondsUntil(until, now))}`,
    },
  ]);
}

type OtpRow = typeof otpRecords.$inferSelect;

async function lockedRow(
  tx: Database,
  purpose: OtpPurpose,
  destination: string,
): Promise<OtpRow | undefined> {
  const [row] = await tx
    .select()
    .from(otpRecords)
    .where(and(eq(otpRecords.purpose, purpose), eq(otpRecords.destination, destination)))
    .for('update')
    .limit(1);
  return row;
}

/**
 * A new code for `purpose` and `destination`, or a 405 while the resend lock or a block holds.
 * `deliver` receives the code inside the transaction (it writes the outbox); it is not called for
 * a destination with no account, whose code is made and locked alike but never sent.
 */
export async function issueOtp(
  db: Database,
  input: {
    purpose: OtpPurpose;
    destination: string;
    now: Date;
    deliver: ((tx: Database, code: string) => Promise<void>) | null;
  },
): Promise<void> {
  const { purpose, destination, now } = input;
  const secret = await serverSecret(db);
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, purpose, destination);
    if (row?.blockedUntil && row.blockedUntil > now) throw blockedError(row.blockedUntil, now);
    if (row && row.resendAvailableAt > now) {
      fail(
        405,
        'otp',
        `Please try again after ${secondsUntil(row.resendAvailableAt, now)} seconds`,
      );
    }
    const code = newOtpCode();
    const blockEnded = row?.blockedUntil != null && row.blockedUntil <= now;
    const values = {
      codeHash: codeHash(secret, purpose, destination, code),
      expiresAt: new Date(now.getTime() + OTP_RULES.ttlMs),
      resendAvailableAt: new Date(now.getTime() + OTP_RULES.resendMs),
      consumedAt: null,
      updatedAt: now,
      ...(blockEnded ? { failedAttempts: 0, blockedUntil: null } : {}),
    };
    if (row) {
      await tx.update(otpRecords).set(values).where(eq(otpRecords.id, row.id));
    } else {
      await tx.insert(otpRecords).values({ purpose, destination, ...values, createdAt: now });
    }
    if (input.deliver) await input.deliver(tx, code);
  });
}

export type OtpCheck = 'ok' | 'mismatch' | 'expired';

/**
 * Checks a code. `ok` consumes it unless `consume` is false (a reset code is checked by
 * verify-token, then used by reset-password). A wrong code counts a failure, the 5th blocks:
 * those answer 405 by throwing (after the count is saved); `mismatch` and `expired` are left to
 * the caller, which answers with its operation's code.
 */
export async function checkOtp(
  db: Database,
  input: { purpose: OtpPurpose; destination: string; code: string; now: Date; consume: boolean },
): Promise<OtpCheck> {
  const { purpose, destination, code, now } = input;
  const secret = await serverSecret(db);
  const outcome = await db.transaction(async (tx) => {
    const row = await lockedRow(tx, purpose, destination);
    if (row?.blockedUntil && row.blockedUntil > now) {
      return { error: blockedError(row.blockedUntil, now) };
    }
    if (!row || row.consumedAt) return { check: 'mismatch' as const };
    const blockEnded = row.blockedUntil != null;
    const failures = blockEnded ? 0 : row.failedAttempts;
    if (!sameHash(codeHash(secret, purpose, destination, code), row.codeHash)) {
      const count = failures + 1;
      const blocked = count >= OTP_RULES.maxFailures;
      await tx
        .update(otpRecords)
        .set({
          failedAttempts: blocked ? 0 : count,
          blockedUntil: blocked ? new Date(now.getTime() + OTP_RULES.blockMs) : null,
          // A blocked destination needs a new code afterwards.
          ...(blocked ? { consumedAt: now } : {}),
          updatedAt: now,
        })
        .where(eq(otpRecords.id, row.id));
      if (blocked) {
        return {
          error: new ApiError(405, [{ code: 'otp_temp_blocked', message: 'Too many attempts' }]),
        };
      }
      return { check: 'mismatch' as const };
    }
    if (row.expiresAt <= now) return { check: 'expired' as const };
    await tx
      .update(otpRecords)
      .set({
        failedAttempts: 0,
        blockedUntil: null,
        ...(input.consume ? { consumedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(otpRecords.id, row.id));
    return { check: 'ok' as const };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.check;
}
