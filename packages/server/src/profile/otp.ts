/**
 * The codes that confirm a new e-mail or phone (`customer/update-profile`, issue 12), through the
 * sign-in OTP machinery (auth/otp.ts: 6 digits, hashed, 5 minutes, single use; a new code 60 s
 * after the last; the 5th wrong code blocks for 10 minutes) under the purpose `profile_update`.
 *
 * A code is kept per customer and per new value (`profile:<user>:<email|phone>:<value>`), so that
 * wrong guesses by one customer only ever block that customer's own change, never another
 * customer's account or sign-in. A confirmed value that still waits for the other one (a new
 * e-mail and a new phone in one update) is remembered for 10 minutes as a proof
 * (`profile-proof:<user>:<kind>:<value>`), used up when the update is applied.
 */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { VerificationOn } from '@storefront/core/domain/profile';
import { otpRecords } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { ApiError } from '../http/errors.js';
import { otpMessage, PROOF_TTL_MS } from '../auth/accounts.js';
import { checkOtp, issueOtp, type OtpCheck } from '../auth/otp.js';
import { queueMessage } from '../auth/outbox.js';

const PURPOSE = 'profile_update' as const;

/** The start of every code key of a customer (the account deletion erases them). */
export const profileOtpKeyPrefix = (userId: number) => `profile:${userId}:`;

const codeKey = (userId: number, kind: VerificationOn, value: string) =>
  `${profileOtpKeyPrefix(userId)}${kind}:${value}`;

const proofKey = (userId: number, kind: VerificationOn, value: string) =>
  `profile-proof:${userId}:${kind}:${value}`;

/** The proofs key prefix of a customer (erased with the account). */
export const profileProofKeyPrefix = (userId: number) => `profile-proof:${userId}:`;

/**
 * Sends a code to the new `value` (an e-mail, or an SMS to a phone); `deliver: false` makes the
 * code without sending it (Firebase sends phone codes itself). A code sent less than 60 s ago
 * still works: asking again then sends nothing and is not an error.
 */
export async function sendChangeCode(
  db: Database,
  input: {
    userId: number;
    kind: VerificationOn;
    value: string;
    now: Date;
    business: string;
    deliver: boolean;
  },
): Promise<void> {
  const { kind, value, now } = input;
  try {
    await issueOtp(db, {
      purpose: PURPOSE,
      destination: codeKey(input.userId, kind, value),
      now,
      deliver: input.deliver
        ? (tx, code) =>
            queueMessage(
              tx,
              {
                channel: kind === 'email' ? 'email' : 'sms',
                destination: value,
                ...otpMessage(code, PURPOSE, input.business),
              },
              now,
            )
        : null,
    });
  } catch (error) {
    if (error instanceof ApiError && error.errors[0]?.code === 'otp') return;
    throw error;
  }
}

/** Checks (and uses up) a code of the change to `value`. */
export function checkChangeCode(
  db: Database,
  input: { userId: number; kind: VerificationOn; value: string; code: string; now: Date },
): Promise<OtpCheck> {
  return checkOtp(db, {
    purpose: PURPOSE,
    destination: codeKey(input.userId, input.kind, input.value),
    code: input.code,
    now: input.now,
    consume: true,
  });
}

/** Remembers that `value` was confirmed (for the other change of the same update). */
export async function recordChangeProof(
  db: Database,
  input: { userId: number; kind: VerificationOn; value: string; now: Date },
): Promise<void> {
  const { now } = input;
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
      purpose: PURPOSE,
      destination: proofKey(input.userId, input.kind, input.value),
      ...values,
      createdAt: now,
    })
    .onConflictDoUpdate({ target: [otpRecords.purpose, otpRecords.destination], set: values });
}

/** Which of the changes were already confirmed (unexpired, unused proofs). */
export async function confirmedChanges(
  db: Database,
  userId: number,
  changes: readonly { kind: VerificationOn; value: string }[],
  now: Date,
): Promise<Set<VerificationOn>> {
  if (changes.length === 0) return new Set();
  const keys = new Map(changes.map((ch) => [proofKey(userId, ch.kind, ch.value), ch.kind]));
  const rows = await db
    .select({ destination: otpRecords.destination })
    .from(otpRecords)
    .where(
      and(
        eq(otpRecords.purpose, PURPOSE),
        inArray(otpRecords.destination, [...keys.keys()]),
        isNull(otpRecords.consumedAt),
        gt(otpRecords.expiresAt, now),
      ),
    );
  return new Set(rows.map((r) => keys.get(r.destination)!));
}

/** Uses up the proofs of the changes (inside the transaction that applies them). */
export async function useChangeProofs(
  tx: Database,
  userId: number,
  changes: readonly { kind: VerificationOn; value: string }[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.delete(otpRecords).where(
    and(
      eq(otpRecords.purpose, PURPOSE),
      inArray(
        otpRecords.destination,
        changes.map((ch) => proofKey(userId, ch.kind, ch.value)),
      ),
    ),
  );
}
